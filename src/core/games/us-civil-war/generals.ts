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
  /**
   * Values only inferred from an example, by a ruling: they fill in the counter until the
   * player enters his own, and an entry that differs is flagged, not refused.
   */
  readonly inferred?: Inference;
}

/** Counter values a ruling infers from a rulebook example. */
export interface Inference {
  readonly counter: Counter;
  readonly ruling: string;
  /** The example's place. */
  readonly rule: string;
}

/**
 * The rank of a promoted Cavalry General: Sheridan, Van Dorn and Price become 2-star Generals
 * with intrinsic cavalry, with every property of a 2-star (8.6).
 */
export const PROMOTED_CAVALRY_RANK = 2;

/**
 * A Cavalry General held by the 1-SP command (8.1), the cavalry rank (8.4) and the +1 cap as a
 * subordinate (8.5): cavalry-marked below 2 stars, as every Cavalry General is until promoted
 * (8.6). A counter whose rank is not entered counts as an unpromoted one.
 */
export const limitedCavalry = (c: Pick<Counter, 'cavalry' | 'rank'>): boolean =>
  c.cavalry === true && (c.rank ?? 1) < PROMOTED_CAVALRY_RANK;

/** A general's id: his name in lower case, its words joined by hyphens ("J. Johnston": j-johnston). */
const idOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .join('-');

const g = (name: string, side: Side, known: Counter = {}, rule?: string): NamedGeneral => {
  const id = idOf(name);
  return rule === undefined ? { id, name, side, known } : { id, name, side, known, rule };
};

/** Generals the rulebook names without giving any of their values. */
const unrated = (side: Side, ...names: string[]) => names.map((name) => g(name, side));

/** The generals the rulebook names, Union then Confederate. */
export const GENERALS: readonly NamedGeneral[] = [
  g('Grant', 'union', { rank: 4, defense: 2 }, '7.4.2, Examples of Play'),
  g('McClellan', 'union', { cautious: true, movement: 3 }, 'Examples of Play'),
  g('Burnside', 'union', { attack: 1 }, '21.6.6, Example #1'),
  g('McDowell', 'union', { defense: 1 }, 'Map Notes, How Safe is Washington?'),
  ...unrated('union', 'Sherman', 'Thomas', 'Meade', 'Hooker', 'Halleck', 'Buell', 'Pope'),
  ...unrated('union', 'Butler', 'Banks', 'Sheridan'),
  ...unrated('confederate', 'Lee', 'Jackson', 'Longstreet', 'Stuart'),
  g('Beauregard', 'confederate', { defense: 1 }, 'Examples of Play'),
  ...unrated('confederate', 'J. Johnston'),
  // Named with Sheridan as the Cavalry Generals who may be promoted (8.6).
  g('Van Dorn', 'confederate'),
  g('Price', 'confederate'),
  g('Forrest', 'confederate', { cavalry: true, defense: 2 }, 'Examples of Play'),
  g('Bragg', 'confederate', { defense: 1 }, 'Examples of Play'),
  g('Pemberton', 'confederate', { defense: 1 }, '13.6.4'),
  ...unrated('confederate', 'Polk'),
  // Alone with 1 SP on the 1 column at +2 (L90): his Attack Rating, by ruling C30.
  {
    ...g('Morgan', 'confederate'),
    inferred: { counter: { attack: 2 }, ruling: 'C30', rule: 'Map Notes, How Safe is Cairo?' },
  },
  ...unrated('confederate', 'Kirby Smith'),
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
