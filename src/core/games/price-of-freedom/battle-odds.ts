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
  /**
   * Engaged corps the attacker loses: the first digit of the defender's score (§17.4.1), never
   * more than the corps it engaged (§17.4.3).
   */
  readonly attackerLosses: Distribution<number>;
  /** Engaged corps (or the lone garrison) the defender loses, capped the same way. */
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
 * Losses beyond a side's engaged corps are not taken (§17.4.3), so neither loss distribution
 * goes past the corps engaged (a lone garrison is 1). Throws a RangeError for engaged corps
 * outside 1..6.
 */
export function battleOdds(inputs: Inputs): BattleOdds {
  const eff = visibleInputs([BATTLE_ATTACKER, BATTLE_DEFENDER], inputs);
  const situation = battleInputOf(eff, 0, 0);
  const a = scoreDistribution(netModifier(BATTLE_ATTACKER, eff), situation.attacker.engaged);
  const d = scoreDistribution(netModifier(BATTLE_DEFENDER, eff), situation.defender.engaged);
  const winner = (x: number, y: number): string => (x > y ? 'attacker' : 'defender');
  const onAttacker = (y: number) => Math.min(losses(y), situation.attacker.engaged);
  const onDefender = (x: number) => Math.min(losses(x), situation.defender.engaged);
  return {
    winner: combineDistributions(a, d, (x, y) => `${winner(x, y)}-wins`),
    attackerLosses: combineDistributions(a, d, (_x, y) => onAttacker(y)),
    defenderLosses: combineDistributions(a, d, (x) => onDefender(x)),
    joint: combineDistributions(
      a,
      d,
      (x, y) => `${winner(x, y)}|${onAttacker(y)}|${onDefender(x)}`,
    ),
  };
}

/** The battle score cell for a score value (for display): 10 → { losses: 1, second: 0 }. */
export function scoreOfValue(value: number): BattleScore {
  return { losses: losses(value), second: value % 10 };
}
