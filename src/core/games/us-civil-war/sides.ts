/**
 * The U.S. Civil War: the two sides, by id, with the names a player reads. Data only; shared by
 * every tool of the game that names a side.
 */
export const SIDES = {
  union: 'Union',
  confederate: 'Confederate',
} as const;

/** A side's id. */
export type Side = keyof typeof SIDES;
