/**
 * The Price of Freedom: stepping an army through a land move region by region, with march
 * attrition (§16.2-16.3), pick-ups and drop-offs (§16.2.4) and actions while moving (§12.8,
 * §16.2.2 note 2). Pure: every step returns a new state. Procedures only.
 */
import { MARCH_ATTRITION_FROM_REGION } from './constants.js';

/** One corps on the move: its condition and the regions it has entered in this move. */
export interface MarchCorps {
  readonly id: string;
  readonly spent: boolean;
  /** Regions entered in this move; a corps picked up en route starts at 0 (§16.3.2). */
  readonly regionsEntered: number;
}

/**
 * How spent the army must be for march attrition to cut its remaining allowance: the §16.3.3
 * majority, or half or more like every other spent test (ruling C1).
 */
export type SpentTrigger = 'majority' | 'half';

/** A move in progress. */
export interface MarchState {
  /** Movement allowance left. */
  readonly remaining: number;
  /**
   * The −1 for a spent army is already counted: at the start (§16.2.2) or when march attrition
   * made it spent earlier in the move (§16.3.3). It is charged once in a move.
   */
  readonly spentPenalty: boolean;
  readonly forceMarch: boolean;
  readonly trigger: SpentTrigger;
  readonly corps: readonly MarchCorps[];
}

/** What happened on entering one region. */
export interface MarchStep {
  readonly state: MarchState;
  /** Corps entering their third or later region (§16.3.2). */
  readonly subject: readonly string[];
  /** Of those, the ones already spent before this region (§16.3.4): the number to roll under. */
  readonly spentSubject: readonly string[];
  /** Fresh subject corps turned spent (§16.3.3). */
  readonly flipped: readonly string[];
  /** The corps lost to march attrition (to the force pool, §16.3.5), or null. */
  readonly lost: string | null;
  /**
   * The remaining allowance fell by 1 because march attrition turned fresh corps spent and left
   * the army spent (§16.3.3); never because of a pick-up or drop-off (§16.2.4).
   */
  readonly slowed: boolean;
}

/** Whether the army counts as spent for the in-move trigger. */
function spentBy(trigger: SpentTrigger, corps: readonly MarchCorps[]): boolean {
  const spent = corps.filter((c) => c.spent).length;
  return trigger === 'majority' ? spent * 2 > corps.length : spent * 2 >= corps.length;
}

/**
 * Starts a move with allowance `allowance` (from `movementAllowance`). An army that starts
 * half or more spent already had its −1 (§16.2.2). `trigger` picks the reading of §16.3.3
 * (ruling C1: 'majority' by default).
 */
export function startMarch(
  corps: readonly { readonly id: string; readonly spent: boolean }[],
  allowance: number,
  forceMarch: boolean,
  trigger: SpentTrigger = 'majority',
): MarchState {
  const list = corps.map((c) => ({ id: c.id, spent: c.spent, regionsEntered: 0 }));
  if (list.length === 0) throw new RangeError('An army has at least 1 corps (§7.1.1).');
  const spent = list.filter((c) => c.spent).length;
  return {
    remaining: allowance,
    spentPenalty: spent * 2 >= list.length,
    forceMarch,
    trigger,
    corps: list,
  };
}

/** Whether a march attrition roll loses a corps: die − 1 if force-marching ≤ spent subject (§16.3.4). */
export function marchAttritionLoss(
  die: number,
  spentSubject: number,
  forceMarch: boolean,
): boolean {
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`Not a d6 roll: ${die}.`);
  return spentSubject > 0 && die - (forceMarch ? 1 : 0) <= spentSubject;
}

/** The state with a corps picked up en route; the allowance is unchanged (§16.2.4). */
export function pickUp(
  state: MarchState,
  corps: { readonly id: string; readonly spent: boolean },
): MarchState {
  if (state.corps.some((c) => c.id === corps.id))
    throw new RangeError(`Corps ${corps.id} is already in the army.`);
  return {
    ...state,
    corps: [...state.corps, { id: corps.id, spent: corps.spent, regionsEntered: 0 }],
  };
}

/** The state with a corps dropped off en route; the allowance is unchanged (§16.2.4). */
export function dropOff(state: MarchState, id: string): MarchState {
  if (!state.corps.some((c) => c.id === id)) throw new RangeError(`No corps ${id} in the army.`);
  if (state.corps.length === 1) throw new RangeError('An army keeps at least 1 corps (§7.2.4).');
  return { ...state, corps: state.corps.filter((c) => c.id !== id) };
}

/**
 * Enters one more region (§16.2.2, §16.3). `die` is the march attrition roll, needed only when
 * spent corps are subject (a RangeError otherwise tells the caller to roll). `lose` names the
 * spent subject corps the owner gives up on a loss (default: the first). The allowance drops by
 * 1 more only when this region's march attrition turned fresh corps spent and the army is now
 * spent by `trigger`, once in a move (§16.3.3; ruling C1). Throws a RangeError when no
 * allowance is left.
 */
export function enterRegion(state: MarchState, die: number | null, lose?: string): MarchStep {
  if (state.remaining < 1) throw new RangeError('No movement allowance left (§16.2.3).');
  const moved = state.corps.map((c) => ({ ...c, regionsEntered: c.regionsEntered + 1 }));
  const subject = moved.filter((c) => c.regionsEntered >= MARCH_ATTRITION_FROM_REGION);
  const spentSubject = subject.filter((c) => c.spent).map((c) => c.id);
  const flipped = subject.filter((c) => !c.spent).map((c) => c.id);
  let corps = moved.map((c) => (flipped.includes(c.id) ? { ...c, spent: true } : c));
  let lost: string | null = null;
  if (spentSubject.length > 0) {
    if (die === null)
      throw new RangeError('Spent corps are subject to march attrition: roll a die.');
    if (marchAttritionLoss(die, spentSubject.length, state.forceMarch)) {
      lost = lose ?? spentSubject[0] ?? null;
      if (lost === null || !spentSubject.includes(lost)) {
        throw new RangeError('The corps lost must be one of the spent corps subject to attrition.');
      }
      const gone = lost;
      corps = corps.filter((c) => c.id !== gone);
    }
  }
  let remaining = state.remaining - 1;
  let spentPenalty = state.spentPenalty;
  const slowed =
    !spentPenalty && flipped.length > 0 && corps.length > 0 && spentBy(state.trigger, corps);
  if (slowed) {
    remaining = Math.max(0, remaining - 1);
    spentPenalty = true;
  }
  if (corps.length === 0) remaining = 0;
  return {
    state: { ...state, remaining, spentPenalty, corps },
    subject: subject.map((c) => c.id),
    spentSubject,
    flipped,
    lost,
    slowed,
  };
}

/** What the army does in a region it has just entered, at the cost of 1 allowance (§12.8). */
export type MarchAction = 'reorganize' | 'garrison';

/** Corps one reorganization flips fresh in a region (§15.1). */
export const REORGANIZE_MAX = 4;

/**
 * The army takes an action in the region it has just entered: reorganizing (up to 4 of its
 * spent corps turn fresh, the farthest-marched first, §15.1-15.2) or, for the Union, placing a
 * garrison (§18). Each costs 1 of the remaining allowance (§16.2.2 note 2). Throws a RangeError
 * when force-marching (note 4) or with no allowance left. Supply and an enemy-free region are
 * the player's to check.
 */
export function actWhileMoving(state: MarchState, action: MarchAction): MarchState {
  if (state.forceMarch)
    throw new RangeError('A force-marching army takes no action while moving (§16.2.2 note 4).');
  if (state.remaining < 1)
    throw new RangeError('An action costs 1 of the allowance left, and none is left (§16.2.2).');
  let corps = state.corps;
  if (action === 'reorganize') {
    const flip = new Set(
      [...corps]
        .filter((c) => c.spent)
        .sort((a, b) => b.regionsEntered - a.regionsEntered)
        .slice(0, REORGANIZE_MAX)
        .map((c) => c.id),
    );
    corps = corps.map((c) => (flip.has(c.id) ? { ...c, spent: false } : c));
  }
  return { ...state, remaining: state.remaining - 1, corps };
}
