/**
 * The Price of Freedom: exact battle odds by enumerating both dice (§17.3.3-17.4.1): who wins,
 * and the losses each side suffers. Procedures only.
 */
import {
  combineDistributions,
  diceDistribution,
  mapDistribution,
  shiftDistribution,
} from '../../shared/index.js';
import type { Distribution, Inputs } from '../../shared/index.js';
import { battleScore, battleScoreValue } from './battle-result.js';
import type { BattleScore } from './battle-table.js';
import { battleInputOf } from './battle-situation.js';
import { BATTLE_ATTACKER, BATTLE_DEFENDER } from './battle-sides.js';
import { netModifier, visibleInputs } from './tool-support.js';

/** Exact battle odds over the 36 equally likely pairs of dice (every total is 36). */
export interface BattleOdds {
  /** 'attacker-wins' and 'defender-wins' (ties go to the defender, §17.3.5). */
  readonly winner: Distribution<string>;
  /** Losses the attacker suffers: the first digit of the defender's score, 0..3 (§17.4.1). */
  readonly attackerLosses: Distribution<number>;
  /** Losses the defender suffers: the first digit of the attacker's score, 0..3. */
  readonly defenderLosses: Distribution<number>;
  /** Every combination, keyed 'winner|attacker losses|defender losses', e.g. 'attacker|0|1'. */
  readonly joint: Distribution<string>;
}

function scoreDistribution(net: number, corps: number): Distribution<number> {
  const totals = shiftDistribution(diceDistribution(BATTLE_ATTACKER.dice), net);
  return mapDistribution(totals, (total) => battleScoreValue(battleScore(total, corps).cell));
}

const losses = (value: number): number => Math.floor(value / 10);

/**
 * The exact odds of a battle under the battle tool's `inputs` (hidden inputs do not count).
 * Losses are as the table gives them; a side cannot lose more engaged corps than it has
 * (§17.4.3). Throws a RangeError for engaged corps outside 1..6.
 */
export function battleOdds(inputs: Inputs): BattleOdds {
  const eff = visibleInputs([BATTLE_ATTACKER, BATTLE_DEFENDER], inputs);
  const situation = battleInputOf(eff, 0, 0);
  const a = scoreDistribution(netModifier(BATTLE_ATTACKER, eff), situation.attacker.engaged);
  const d = scoreDistribution(netModifier(BATTLE_DEFENDER, eff), situation.defender.engaged);
  const winner = (x: number, y: number): string => (x > y ? 'attacker' : 'defender');
  return {
    winner: combineDistributions(a, d, (x, y) => `${winner(x, y)}-wins`),
    attackerLosses: combineDistributions(a, d, (_x, y) => losses(y)),
    defenderLosses: combineDistributions(a, d, (x) => losses(x)),
    joint: combineDistributions(a, d, (x, y) => `${winner(x, y)}|${losses(y)}|${losses(x)}`),
  };
}

/** The battle score cell for a score value (for display): 10 → { losses: 1, second: 0 }. */
export function scoreOfValue(value: number): BattleScore {
  return { losses: losses(value), second: value % 10 };
}
