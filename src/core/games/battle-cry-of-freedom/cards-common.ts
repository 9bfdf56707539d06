/**
 * Battle Cry of Freedom: the words the card data shares (the two sides and the two theaters, read
 * from the phase data; the rulebook's section headings as places to cite; counts in words) and how
 * a list of places reads. The rulebook has no rule numbers, so a place is its section heading;
 * line traces stay in the data only.
 */
import { citationsText } from '../../shared/citation.js';
import { citeFromRow, type CiteRow } from '../../shared/ruling-rows.js';
import { phaseOf, SEQUENCE, SIDE_LABELS, THEATER_LABELS, type PhaseLetter } from './phases.js';

export { SIDES, THEATERS, type Side, type Theater } from './phases.js';
export { inWords } from './cards-words.js';

/** The sides' names (one list, kept in the phase data). */
export const SIDE_LABEL = SIDE_LABELS;

/** The theaters' names (one list, kept in the phase data). */
export const THEATER_LABEL = THEATER_LABELS;

/** The phase's place, read from the sequence of play so each heading is written once. */
const phasePlace = (letter: PhaseLetter): string => phaseOf(letter).place;

/** The rulebook's section headings, as a player finds them in the booklet. */
export const PLACE = {
  glossary: 'Glossary',
  sequence: SEQUENCE,
  phaseB: phasePlace('B'),
  phaseD: phasePlace('D'),
  phaseE: phasePlace('E'),
  phaseG: phasePlace('G'),
  phaseI: phasePlace('I'),
  phaseJ: phasePlace('J'),
  phaseL: phasePlace('L'),
  example: 'Appendix › Example of Play',
  campaign: 'Campaign Game',
  setUp: 'Set-Up',
  deckOne: 'Deck One Scenario',
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
