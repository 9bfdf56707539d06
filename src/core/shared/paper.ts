/**
 * The papers a printable sheet is laid out for (A4 and US Letter), with the page margins every
 * printed sheet keeps for its running header and footer. Pure data: the label packer lays out
 * pages with it, and the print page rule sets the same sizes.
 */

/** Paper sizes the printable views offer, with their CSS page size and size in millimetres. */
export const PAPERS = {
  a4: { label: 'A4', css: 'A4', widthMm: 210, heightMm: 297 },
  letter: { label: 'US Letter', css: 'letter', widthMm: 215.9, heightMm: 279.4 },
} as const;

/** One of the `PAPERS` keys, as the link writes it (`paper=a4|letter`). */
export type Paper = keyof typeof PAPERS;

/** Whether `value` is a paper key. */
export function isPaper(value: string): value is Paper {
  return value === 'a4' || value === 'letter';
}

/** Page margins of the printable views (room for the running header and footer). */
export const PAGE_MARGIN_MM = { top: 16, side: 10, bottom: 16 } as const;

/** The printable width and height of `paper` inside the page margins, in millimetres. */
export function printableArea(paper: Paper): { widthMm: number; heightMm: number } {
  const p = PAPERS[paper];
  return {
    widthMm: p.widthMm - 2 * PAGE_MARGIN_MM.side,
    heightMm: p.heightMm - PAGE_MARGIN_MM.top - PAGE_MARGIN_MM.bottom,
  };
}

/** What the running header and footer of a printed page say. */
export interface PageText {
  readonly topLeft: string;
  readonly topRight: string;
  readonly bottomLeft: string;
}
