/**
 * A place in a rulebook that a player can look up in the printed book. Every reference the app
 * shows (on screen and in print) is one of these, never a line of the project's text copies.
 */

/** A rulebook place: its rule number, or its section heading and table name, and a page. */
export interface Citation {
  /**
   * What the player reads: the rulebook's own rule number where the game numbers its rules
   * (`§16.2.4`, `11.4`), otherwise the section heading and table name
   * (`Firing › Cumulative modifiers`, `Appendix I › Aggressive`).
   */
  readonly place: string;
  /** The printed page, where the rulebook has page numbers. */
  readonly page?: number;
  /**
   * Developer trace into the text copy under `shared/rulebooks` (`L1646–1649`). Never shown to
   * a player; a test fails if a rendered page carries one.
   */
  readonly trace?: string;
}

/** The citation as a player reads it: `§16.2.4` or `Firing › Cumulative modifiers, p. 12`. */
export function citationText(c: Citation): string {
  return c.page === undefined ? c.place : `${c.place}, p. ${c.page}`;
}

/** Several citations as one line, in order, separated by semicolons. */
export function citationsText(cs: readonly Citation[]): string {
  return cs.map(citationText).join('; ');
}

/** A trace into our text copies (`L123`, `L12–34`), which must never reach a player's screen. */
export const LINE_TRACE = /\bL\d{2,}/;

/**
 * Several citations as one line, read inside `scope` (a heading such as a scenario's title): a
 * place under it drops the repeated heading, so a scenario's own sheet cites "Special Rules (2)"
 * where the rulings page cites "The Battle of Shiloh › Special Rules (2)".
 */
export function citationsTextWithin(cs: readonly Citation[], scope: string): string {
  const prefix = `${scope} › `;
  return citationsText(
    cs.map((c) => (c.place.startsWith(prefix) ? { ...c, place: c.place.slice(prefix.length) } : c)),
  );
}
