/**
 * A set of printable labels as data, and how they are laid out on paper: labels of given sizes
 * filled into rows as wide as the printable width (neighbours share their cut lines) and rows
 * into pages, never splitting a label. A game describes its labels with a
 * `LabelSheetDescriptor`; the generic renderer draws the preview and the printed sheets.
 */
import { printableArea, type PageText, type Paper } from './paper.js';
import type { ChoiceValues, SheetChoice } from './sheet-choices.js';
import type { SheetText } from './sheet-text.js';

/** A fold-over label's size in millimetres, unfolded. */
export interface LabelSize {
  /** Names the size on the page (a class), e.g. '6mm-general'. */
  readonly key: string;
  /** Along the base's front edge. */
  readonly widthMm: number;
  /** Unfolded height: the shown half above the fold, the taped half below. */
  readonly heightMm: number;
  /** Height of each half (the fold is in the middle). */
  readonly halfMm: number;
}

/** One label: its face (name, a badge beside it, further lines) and the tab folded under. */
export interface SheetLabel {
  /** The unit, general or marker it belongs to. */
  readonly id: string;
  readonly size: LabelSize;
  readonly name: string;
  /** Beside the name, e.g. a strength modifier '[+1]'. */
  readonly badge?: string;
  readonly lines: readonly string[];
  /** What the tab says: side and name, to sort the labels by. */
  readonly tab: string;
  /** A command label (general, HQ): its name spaced out, its lines in italics. */
  readonly command?: boolean;
  /** A narrow label: its name set smaller. */
  readonly narrow?: boolean;
  /** Its id names nothing in the game's data (shown in red on screen). */
  readonly unresolved?: boolean;
}

/** A scenario's labels for the chosen values. */
export interface LabelSet {
  readonly labels: readonly SheetLabel[];
  /** Larger type, for labels of large bases. */
  readonly large?: boolean;
  /** What the labels are, counted: '52 labels (12 for generals and HQs, 40 for brigades)'. */
  readonly count: string;
  /** How to cut, fold and print them, with the rulebook's place. */
  readonly about: SheetText;
  readonly page: PageText;
}

/** A label sheet tool: its choices and the labels for the chosen values. */
export interface LabelSheetDescriptor {
  readonly kind: 'label-sheet';
  readonly choices: readonly SheetChoice[];
  /** What the page says when the labels' data cannot be read. */
  readonly unreadable: string;
  /** The labels for the chosen values, or null when their data cannot be read. */
  labels(values: ChoiceValues): LabelSet | null;
}

/** A row of labels side by side. */
export interface LabelRow {
  readonly labels: readonly SheetLabel[];
  readonly heightMm: number;
}

/** How far ahead a row may reach for a label that fills its gap. */
export const LOOKAHEAD = 4;

/**
 * Labels filled into rows no wider than `widthMm`, in order, except that a row with room left
 * takes the next label that fits from the following `LOOKAHEAD`, so a square label fills the
 * gap a rectangle leaves.
 */
export function packRows(labels: readonly SheetLabel[], widthMm: number): LabelRow[] {
  const queue = [...labels];
  const rows: LabelRow[] = [];
  while (queue.length > 0) {
    const row: SheetLabel[] = [];
    let used = 0;
    for (;;) {
      const i = queue
        .slice(0, LOOKAHEAD + 1)
        .findIndex((l) => row.length === 0 || used + l.size.widthMm <= widthMm + 0.01);
      const next = i < 0 ? undefined : queue.splice(i, 1)[0];
      if (next === undefined) break;
      row.push(next);
      used += next.size.widthMm;
    }
    rows.push({ labels: row, heightMm: Math.max(...row.map((c) => c.size.heightMm)) });
  }
  return rows;
}

/** Rows filled into pages no taller than `heightMm`. */
export function packPages(rows: readonly LabelRow[], heightMm: number): LabelRow[][] {
  const pages: LabelRow[][] = [];
  let current: LabelRow[] = [];
  let used = 0;
  for (const r of rows) {
    if (current.length > 0 && used + r.heightMm > heightMm + 0.01) {
      pages.push(current);
      current = [];
      used = 0;
    }
    current.push(r);
    used += r.heightMm;
  }
  if (current.length > 0) pages.push(current);
  return pages;
}

/** `labels` laid out on `paper`: rows inside the printable width, pages inside its height. */
export function layOutLabels(labels: readonly SheetLabel[], paper: Paper): LabelRow[][] {
  const area = printableArea(paper);
  return packPages(packRows(labels, area.widthMm), area.heightMm);
}
