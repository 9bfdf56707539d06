/**
 * Battle Cry of Freedom: the words the card data shares (the two sides, the two theaters, the
 * rulebook's section headings as places to cite) and how a list of places reads. The rulebook
 * has no rule numbers, so a place is its section heading; line traces stay in the data only.
 */
import { citationsText } from '../../shared/citation.js';
import { citeFromRow, type CiteRow } from '../../shared/ruling-rows.js';

/** The two players. */
export type Side = 'union' | 'confederate';

/** The two theaters of war (the Trans-Mississippi is not in the game). */
export type Theater = 'east' | 'west';

export const SIDES: readonly Side[] = ['union', 'confederate'];
export const THEATERS: readonly Theater[] = ['east', 'west'];

export const SIDE_LABEL: Readonly<Record<Side, string>> = {
  union: 'Union',
  confederate: 'Confederate',
};

export const THEATER_LABEL: Readonly<Record<Theater, string>> = { east: 'East', west: 'West' };

/** The rulebook's section headings, as a player finds them in the booklet. */
export const PLACE = {
  glossary: 'Glossary',
  sequence: 'Detailed Sequence of Play',
  phaseB: 'Detailed Sequence of Play › B. First Resource Phase',
  phaseD: 'Detailed Sequence of Play › D. Place Battle Cards/Blocking',
  phaseE: 'Detailed Sequence of Play › E. Strategic Movement',
  phaseG: 'Detailed Sequence of Play › G. Remove or Place General Cards',
  phaseI: 'Detailed Sequence of Play › I. Combat Phase',
  phaseJ: 'Detailed Sequence of Play › J. Second Resource Phase',
  phaseL: 'Detailed Sequence of Play › L. Recovery',
  example: 'Appendix › Example of Play',
  campaign: 'Campaign Game',
  setUp: 'Set-Up',
  deckTwo: 'Deck Two Scenario',
  gettysburg: 'Gettysburg Scenario',
  notesC: 'Confederate Player Notes',
  notesU: 'Player Notes: Union',
} as const;

/** A glossary entry as a place: "Glossary › Blocking". */
export const glossaryPlace = (term: string): string => `${PLACE.glossary} › ${term}`;

/** The places of `cites` as a player reads them, separated by semicolons (no line traces). */
export function placesText(cites: readonly CiteRow[]): string {
  return citationsText(cites.map(citeFromRow));
}

/** Where a value of the card data comes from: the rules, an example, or only the designer's notes. */
export type Evidence = 'rules' | 'example' | 'notes';

/** The evidence in words, for a badge or a note. */
export const EVIDENCE_LABEL: Readonly<Record<Evidence, string>> = {
  rules: 'rulebook',
  example: 'rulebook example',
  notes: 'player notes only',
};
