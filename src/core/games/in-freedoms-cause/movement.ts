/**
 * In Freedom's Cause: one unit's move worked out from the rulebook's numbers: the base move for
 * its type and formation, the charge bonus or the moving-fire half move, the formation changes
 * and obstacles paid for, the ground's factor (or the road's bonus), and the small-scale
 * halving. Pure; the movement calculator shows each step.
 */
import {
  baseMove,
  CHARGE_BONUS,
  FORMATION_CHANGE,
  moverOf,
  MOVING_FIRE,
  scaled,
  type BaseMove,
  type Mover,
  type ScaleId,
} from './movement-data.js';
import { mayCharge } from './formations.js';
import { fallBackFormation, isFallBack, type FallBackKind } from './fall-back.js';
import { GROUNDS, OBSTACLE_INCHES, ROAD_FACTOR, type Ground } from './terrain.js';
import {
  formationAllowed,
  FORMATION_LABELS,
  troopType,
  type Formation,
  type TroopType,
} from './troop-types.js';

/** What the unit does with its action, or the move back a morale result forces. */
export type MoveAction = 'move' | 'moving-fire' | 'charge' | FallBackKind;

export interface MoveQuery {
  readonly type: TroopType;
  /** Cavalry only: mounted (else dismounted, moving as infantry). */
  readonly mounted: boolean;
  /** Null for types without formations (siege guns, generals). */
  readonly formation: Formation | null;
  readonly action: MoveAction;
  readonly ground: Ground['id'];
  /** Moving along a road. */
  readonly road: boolean;
  readonly obstacles: number;
  readonly changes: number;
  readonly scale: ScaleId;
}

export interface MoveResult {
  readonly mover: Mover;
  readonly base: BaseMove | null;
  /** The charge bonus added, or null when not charging. */
  readonly chargeBonus: number | null;
  /** Inches the moving-fire limit takes off, or null when not firing. */
  readonly movingFireCut: number | null;
  /** Inches each formation change costs, and all of them. */
  readonly changeCost: number;
  readonly changesInches: number;
  readonly obstacleInches: number;
  /** The inches left to move before the ground's factor (never below 0). */
  readonly budget: number;
  /** The factor applied: the ground's, or the road's bonus. */
  readonly factor: number;
  readonly roadApplies: boolean;
  /** The distance the unit may cover, at 25 mm. */
  readonly inches: number;
  /** The same at the chosen scale. */
  readonly scaled: number;
  readonly problems: readonly string[];
}

/** Whether a unit in `formation` may use the road bonus (march columns and limbered guns). */
export function usesRoads(formation: Formation | null): boolean {
  return formation === 'march-column' || formation === 'limbered';
}

/** What keeps a unit from charging, in words; empty when it may. */
function chargeProblems(q: MoveQuery, mover: Mover): string[] {
  if (mover !== 'foot' && mover !== 'mounted') return [`${troopType(q.type).label} never charges.`];
  const out: string[] = [];
  if (q.formation !== null && !mayCharge(q.formation))
    out.push(`A unit in ${FORMATION_LABELS[q.formation].toLowerCase()} may not charge.`);
  if (q.changes > 0) out.push('A charge cannot be combined with a formation change.');
  return out;
}

/** The unit's move under `q`. */
export function unitMove(q: MoveQuery): MoveResult {
  const info = troopType(q.type);
  const mover = moverOf(q.type, info.mounts && q.mounted);
  const back = isFallBack(q.action);
  const chosen = info.formations.length === 0 ? null : q.formation;
  // Guns limber to fall back (Morale and Combat Results).
  const formation = back ? fallBackFormation(q.type, chosen) : chosen;
  const problems: string[] = [];
  if (back && mover === 'general')
    problems.push('Generals make no morale checks, so they never fall back or rout.');
  if (chosen !== null && !formationAllowed(q.type, chosen))
    problems.push(`${info.label} cannot form ${FORMATION_LABELS[chosen].toLowerCase()}.`);
  const base = baseMove(mover, formation);
  const inches = base?.inches ?? 0;
  const chargeBonus =
    q.action === 'charge' && (mover === 'foot' || mover === 'mounted') ? CHARGE_BONUS[mover] : null;
  if (q.action === 'charge') problems.push(...chargeProblems({ ...q, formation }, mover));
  const firing = q.action === 'moving-fire';
  if (firing && q.changes > MOVING_FIRE.changes)
    problems.push(
      `Moving fire allows a half move or ${MOVING_FIRE.changes} formation change, not ${q.changes}.`,
    );
  const changeCost = inches * FORMATION_CHANGE.share;
  // Moving fire: a formation change replaces the half move.
  const movingFireCut = firing ? (q.changes > 0 ? inches : inches * (1 - MOVING_FIRE.share)) : null;
  const changesInches = firing ? 0 : q.changes * changeCost;
  const obstacleInches = q.obstacles * OBSTACLE_INCHES;
  const budget = Math.max(
    0,
    inches + (chargeBonus ?? 0) - (movingFireCut ?? 0) - changesInches - obstacleInches,
  );
  const roadApplies = q.road && usesRoads(formation);
  const factor = roadApplies ? ROAD_FACTOR : (GROUNDS.find((g) => g.id === q.ground)?.factor ?? 1);
  const distance = budget * factor;
  return {
    mover,
    base,
    chargeBonus,
    movingFireCut,
    changeCost,
    changesInches,
    obstacleInches,
    budget,
    factor,
    roadApplies,
    inches: distance,
    scaled: scaled(distance, q.scale),
    problems,
  };
}
