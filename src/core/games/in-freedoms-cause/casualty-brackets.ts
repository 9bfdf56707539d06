/**
 * In Freedom's Cause: the casualty brackets a unit's morale check is entered with. Losses count
 * against the figures the unit started with, a bracket is reached once the figures lost are at
 * least its share of that start (rounded up, as the rulebook's two examples show), and the highest
 * bracket reached is the one entered. Data and arithmetic only.
 */

/** Where the brackets are described (Morale and Combat Results, L392–394). */
export const BRACKET_RULE = 'Morale and Combat Results';

/** A casualty bracket: its share in percent, and whether the rulebook names it (ruling G7). */
export interface CasualtyBracket {
  readonly percent: number;
  readonly named: boolean;
}

/** The brackets, lowest first; the last is not named by the rulebook but assumed (ruling G7). */
export const CASUALTY_BRACKETS: readonly CasualtyBracket[] = [
  { percent: 25, named: true },
  { percent: 50, named: true },
  { percent: 75, named: false },
];

/** The rulebook's worked examples: a unit of `start` figures reaches `percent` at `lost` lost. */
export const BRACKET_EXAMPLES = [
  { start: 7, percent: 25, lost: 2 },
  { start: 15, percent: 50, lost: 8 },
] as const;

/** The figures a unit of `start` must lose to reach `percent`: the share, rounded up. */
export function bracketThreshold(start: number, percent: number): number {
  return Math.ceil((start * percent) / 100);
}

/** The highest bracket a unit of `start` figures has reached with `lost` lost, or null for none. */
export function bracketReached(start: number, lost: number): CasualtyBracket | null {
  let reached: CasualtyBracket | null = null;
  for (const b of CASUALTY_BRACKETS) if (lost >= bracketThreshold(start, b.percent)) reached = b;
  return reached;
}

/** A bracket as the app's field shows it: '25%'. */
export function bracketText(b: CasualtyBracket | null): string {
  return b === null ? 'None' : `${b.percent}%`;
}
