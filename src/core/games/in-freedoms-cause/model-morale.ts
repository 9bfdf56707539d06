/**
 * In Freedom's Cause, Haversack's open model of the official app's unit morale table: from the
 * settings the Morale tab takes (quality, the kind of check, the casualty bracket, General with
 * Unit and the unit's disorder), a target; on 2d6 at or above it the check's best outcome, and
 * each band of rolls below it one outcome worse (spec §2.6.4). Outcomes are the rulebook's words
 * (`model-checks.ts`); the target and bands are the model's.
 */
import { CASUALTY_BRACKETS as BRACKETS } from './casualty-brackets.js';
import { checkById, checkStepId, type CheckOutcome } from './model-checks.js';
import { moraleBaseId } from './model-defaults.js';
import { paramById, paramValue, type ParamValues } from './model-params.js';
import { qualityById } from './quality.js';
import { ROLLS } from './table-model.js';

/**
 * The Morale tab's choices of casualty bracket, in percent: none, then the rulebook's brackets as
 * `casualty-brackets.ts` holds them (75% assumed, ruling G7).
 */
export const CASUALTY_BRACKETS: readonly number[] = [0, ...BRACKETS.map((b) => b.percent)];
export type CasualtyBracket = number;

/** The settings of one unit morale check. */
export interface MoraleSettings {
  readonly quality: string;
  readonly check: string;
  readonly bracket: CasualtyBracket;
  readonly general: boolean;
  readonly disordered: boolean;
}

/** A step of the target: what it is and what it adds. */
export interface TargetStep {
  readonly label: string;
  readonly value: number;
}

/** The generated morale table. */
export interface MoraleTable {
  readonly target: number;
  readonly steps: readonly TargetStep[];
  readonly rows: readonly { readonly roll: number; readonly outcome: CheckOutcome }[];
}

/** Which outcome (0 = best) a roll gives against `target`, with bands `band` wide. */
export function outcomeIndex(roll: number, target: number, band: number, count: number): number {
  if (roll >= target) return 0;
  return Math.min(count - 1, 1 + Math.floor((target - 1 - roll) / Math.max(1, band)));
}

/** The morale table for `s` under the player's parameters `values`. */
export function moraleTable(s: MoraleSettings, values: ParamValues): MoraleTable {
  const q = qualityById(s.quality);
  const check = checkById(s.check);
  const step = (id: string, label?: string): TargetStep => ({
    label: label ?? paramById(id)?.label ?? id,
    value: paramValue(values, id),
  });
  const steps: TargetStep[] = [
    step(moraleBaseId(q.id), `${q.label} base target`),
    step(checkStepId(check.id), check.label),
  ];
  if (s.bracket > 0)
    steps.push(step(`cas-${String(s.bracket)}`, `${String(s.bracket)}% casualties`));
  if (s.general) steps.push(step('morale-general'));
  if (s.disordered) steps.push(step('morale-disordered'));
  const target = steps.reduce((t, x) => t + x.value, 0);
  const band = paramValue(values, 'morale-band');
  const n = check.outcomes.length;
  return {
    target,
    steps,
    rows: ROLLS.map(({ roll }) => ({
      roll,
      outcome: check.outcomes[outcomeIndex(roll, target, band, n)] ?? check.outcomes[0],
    })),
  };
}
