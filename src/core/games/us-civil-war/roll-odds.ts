/**
 * The U.S. Civil War: the odds of a roll tool's outcomes when one side rolls its dice with its
 * modifiers and each modified total reads as an outcome (the supply and surrender rolls), with
 * every outcome listed in the tool's order, those the roll cannot reach at weight 0.
 */
import { diceDistribution, mapDistribution } from '../../shared/distribution.js';
import { netModifier } from '../../shared/tool-support.js';
import type { Outcome, RollSide } from '../../shared/tool.js';
import type { Distribution, Inputs } from '../../shared/types.js';

/** The weight of each of `outcomes` when `side` rolls under `inputs` and `keyOf` reads the modified total. */
export function modifiedRollOdds(
  side: RollSide,
  inputs: Inputs,
  outcomes: readonly Outcome[],
  keyOf: (modified: number) => string,
): Distribution<string> {
  const net = netModifier(side, inputs);
  const d = mapDistribution(diceDistribution(side.dice), (t) => keyOf(t + net));
  return {
    outcomes: outcomes.map((o) => ({
      key: o.key,
      weight: d.outcomes.find((x) => x.key === o.key)?.weight ?? 0,
    })),
    total: d.total,
  };
}
