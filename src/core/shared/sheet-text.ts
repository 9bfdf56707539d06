/**
 * Text on a printable sheet (a setup sheet, the notes of a label set) as data: runs of plain
 * words and of the few marked-up things a sheet shows, such as a rulebook place, a ruling, a
 * side's tag or a unit named by its id. The generic sheet renderers draw it; a game's sheet
 * builder writes it, so the sheet is data that a test can read without a browser.
 */

/** The side a tag or a chip stands for (the Union light, the Confederacy dark). */
export type SideTone = 'usa' | 'csa';

/**
 * How a span of text looks: a unit named by id (`unit`, or `unresolved` when the id names
 * nothing), a time of day, a blank line to write on when printed (`blank`), text only on
 * screen, only on paper or only for screen readers, and the small styles of the sheets.
 */
export type SpanLook =
  | 'nowrap'
  | 'time'
  | 'who'
  | 'unit'
  | 'unresolved'
  | 'missing'
  | 'entered'
  | 'turn-no'
  | 'period'
  | 'line'
  | 'draft'
  | 'yours'
  | 'warn'
  | 'mark'
  | 'blank'
  | 'blank short'
  | 'screen-only'
  | 'print-only'
  | 'visually-hidden';

/** One run of a sheet's text. A plain string has its ruling codes ("ruling C5") linked. */
export type SheetRun =
  | string
  /** A rulebook place, set small beside what it backs. */
  | { readonly rule: string }
  /** A link to a ruling on the game's rulings page, reading `text` (the id by default). */
  | { readonly ruling: string; readonly text?: string }
  /** A side's tag, e.g. USA; with no tone it is drawn plain. */
  | { readonly side: string; readonly tone?: SideTone }
  /** A marker on a grid: a deployment zone, or (dashed) where units arrive. */
  | { readonly chip: string; readonly tone: SideTone; readonly arrival?: boolean }
  /** Bold text; `bp` is a break point, `rid` a ruling id in a box. */
  | { readonly strong: SheetText; readonly look?: 'bp' | 'rid' }
  | { readonly em: SheetText }
  /** A date, machine-readable in `time` (ISO). */
  | { readonly time: string; readonly text: string }
  /** A span; `id` is the unit, general or marker it names; `hidden` hides it from readers. */
  | {
      readonly span: SheetText;
      readonly look?: SpanLook;
      readonly id?: string;
      readonly hidden?: boolean;
    }
  /** A link to another tool of the game on screen; plain text on paper. */
  | { readonly tool: string; readonly text: string }
  /** A list of items (inside a table cell). */
  | { readonly list: readonly SheetText[] }
  | { readonly br: true };

/** Text made of runs, in order. */
export type SheetText = readonly SheetRun[];

/** `text` as a rulebook place. */
export const rule = (text: string): SheetRun => ({ rule: text });

/** `text` in bold. */
export const strong = (...text: SheetRun[]): SheetRun => ({ strong: text });

/** A span of `text` that looks as `look`. */
export const span = (look: SpanLook, ...text: SheetRun[]): SheetRun => ({ span: text, look });

/** Runs with `separator` between them (e.g. units named with commas). */
export function joinRuns(runs: readonly SheetRun[], separator: string): SheetRun[] {
  return runs.flatMap((r, i) => (i === 0 ? [r] : [separator, r]));
}
