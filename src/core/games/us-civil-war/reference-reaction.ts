/**
 * The U.S. Civil War reference cards: the reaction odds, the chance that two dice plus a net
 * modifier reach the reaction target, for every net modifier from sure failure to sure success
 * (9.2–9.4). Computed from the dice, never typed.
 */
import { diceDistribution } from '../../shared/distribution.js';
import { formatPercent } from '../../shared/odds.js';
import type { ReferenceTable } from '../../shared/reference.js';
import { signed } from '../../shared/signed.js';
import { REACTION_ROLL } from './reaction-data.js';

const { dice, target } = REACTION_ROLL;

/** The chance of reaching the target with net modifier `drm`, as k out of `total`. */
export function reactionChance(drm: number): { k: number; total: number } {
  const d = diceDistribution(dice);
  const k = d.outcomes.filter((o) => o.key + drm >= target).reduce((n, o) => n + o.weight, 0);
  return { k, total: d.total };
}

/** Net modifiers from the last that can fail to the first that cannot. */
function netRange(): number[] {
  const low = target - dice.count * dice.sides;
  const high = target - dice.count;
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

/** The odds table: net modifier, natural roll needed, chance in 36ths and per cent. */
export const REACTION_ODDS_TABLE: ReferenceTable = {
  caption: `Reaction odds: ${dice.count}d${dice.sides} + modifiers, ${target} or more`,
  rule: '9.2.1, 9.4',
  columns: ['Net modifier', 'Dice needed', `Chance in ${diceDistribution(dice).total}`, 'Per cent'],
  rows: netRange().map((drm) => {
    const { k, total } = reactionChance(drm);
    return [signed(drm), `${target - drm}+`, String(k), formatPercent(k, total)];
  }),
  notes: [
    [
      `At ${signed(target - dice.count * dice.sides - 1)} or less a reaction cannot succeed; at ${signed(target - dice.count)} or more it always does (ruling C27).`,
    ],
  ],
};
