/**
 * The choices above a printable sheet (which scenario, which figure scale, which paper, whether
 * to include optional units), as data. Each is kept in the page's link under its key; a link's
 * value that is not offered falls back to the default with the choice's notice. The renderers
 * draw them in order, and the link writes them in the same order.
 */

/** One option of a select or a set of radio buttons. */
export interface ChoiceOption {
  /** The link's text for it. */
  readonly value: string;
  readonly label: string;
}

/** A select (e.g. the scenario). */
export interface SelectChoice {
  readonly kind: 'select';
  readonly key: string;
  readonly label: string;
  readonly options: readonly ChoiceOption[];
  readonly fallback: string;
  /** What the page says when the link's text is no option (shown as plain text). */
  notice(text: string): string;
}

/** Radio buttons (e.g. the figure scale). */
export interface RadioChoice {
  readonly kind: 'radio';
  readonly key: string;
  readonly legend: string;
  readonly options: readonly ChoiceOption[];
  readonly fallback: string;
  notice(text: string): string;
}

/** A check box, off unless the link says 1 or true; left out of the link when off. */
export interface FlagChoice {
  readonly kind: 'flag';
  readonly key: string;
  /** The box's label for the other choices' values, or null when it is not offered. */
  label(values: ChoiceValues): string | null;
  notice(text: string): string;
}

/** The paper (`paper=a4|letter`), A4 by default. */
export interface PaperChoice {
  readonly kind: 'paper';
}

/** A choice above a printable sheet. */
export type SheetChoice = SelectChoice | RadioChoice | FlagChoice | PaperChoice;

/** The chosen values by key: the option's link text, or a flag's state. */
export type ChoiceValues = Readonly<Record<string, string | boolean>>;

/** The chosen text of `key` ('' when it has none). */
export function choiceText(values: ChoiceValues, key: string): string {
  const v = values[key];
  return typeof v === 'string' ? v : '';
}

/** Whether flag `key` is on. */
export function choiceFlag(values: ChoiceValues, key: string): boolean {
  return values[key] === true;
}
