/**
 * The "Rulings applied" section every game's setup sheet ends with: each ruling the sheet relies
 * on, as its id, the question, the app's decision and the rulebook places involved.
 */
import { citationsText } from './citation.js';
import type { Ruling } from './ruling.js';
import type { SheetContent, SheetSection } from './setup-sheet.js';
import { rule, strong } from './sheet-text.js';

export interface SheetRulingsOptions {
  /** Content shown before the list (an introduction). */
  readonly intro?: readonly SheetContent[];
  /** A long list: in two columns on a wide sheet, set closer on paper. */
  readonly long?: boolean;
  /** How a ruling's places read (default: every place in full). */
  readonly places?: (r: Ruling) => string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The rulings of `all` whose ids are in `ids`, in the order of `ids`. */
export function rulingsById(all: readonly Ruling[], ids: readonly string[]): Ruling[] {
  return ids.flatMap((id) => all.filter((r) => r.id === id));
}

/** The sheet's section listing `rulings`. */
export function rulingsSheetSection(
  rulings: readonly Ruling[],
  o: SheetRulingsOptions = {},
): SheetSection {
  const places = o.places ?? ((r: Ruling) => citationsText(r.cites));
  return {
    id: 'rulings-h',
    title: ['Rulings applied'],
    flow: true,
    content: [
      ...(o.intro ?? []),
      {
        kind: 'list',
        look: 'rulings',
        ...(o.long ? { long: true } : {}),
        items: rulings.map((r) => [
          { strong: [{ ruling: r.id }], look: 'rid' },
          ' ',
          capitalise(r.question),
          ' ',
          strong(r.decision),
          ' ',
          rule(places(r)),
        ]),
      },
    ],
  };
}
