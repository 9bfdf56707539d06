/**
 * The Price of Freedom: taking losses one at a time from the largest remaining army, the owner
 * choosing between armies tied for largest (battle §17.4.2; campaign attrition §19.2, where a
 * garrison counts as a 1-corps army). Procedures only.
 */

/** An army (or a garrison, as 1 corps) and its corps. */
export interface ArmyCorps {
  readonly id: string;
  readonly corps: number;
}

/** One loss: the armies it could come from, and the one it came from. */
export interface LossStep {
  readonly candidates: readonly string[];
  readonly from: string;
}

/** The armies after the losses, each loss, and losses left over with no corps to take them. */
export interface LossAllocation {
  readonly steps: readonly LossStep[];
  readonly armies: readonly ArmyCorps[];
  /** Losses beyond the corps present: never applied to unengaged corps (§17.4.3). */
  readonly excess: number;
}

/**
 * Removes `losses` corps, each from the largest remaining army (§17.4.2, §19.2). `choose` picks
 * among tied armies (default: the first listed). Throws a RangeError for negative or
 * fractional counts, or a choice that is not a candidate.
 */
export function allocateLosses(
  armies: readonly ArmyCorps[],
  losses: number,
  choose: (candidates: readonly string[]) => string = (c) => c[0] ?? '',
): LossAllocation {
  if (!Number.isInteger(losses) || losses < 0) throw new RangeError('Losses are a whole number.');
  for (const a of armies) {
    if (!Number.isInteger(a.corps) || a.corps < 0)
      throw new RangeError(`Bad corps count for ${a.id}.`);
  }
  let left = armies.map((a) => ({ ...a }));
  const steps: LossStep[] = [];
  let excess = 0;
  for (let i = 0; i < losses; i++) {
    const largest = Math.max(0, ...left.map((a) => a.corps));
    if (largest === 0) {
      excess++;
      continue;
    }
    const candidates = left.filter((a) => a.corps === largest).map((a) => a.id);
    const from = choose(candidates);
    if (!candidates.includes(from))
      throw new RangeError(`${from} is not among the largest armies.`);
    steps.push({ candidates, from });
    left = left.map((a) => (a.id === from ? { ...a, corps: a.corps - 1 } : a));
  }
  return { steps, armies: left, excess };
}
