/**
 * The U.S. Civil War: the three Theaters of War (2.1.1), by id, with the names a player reads.
 * Data only; shared by every tool of the game that splits by theater.
 */
export const THEATERS = {
  east: 'East',
  west: 'West',
  transMississippi: 'Trans-Mississippi',
} as const;

/** A theater's id. */
export type Theater = keyof typeof THEATERS;
