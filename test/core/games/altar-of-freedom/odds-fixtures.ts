/** Shared by the Altar of Freedom roll tools' odds tests. */
import type { Distribution } from '../../../../src/core/shared/index.js';

/** The weight of each outcome, in the order the tool declares them. */
export function weights(d: Distribution<string>): number[] {
  return d.outcomes.map((o) => o.weight);
}
