/**
 * Battle Cry of Freedom: the two players and the two theaters of war, with their names. A leaf
 * module, so the phases, the cards and the combat numbers can all read it.
 */
/** The two players. */
export type Side = 'union' | 'confederate';
/** The two theaters of war. */
export type Theater = 'east' | 'west';

export const SIDES: readonly Side[] = ['union', 'confederate'];
export const THEATERS: readonly Theater[] = ['east', 'west'];

export const SIDE_LABELS: Readonly<Record<Side, string>> = {
  union: 'Union',
  confederate: 'Confederate',
};
export const THEATER_LABELS: Readonly<Record<Theater, string>> = { east: 'East', west: 'West' };

/** The other player. */
export function opponentOf(side: Side): Side {
  return side === 'union' ? 'confederate' : 'union';
}
