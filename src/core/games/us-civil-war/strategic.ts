/**
 * The U.S. Civil War: the Strategic Movement Phase's limits (15.2–15.5) per side and type, the
 * 1861 naval ramp-up of the Union's River and Ocean limits (S1.3), what a side has left once
 * it has moved, and the Union's Strategic Naval Redeployment (21.2.6, Advanced). Road limits are per
 * theater. Pure.
 */
import { START_1861 } from './scenario-rules.js';
import type { Side } from './sides.js';
import { THEATERS, type Theater } from './theaters.js';

/** A kind of strategic move. */
export type StrategicType = 'rail' | 'river' | 'ocean' | 'road';

/** The kinds of strategic move with their names and rules. */
export const STRATEGIC_TYPES: readonly {
  readonly id: StrategicType;
  readonly name: string;
  readonly rule: string;
}[] = [
  { id: 'rail', name: 'Rail', rule: '15.2' },
  { id: 'river', name: 'River', rule: '15.3' },
  { id: 'ocean', name: 'Ocean', rule: '15.4' },
  { id: 'road', name: 'Road (each theater)', rule: '15.5' },
];

/** SPs each side may move each Strategic Movement Phase, by type (road: in each theater). */
export const STRATEGIC_LIMITS: Readonly<Record<Side, Readonly<Record<StrategicType, number>>>> = {
  union: { rail: 12, river: 3, ocean: 3, road: 1 },
  confederate: { rail: 7, river: 1, ocean: 0, road: 1 },
};

/**
 * Strategic Naval Redeployment (21.2.6, Advanced Game; 3.2 A): what the Union may do with its
 * ships in its Strategic Movement Segment. No limit on NSPs; the Confederacy has none (3.2 B).
 */
export const NAVAL_REDEPLOYMENT = {
  rule: '21.2.6',
  side: 'union',
  text: 'Strategic Naval Redeployment (Advanced Game): the Union may gather any of its Oceangoing NSPs into one friendly Ocean Port, and any of its River NSPs into one friendly River Port, from wherever they are, never past enemy NSPs or Forts, and only where the Union has Naval Control; Naval Leaders may go with them. The Confederacy has none.',
} as const;

/** SPs moved this turn: rail, river, ocean, and road per theater. */
export interface StrategicUse {
  readonly rail: number;
  readonly river: number;
  readonly ocean: number;
  readonly road: Readonly<Record<Theater, number>>;
}

/** Nothing moved yet. */
export const noStrategicUse = (): StrategicUse => ({
  rail: 0,
  river: 0,
  ocean: 0,
  road: { east: 0, west: 0, transMississippi: 0 },
});

/** The limit of `type` for `side` on `turn`, with the 1861 ramp-up (S1.3) when it applies. */
export function strategicLimit(
  side: Side,
  type: StrategicType,
  turn: number,
  from1861: boolean,
): number {
  const base = STRATEGIC_LIMITS[side][type];
  if (!from1861 || side !== 'union' || (type !== 'river' && type !== 'ocean')) return base;
  const ramp = START_1861.navalRamp.find((r) => r.turn === turn);
  return ramp ? Math.min(base, ramp.capacity) : base;
}

/** SPs already moved of `type` (in `theater` for road). */
export function strategicUsed(use: StrategicUse, type: StrategicType, theater: Theater): number {
  return type === 'road' ? use.road[theater] : use[type];
}

/**
 * The use after `side` moves `sps` SPs by `type` (in `theater` for road); throws a RangeError
 * past the limit. A type used twice in one move counts twice (15.1): enter each leg.
 */
export function addStrategic(
  use: StrategicUse,
  side: Side,
  type: StrategicType,
  theater: Theater,
  sps: number,
  turn: number,
  from1861: boolean,
): StrategicUse {
  if (!Number.isInteger(sps) || sps < 1) throw new RangeError('Move a whole number of SPs.');
  const limit = strategicLimit(side, type, turn, from1861);
  const used = strategicUsed(use, type, theater);
  const name = STRATEGIC_TYPES.find((t) => t.id === type)?.name ?? type;
  if (used + sps > limit)
    throw new RangeError(
      `${name}${type === 'road' ? ` in the ${THEATERS[theater]}` : ''}: ${limit - used} of ${limit} SPs left this turn.`,
    );
  return type === 'road'
    ? { ...use, road: { ...use.road, [theater]: use.road[theater] + sps } }
    : { ...use, [type]: use[type] + sps };
}

/**
 * Optional Political Restrictions (22.1): the most SPs a stack may send by Strategic Movement,
 * keeping at least as many SPs as the stars of its face-up Generals (none when already below).
 */
export function politicalSmLimit(sps: number, stars: number): number {
  return Math.max(0, sps - stars);
}

/**
 * With Political Restrictions on (22.1): refuses sending `sps` SPs from a stack of `stack` SPs whose
 * face-up Generals have `stars` stars, when that leaves fewer SPs than stars.
 */
export function checkPolitical(sps: number, stack: number, stars: number): void {
  if (!Number.isInteger(stack) || !Number.isInteger(stars) || stack < 1 || stars < 0)
    throw new RangeError(
      'Political Restrictions (22.1): enter the SPs in the stack and the stars of its face-up Generals.',
    );
  if (sps > stack) throw new RangeError(`The stack has only ${stack} SPs.`);
  const limit = politicalSmLimit(stack, stars);
  if (sps > limit)
    throw new RangeError(
      `Political Restrictions (22.1): a stack of ${stack} SPs under ${stars} stars may send ${limit === 0 ? 'none' : `at most ${limit}`} by Strategic Movement.`,
    );
}

/** 22.1 in words, for the strategic move form. */
export const POLITICAL_SM_NOTE =
  'Optional Political Restrictions (22.1): a stack keeps at least as many SPs as the stars of its face-up Generals; none leaves a stack already below.';
