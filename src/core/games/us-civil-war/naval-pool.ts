/**
 * The U.S. Civil War tracker's naval state (Advanced Game, 21.6.6, 21.9, 21.10.3): the Union's
 * Naval Pool of sunk NSPs by kind, the turn's replacements taken from it (1 River and 1
 * Oceangoing, no carry-over, never past the counter mix), and the Confederate Ironclads under
 * construction and completed, with the End Phase's one completion a turn and the battle damage
 * that sends a completed Ironclad back under construction. Pure.
 */
import { UNION_NAVAL_REPLACEMENTS } from './economy-data.js';
import { NAVAL_REINFORCEMENT } from './naval-data.js';

const IRONCLAD_ROW = NAVAL_REINFORCEMENT.rows.find((r) => r.key === 'ironclad');

/** The Union's two kinds of NSP. */
export const NSP_KINDS = { river: 'River', ocean: 'Oceangoing' } as const;
export type NspKind = keyof typeof NSP_KINDS;

/** The counter mix: the most NSPs of each kind the Union ever has (21.2.2, 21.9.2). */
export const NSP_MIX: Readonly<Record<NspKind, number>> = {
  river: UNION_NAVAL_REPLACEMENTS.maxRiver,
  ocean: UNION_NAVAL_REPLACEMENTS.maxOcean,
};

/** Replacements each turn, by kind (21.9.2). */
export const NSP_REPLACEMENTS: Readonly<Record<NspKind, number>> = {
  river: UNION_NAVAL_REPLACEMENTS.river,
  ocean: UNION_NAVAL_REPLACEMENTS.ocean,
};

/** The Union Shipyards that take replacements and repair (21.8.1). */
export const UNION_SHIPYARDS = [
  'St. Louis',
  'Cairo',
  'Cincinnati',
  'Pittsburgh',
  'the Chesapeake Bay Box',
] as const;

/** The naval part of the tracker's state. */
export interface NavalState {
  /** Union NSPs in the Naval Pool, by kind. */
  readonly pool: Readonly<Record<NspKind, number>>;
  /** The turn whose replacements were taken (0: none yet). */
  readonly replacedTurn: number;
  /** Confederate Ironclads under construction and completed. */
  readonly ironclads: { readonly building: number; readonly built: number };
  /** The turn whose End Phase completed an Ironclad (0: none yet). */
  readonly completedTurn: number;
}

/** A game's naval state before anything is sunk or built. */
export const emptyNaval = (): NavalState => ({
  pool: { river: 0, ocean: 0 },
  replacedTurn: 0,
  ironclads: { building: 0, built: 0 },
  completedTurn: 0,
});

/** The changes to the Confederate Ironclads, with what each means. */
export const IRONCLAD_CHANGES = {
  begin: `begins one under construction (naval reinforcement roll of ${IRONCLAD_ROW ? `${IRONCLAD_ROW.from}–${IRONCLAD_ROW.to}` : 'an Ironclad'})`,
  complete: 'completes one (End Phase roll)',
  damaged: 'has a completed one damaged: back under construction',
  sunk: 'loses a completed one, sunk',
  lost: 'loses one under construction (forced to retreat, or its port taken)',
} as const;
export type IroncladChange = keyof typeof IRONCLAD_CHANGES;

/** The naval state after the Union loses `nsps` NSPs of `kind` to the Naval Pool (21.6.6). */
export function sinkUnion(n: NavalState, kind: NspKind, nsps: number): NavalState {
  if (!Number.isInteger(nsps) || nsps < 1) throw new RangeError('Sink a whole number of NSPs.');
  const pool = n.pool[kind] + nsps;
  if (pool > NSP_MIX[kind])
    throw new RangeError(
      `The Union has only ${NSP_MIX[kind]} ${NSP_KINDS[kind]} NSPs in all: the pool cannot hold ${pool} (21.2.2).`,
    );
  return { ...n, pool: { ...n.pool, [kind]: pool } };
}

/** The turn's replacements from the pool (21.9.2), and what they are in words. */
export function replaceUnion(
  n: NavalState,
  turn: number,
): { readonly naval: NavalState; readonly taken: Readonly<Record<NspKind, number>> } {
  if (n.replacedTurn === turn)
    throw new RangeError('This turn’s naval replacements are taken; they do not carry over.');
  const take = (k: NspKind) => Math.min(NSP_REPLACEMENTS[k], n.pool[k]);
  const taken = { river: take('river'), ocean: take('ocean') };
  if (taken.river + taken.ocean === 0) throw new RangeError('The Naval Pool is empty.');
  return {
    naval: {
      ...n,
      pool: { river: n.pool.river - taken.river, ocean: n.pool.ocean - taken.ocean },
      replacedTurn: turn,
    },
    taken,
  };
}

/** The naval state after a change to the Confederate Ironclads on `turn` (21.10, 21.6.6). */
export function changeIronclads(n: NavalState, change: IroncladChange, turn: number): NavalState {
  const { building, built } = n.ironclads;
  const set = (b: number, c: number, extra: Partial<NavalState> = {}) => ({
    ...n,
    ...extra,
    ironclads: { building: b, built: c },
  });
  switch (change) {
    case 'begin':
      return set(building + 1, built);
    case 'complete':
      if (building < 1) throw new RangeError('No Ironclad is under construction.');
      if (n.completedTurn === turn)
        throw new RangeError('One roll a turn completes at most one Ironclad (21.10.3).');
      return set(building - 1, built + 1, { completedTurn: turn });
    case 'damaged':
      if (built < 1) throw new RangeError('No completed Ironclad to damage.');
      return set(building + 1, built - 1);
    case 'sunk':
      if (built < 1) throw new RangeError('No completed Ironclad to sink.');
      return set(building, built - 1);
    case 'lost':
      if (building < 1) throw new RangeError('No Ironclad is under construction.');
      return set(building - 1, built);
  }
}
