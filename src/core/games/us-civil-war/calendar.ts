/**
 * The U.S. Civil War's calendar as far as the rulebook gives it: the game's last turn, the first
 * turn of each year and which turns are winter. The Turn Record Track (seasons and benchmarks)
 * is printed on the map, not in the rulebook, so a year's later turns have no season here
 * (ruling C22). Shared by the tools that need a turn's year or winter.
 */

/** The last turn of the game (S4.1). */
export const LAST_TURN = 20;

/** How sure a fact of the calendar is: printed in the rulebook, or inferred from it. */
export type CalendarSource = 'stated' | 'inferred';

/** A year of the war: its first turn, and whether that first turn is a winter turn. */
export interface CalendarYear {
  readonly year: number;
  readonly first: number;
  /** Whether the year's first turn is winter, stated or inferred; null when it is not. */
  readonly winterFirst: CalendarSource | null;
  /** Where the rulebook says so, or what it is inferred from. */
  readonly place: string;
}

/**
 * The years: 1861 (the three turns of S1), then five turns a year opening with a winter turn
 * (S2.1 and S3.1 say so of 1862 and 1863; 1864's winter turn is named in 5.4.5; 1865 follows the
 * pattern and the last turn).
 */
export const YEARS: readonly CalendarYear[] = [
  { year: 1861, first: 1, winterFirst: null, place: 'S1.1' },
  { year: 1862, first: 4, winterFirst: 'stated', place: 'S2.1' },
  { year: 1863, first: 9, winterFirst: 'stated', place: 'S3.1' },
  { year: 1864, first: 14, winterFirst: 'inferred', place: '5.4.5' },
  { year: 1865, first: 19, winterFirst: 'inferred', place: 'S4.1' },
];

/** The year of turn `turn` (1 to `LAST_TURN`). */
export function yearOf(turn: number): CalendarYear {
  let found = YEARS[0] as CalendarYear;
  for (const y of YEARS) if (turn >= y.first) found = y;
  return found;
}

/** Whether `turn` is known to be a winter turn: 'stated', 'inferred', or null when not known. */
export function winterOf(turn: number): CalendarSource | null {
  const y = yearOf(turn);
  return y.first === turn ? y.winterFirst : null;
}
