/**
 * In Freedom's Cause: what the results of the three generated-table calculators share: the line
 * that says the table is Haversack's model and not the publisher's, and the table's rows with
 * the exact chance of each roll. Their controls are in `model-inputs.ts`.
 */
import type { BreakdownRow, CalcText } from '../../shared/calculator.js';
import { formatPercent } from '../../shared/odds.js';
import { expectedValue, ROLLS, type CasualtyTable, type Expectation } from './table-model.js';

/** The slug of the parameters page the calculators link to. */
export const MODEL_TOOL = 'model';

/** Said on every screen that shows a generated table (ruling G3). */
export const MODEL_LABEL: readonly CalcText[] = [
  { strong: 'Haversack’s model, not the publisher’s tables.' },
  ' The official app’s formulas are not published, so these numbers are ours and will differ from the app’s. See and change every parameter on the ',
  { tool: MODEL_TOOL, text: 'model page' },
  '. ruling G3',
];

/** The chance of rolling `roll` on 2d6, as a percentage. */
export function chanceOf(roll: number): string {
  const r = ROLLS.find((x) => x.roll === roll);
  return r ? formatPercent(r.chance.weight, r.chance.total) : '0%';
}

/** The exact mean of a casualty table over 2d6, to two decimals. */
export function tableMean(t: CasualtyTable): string {
  let sum = 0;
  let total = 0;
  t.forEach((r, i) => {
    const w = ROLLS[i]?.chance;
    sum += r.casualties * (w?.weight ?? 0);
    total = w?.total ?? total;
  });
  return (total === 0 ? 0 : sum / total).toFixed(2);
}

/**
 * How the expectation was reached, in a line: '12 figures × 15% (…) × 115% (…) = 2.07, …'. The
 * table gives it on the average roll (7), rounded down, and scales it for the other rolls.
 */
export function expectationText(e: Expectation, what: string): string {
  const parts = e.factors.map((f) => `${String(f.percent)}% (${f.label})`);
  const value = expectedValue(e).toFixed(2);
  return `${what}: ${String(e.figures)} figures × ${parts.join(' × ')} = ${value}; the table below gives this on the average roll, rounded down, and scales it for other rolls.`;
}

/** The lowest and highest casualties of a table: '0–8'. */
export function tableSpan(t: CasualtyTable): string {
  const c = t.map((r) => r.casualties);
  const [lo, hi] = [Math.min(...c), Math.max(...c)];
  return lo === hi ? String(lo) : `${String(lo)}–${String(hi)}`;
}

/** The table's rows for the breakdown: the roll, its chance, the casualties. */
export function casualtyRows(t: CasualtyTable): BreakdownRow[] {
  return t.map((r) => ({
    label: String(r.roll),
    printed: chanceOf(r.roll),
    here: String(r.casualties),
  }));
}
