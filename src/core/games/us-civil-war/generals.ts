/**
 * The U.S. Civil War: the generals the rulebook names, with every rating its text or examples
 * state. The counters themselves are not in the rulebook (ruling G7): the players key in the
 * rest (see `charts-data.ts`), and nothing they enter may contradict a value here.
 */

export type Side = 'union' | 'confederate';

/** What a counter shows (1.2): rank, ratings, cavalry, cautious, movement allowance. */
export interface Counter {
  readonly rank?: number;
  readonly attack?: number;
  readonly defense?: number;
  readonly cavalry?: boolean;
  readonly cautious?: boolean;
  readonly movement?: number;
}

/** A general the rulebook names, with what it says of his counter and where. */
export interface NamedGeneral {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  /** The values the rulebook gives; any other is the player's to enter. */
  readonly known: Counter;
  /** The rulebook's place for the known values. */
  readonly rule?: string;
}

const g = (
  id: string,
  name: string,
  side: Side,
  known: Counter = {},
  rule?: string,
): NamedGeneral =>
  rule === undefined ? { id, name, side, known } : { id, name, side, known, rule };

/** The generals the rulebook names, Union then Confederate. */
export const GENERALS: readonly NamedGeneral[] = [
  g('grant', 'Grant', 'union', { rank: 4, defense: 2 }, '7.4.2, Examples of Play'),
  g('mcclellan', 'McClellan', 'union', { cautious: true, movement: 3 }, 'Examples of Play'),
  g('burnside', 'Burnside', 'union', { attack: 1 }, '21.6.6, Example #1'),
  g('mcdowell', 'McDowell', 'union', { defense: 1 }, 'Map Notes, How Safe is Washington?'),
  g('sherman', 'Sherman', 'union'),
  g('thomas', 'Thomas', 'union'),
  g('meade', 'Meade', 'union'),
  g('hooker', 'Hooker', 'union'),
  g('halleck', 'Halleck', 'union'),
  g('buell', 'Buell', 'union'),
  g('pope', 'Pope', 'union'),
  g('butler', 'Butler', 'union'),
  g('banks', 'Banks', 'union'),
  g('sheridan', 'Sheridan', 'union'),
  g('lee', 'Lee', 'confederate'),
  g('jackson', 'Jackson', 'confederate'),
  g('longstreet', 'Longstreet', 'confederate'),
  g('stuart', 'Stuart', 'confederate'),
  g('beauregard', 'Beauregard', 'confederate', { defense: 1 }, 'Examples of Play'),
  g('j-johnston', 'J. Johnston', 'confederate'),
  g('forrest', 'Forrest', 'confederate', { cavalry: true, defense: 2 }, 'Examples of Play'),
  g('bragg', 'Bragg', 'confederate', { defense: 1 }, 'Examples of Play'),
  g('pemberton', 'Pemberton', 'confederate', { defense: 1 }, '13.6.4'),
  g('polk', 'Polk', 'confederate'),
  g('morgan', 'Morgan', 'confederate'),
  g('kirby-smith', 'Kirby Smith', 'confederate'),
];

/** Two generals whose ratings the rulebook gives only as a sum (Lee with Jackson, with Longstreet). */
export interface RatingSum {
  readonly ids: readonly [string, string];
  readonly rating: 'attack' | 'defense';
  readonly sum: number;
  readonly rule: string;
}

/** The sums the examples state. */
export const RATING_SUMS: readonly RatingSum[] = [
  { ids: ['lee', 'jackson'], rating: 'attack', sum: 4, rule: 'Map Notes, How Safe is Washington?' },
  { ids: ['lee', 'longstreet'], rating: 'defense', sum: 4, rule: 'Examples of Play' },
];

/** The general with id `id`, or undefined. */
export function generalById(id: string): NamedGeneral | undefined {
  return GENERALS.find((x) => x.id === id);
}
