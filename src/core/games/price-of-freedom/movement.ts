/**
 * The Price of Freedom: an army's movement allowance (§16.2.2). Procedures only.
 */
import { applyModifiers, sumModifiers } from '../../shared/index.js';
import type { AppliedModifier } from '../../shared/index.js';
import { BASE_MOVEMENT_ALLOWANCE } from './constants.js';
import { MOVEMENT_MODIFIERS } from './movement-data.js';

/** What decides an army's movement allowance (§16.2.2). */
export interface MovementSituation {
  /** Its commander's movement allowance modifier, −1..+1 (§2.2.1). */
  readonly mam: number;
  /** Half or more of its corps are spent (§2.2.3; ruling C1). */
  readonly spent: boolean;
  readonly intendsAttack?: boolean;
  readonly mudMarch?: boolean;
  readonly forceMarch?: boolean;
  /** Reorganizations or garrison placements made while moving (each −1). */
  readonly actions?: number;
}

/** The allowance and how it was reached. */
export interface MovementAllowance {
  readonly base: number;
  readonly modifiers: readonly AppliedModifier[];
  /** Regions it may enter one after another, never below 0. */
  readonly total: number;
  /** False at 0: the army cannot move, though the OP spent to activate it is lost (§16.2.2 note 3). */
  readonly canMove: boolean;
  /** Rule breaches in the situation, in words (empty when it is legal). */
  readonly problems: readonly string[];
}

/**
 * Whether an army of `corps` corps with `spent` spent is spent: half or more (§2.2.3). Throws
 * a RangeError for impossible counts.
 */
export function isArmySpent(corps: number, spent: number): boolean {
  if (!Number.isInteger(corps) || !Number.isInteger(spent) || spent < 0 || spent > corps) {
    throw new RangeError(`Not a valid army: ${String(spent)} spent of ${String(corps)} corps.`);
  }
  return corps > 0 && spent * 2 >= corps;
}

/**
 * The movement allowance: 3, modified by §16.2.2 (spent −1, attack intended −1, −1 per action
 * while moving, MUD MARCH −1, the commander's MAM, force march +1). Problems list what the
 * rules forbid: actions while force-marching (notes 2 and 4), a MAM outside −1..+1.
 */
export function movementAllowance(s: MovementSituation): MovementAllowance {
  const problems: string[] = [];
  const actions = s.actions ?? 0;
  if (!Number.isInteger(s.mam) || s.mam < -1 || s.mam > 1) {
    problems.push('A commander’s MAM is −1, 0 or +1 (§2.2.1).');
  }
  if (!Number.isInteger(actions) || actions < 0) {
    problems.push('Actions while moving are a whole number, 0 or more.');
  }
  if (actions > 0 && s.forceMarch === true) {
    problems.push('A force-marching army may take no action while moving (§16.2.2 notes 2, 4).');
  }
  const modifiers = applyModifiers(MOVEMENT_MODIFIERS, {
    mam: s.mam,
    spent: s.spent,
    intendsAttack: s.intendsAttack ?? false,
    mudMarch: s.mudMarch ?? false,
    forceMarch: s.forceMarch ?? false,
    actions,
  });
  const total = Math.max(0, BASE_MOVEMENT_ALLOWANCE + sumModifiers(modifiers));
  return { base: BASE_MOVEMENT_ALLOWANCE, modifiers, total, canMove: total > 0, problems };
}
