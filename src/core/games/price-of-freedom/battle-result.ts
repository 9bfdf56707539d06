/**
 * The Price of Freedom: resolving a battle from each side's modified die roll (§17.3.4-17.4.7):
 * battle scores, the winner (defender on ties), losses, a Union garrison's fate and the
 * condition of the survivors. Procedures only.
 */
import { lookup } from '../../shared/index.js';
import type { Lookup } from '../../shared/index.js';
import { BATTLE_RESULTS_TABLE } from './battle-table.js';
import type { BattleScore } from './battle-table.js';
import { BATTLE_MAX_CORPS, BATTLE_ROLL_CLAMP } from './constants.js';

/** One side going into the dice: its modified roll (clamped here) and its engaged corps. */
export interface BattleSideInput {
  /** Die roll plus every modifier; clamped to 0..11 by `resolveBattle` (§17.3.4 note). */
  readonly modifiedRoll: number;
  /** Engaged corps, 1..6 (ignored for a lone garrison, which uses column 1). */
  readonly engaged: number;
  /** How many of them are spent. */
  readonly spent: number;
  /** It would have no region to retreat to if beaten (§17.5.5). */
  readonly noRetreat?: boolean;
  /** Its unengaged corps in the region, which retreat with it (§17.5.2) or share §17.5.5. */
  readonly unengaged?: number;
}

/** What happens to a beaten side that cannot retreat (§17.5.5). */
export interface NoRetreatRemoval {
  /** Its remaining corps, engaged survivors and unengaged alike, all leave the map. */
  readonly removed: number;
  /** Half of them, rounded down, are out for the rest of the game. */
  readonly permanent: number;
  /** The others return to the force pool. */
  readonly toForcePool: number;
}

/**
 * A loser that cannot retreat removes all `remaining` corps: half, rounded down, for good and
 * the rest to the force pool (§17.5.5). Throws a RangeError unless `remaining` is a whole
 * number, 0 or more.
 */
export function noRetreatRemoval(remaining: number): NoRetreatRemoval {
  if (!Number.isInteger(remaining) || remaining < 0) {
    throw new RangeError(`Remaining corps must be a whole number; got ${String(remaining)}.`);
  }
  const permanent = Math.floor(remaining / 2);
  return { removed: remaining, permanent, toForcePool: remaining - permanent };
}

/** A Union garrison in the battle region: none, beside a Union army, or defending alone. */
export type GarrisonPresence = 'none' | 'supporting' | 'alone';

/** A battle about to be resolved. */
export interface BattleInput {
  readonly attacker: BattleSideInput;
  readonly defender: BattleSideInput;
  /** The Union side's role (it owns any garrison). */
  readonly union: 'attacker' | 'defender';
  readonly garrison: GarrisonPresence;
}

/** What happened to one side. */
export interface BattleSideOutcome {
  /** The modified roll after clamping to 0..11. */
  readonly modifiedRoll: number;
  /** Battle Results Table column used (1..6). */
  readonly column: number;
  readonly score: BattleScore;
  /** The score as printed: '04', '10'. */
  readonly scoreText: string;
  readonly lookup: Lookup<BattleScore>;
  /** First digit of this side's score: losses it inflicts (§17.4.1). */
  readonly lossesInflicted: number;
  /** First digit of the opponent's score: losses this side suffers. */
  readonly lossesTaken: number;
  /** Engaged corps removed permanently (losses never reach unengaged corps, §17.4.3-17.4.4). */
  readonly corpsLost: number;
  /** Engaged corps left. */
  readonly survivors: number;
  /** Survivors that stay fresh: only the winner's, only if the enemy was wiped out (§17.4.7). */
  readonly freshSurvivors: number;
  /** All its engaged corps (or its lone garrison) are gone (§17.4.5). */
  readonly wipedOut: boolean;
  /** The beaten side had nowhere to retreat: what leaves the map (§17.5.5); null otherwise. */
  readonly noRetreat: NoRetreatRemoval | null;
}

/** The garrison's fate: stays (§17.5.6), back to the force pool (§17.5.3) or eliminated (§17.4.3). */
export type GarrisonFate = 'none' | 'stays' | 'to-force-pool' | 'eliminated';

/** The result of a battle. */
export interface BattleResult {
  readonly attacker: BattleSideOutcome;
  readonly defender: BattleSideOutcome;
  /** The higher score wins; the defender wins ties (§17.3.5). */
  readonly winner: 'attacker' | 'defender';
  readonly garrison: GarrisonFate;
}

/** A battle score as printed, e.g. '10' (§17.3.4). */
export function battleScoreText(score: BattleScore): string {
  return `${score.losses}${score.second}`;
}

/** A score as a number for comparison: '10' → 10 (§17.3.5). */
export function battleScoreValue(score: BattleScore): number {
  return score.losses * 10 + score.second;
}

/** The modified roll limited to the table's range: below 0 is 0, above 11 is 11 (§17.3.4). */
export function clampBattleRoll(modifiedRoll: number): number {
  return Math.min(BATTLE_ROLL_CLAMP.max, Math.max(BATTLE_ROLL_CLAMP.min, modifiedRoll));
}

/**
 * The battle score for a modified roll and a number of engaged corps (§17.3.4). Throws a
 * RangeError unless `corps` is a whole number 1..6 and the roll a whole number.
 */
export function battleScore(modifiedRoll: number, corps: number): Lookup<BattleScore> {
  if (!Number.isInteger(corps) || corps < 1 || corps > BATTLE_MAX_CORPS) {
    throw new RangeError(`Engaged corps must be 1 to ${BATTLE_MAX_CORPS}; got ${String(corps)}.`);
  }
  if (!Number.isInteger(modifiedRoll)) {
    throw new RangeError(`A modified roll is a whole number; got ${String(modifiedRoll)}.`);
  }
  return lookup(BATTLE_RESULTS_TABLE, clampBattleRoll(modifiedRoll), corps);
}

function checkSide(name: string, side: BattleSideInput, lone: boolean): void {
  if (lone) return;
  if (!Number.isInteger(side.spent) || side.spent < 0 || side.spent > side.engaged) {
    throw new RangeError(`${name}: spent corps must be 0 to ${side.engaged}.`);
  }
  const unengaged = side.unengaged ?? 0;
  if (!Number.isInteger(unengaged) || unengaged < 0) {
    throw new RangeError(`${name}: unengaged corps must be a whole number, 0 or more.`);
  }
}

/** The §17.5.5 removal for `side` if it lost and had no retreat; null otherwise. */
function removalIfTrapped(
  side: BattleSideInput,
  survivors: number,
  lost: boolean,
): NoRetreatRemoval | null {
  if (!lost || side.noRetreat !== true) return null;
  return noRetreatRemoval(survivors + (side.unengaged ?? 0));
}

function outcome(
  side: BattleSideInput,
  hit: Lookup<BattleScore>,
  taken: number,
  corps: number,
): Omit<BattleSideOutcome, 'freshSurvivors' | 'wipedOut' | 'noRetreat'> {
  const corpsLost = Math.min(taken, corps);
  return {
    modifiedRoll: clampBattleRoll(side.modifiedRoll),
    column: hit.column + 1,
    score: hit.cell,
    scoreText: battleScoreText(hit.cell),
    lookup: hit,
    lossesInflicted: hit.cell.losses,
    lossesTaken: taken,
    corpsLost,
    survivors: corps - corpsLost,
  };
}

/**
 * Resolves a battle (§17.3.4-17.4.7, §17.5.3, §17.5.5). A lone garrison defends on column 1 and
 * is eliminated by any loss (ruling A3); it never retreats, so `noRetreat` is ignored for it. Where the winner keeps fresh survivors, the count assumes
 * the owner removed spent corps first (his choice, §17.4.2). Throws a RangeError for impossible
 * corps counts.
 */
export function resolveBattle(input: BattleInput): BattleResult {
  const lone = input.garrison === 'alone';
  if (lone && input.union !== 'defender') {
    throw new RangeError('Only a defending Union garrison can fight alone (§17.2.5).');
  }
  checkSide('Attacker', input.attacker, false);
  checkSide('Defender', input.defender, lone);
  const aHit = battleScore(input.attacker.modifiedRoll, input.attacker.engaged);
  const dHit = battleScore(input.defender.modifiedRoll, lone ? 1 : input.defender.engaged);
  const winner =
    battleScoreValue(aHit.cell) > battleScoreValue(dHit.cell) ? 'attacker' : 'defender';
  const dCorps = lone ? 0 : input.defender.engaged;
  const a = outcome(input.attacker, aHit, dHit.cell.losses, input.attacker.engaged);
  const d = outcome(input.defender, dHit, aHit.cell.losses, dCorps);

  // Union losses beyond its engaged corps also eliminate the garrison (§17.4.3); a garrison
  // that survives a Union defeat goes back to the force pool (§17.5.3; ruling C2).
  const union =
    input.union === 'attacker'
      ? { side: a, corps: input.attacker.engaged }
      : { side: d, corps: dCorps };
  let garrison: GarrisonFate = 'none';
  if (input.garrison !== 'none') {
    if (union.side.lossesTaken > union.corps) garrison = 'eliminated';
    else garrison = winner === input.union ? 'stays' : 'to-force-pool';
  }
  const aWiped = a.survivors === 0;
  const dWiped = lone ? garrison === 'eliminated' : d.survivors === 0;
  const fresh = (side: BattleSideInput, survivors: number, won: boolean, enemyWiped: boolean) =>
    won && enemyWiped ? Math.min(side.engaged - side.spent, survivors) : 0;
  return {
    attacker: {
      ...a,
      wipedOut: aWiped,
      freshSurvivors: fresh(input.attacker, a.survivors, winner === 'attacker', dWiped),
      noRetreat: removalIfTrapped(input.attacker, a.survivors, winner === 'defender'),
    },
    defender: {
      ...d,
      wipedOut: dWiped,
      freshSurvivors: lone ? 0 : fresh(input.defender, d.survivors, winner === 'defender', aWiped),
      noRetreat: lone ? null : removalIfTrapped(input.defender, d.survivors, winner === 'attacker'),
    },
    winner,
    garrison,
  };
}
