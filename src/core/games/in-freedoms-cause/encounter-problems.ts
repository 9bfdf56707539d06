/**
 * In Freedom's Cause: what makes a set of encounter-model parameters unusable, in the player's
 * words. Each group of weights needs something to choose (a sum above zero), and the nearest
 * picket distance may not be beyond the farthest. Bounds are checked with every other parameter
 * (`modelProblems`); this adds the checks across parameters, so a saved or imported set always
 * generates.
 */
import { ENCOUNTER_TABLES, kindWeightId } from './encounter-defaults.js';
import { AWARE_KINDS } from './encounter-vocab.js';

/** A group of weights the generator chooses from, by parameter id. */
export interface WeightGroup {
  readonly name: string;
  readonly ids: readonly string[];
}

/** Every group of weights of the encounter model: each row of weights, and the kinds after pickets. */
export const WEIGHT_GROUPS: readonly WeightGroup[] = [
  ...ENCOUNTER_TABLES.flatMap((t) => t.rows)
    .filter((r) => r.weights)
    .map((r) => ({ name: r.name, ids: r.params.map((x) => x.id) })),
  { name: 'Main force or attacking force (after pickets)', ids: AWARE_KINDS.map(kindWeightId) },
];

/** What is wrong with the encounter parameters, reading each value (the player's or default). */
export function encounterProblems(value: (id: string) => number): string[] {
  const out: string[] = [];
  for (const g of WEIGHT_GROUPS)
    if (g.ids.reduce((s, id) => s + value(id), 0) <= 0)
      out.push(`${g.name}: give at least one weight above 0, or there is nothing to choose.`);
  if (value('enc-picket-near') > value('enc-picket-far'))
    out.push('Pickets: the nearest distance may not be more than the farthest.');
  return out;
}
