/**
 * In Freedom's Cause: falling back and routing (Morale and Combat Results): the move a morale
 * result forces, at the normal rate for the unit's type and formation (guns limber to go), inside
 * the rear arc, with what a blocked or off-table move does and whether it uses the action. Pure;
 * the movement calculator offers each as an action and shows these lines.
 */
import { MORALE_RULE } from './model-checks.js';
import type { Formation, TroopType } from './troop-types.js';

/** The three forced moves back, named as the morale results are. */
export type FallBackKind = 'fall-back' | 'fall-back-disordered' | 'rout';

/** Where falling back and routing are described. */
export const FALL_BACK_RULE = MORALE_RULE;

/** Degrees outward from each side of the unit, toward its rear, that bound the path back. */
export const REAR_ARC_DEGREES = 45;

/** Whether a move action is a forced move back. */
export function isFallBack(action: string): action is FallBackKind {
  return action === 'fall-back' || action === 'fall-back-disordered' || action === 'rout';
}

/** The formation a unit falls back in: guns limber to do so; others keep theirs. */
export function fallBackFormation(type: TroopType, formation: Formation | null): Formation | null {
  return type === 'light-artillery' || type === 'heavy-artillery' ? 'limbered' : formation;
}

/** What the forced move means, line by line, each in our words. */
export interface FallBackFacts {
  /** The path: away from the enemy inside the rear arc, as straight as the ground allows. */
  readonly path: string;
  /** Whether it uses the unit's action. */
  readonly action: string;
  /** What happens when it cannot finish the move or would leave the table. */
  readonly blocked: string;
  /** The formation it moves in. */
  readonly formation: string;
}

/** The lines for `kind`; `guns` when the unit is field artillery. */
export function fallBackFacts(kind: FallBackKind, guns: boolean): FallBackFacts {
  const disordered = kind !== 'fall-back';
  return {
    path: `Straight away from the enemy, inside lines drawn ${REAR_ARC_DEGREES}° outward from its sides toward its rear, measured from where it stood when it checked; no needless wheels.`,
    action:
      kind === 'fall-back'
        ? 'Uses the unit’s action for the turn (a controlled move back, facing the enemy).'
        : kind === 'fall-back-disordered'
          ? 'Does not use the unit’s action, unless it was already used: the move is involuntary. The unit ends disordered.'
          : 'The routing unit is removed from play after the move; each unit it passes through checks Unit Routed Through.',
    blocked: disordered
      ? 'If it cannot make the full move, or the move would take it off the table, it is removed from play.'
      : 'If blocked, it moves as far as it legally can.',
    formation: guns
      ? 'Guns limber to fall back, so they move at the limbered rate.'
      : 'It keeps its formation, narrowing to field or march column (the smaller change) only to pass a gap.',
  };
}
