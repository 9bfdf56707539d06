/**
 * In Freedom's Cause: the unit morale table as a calculator: the Morale tab's settings in, the
 * 2d6 table of outcomes out, in the rulebook's words for the chosen check, from Haversack's open
 * model (never the publisher's tables).
 */
import { calcChoice, itemOptions, listChoice } from '../../shared/calc-builders.js';
import type { BreakdownRow, CalculatorTool } from '../../shared/calculator.js';
import { formatPercent } from '../../shared/odds.js';
import { signed } from '../../shared/signed.js';
import { checkById, MORALE_CHECKS, MORALE_RULE } from './model-checks.js';
import {
  CASUALTY_BRACKETS,
  moraleTable,
  type CasualtyBracket,
  type MoraleTable,
} from './model-morale.js';
import { valuesOf } from './model-params.js';
import { ROLLS } from './table-model.js';
import { MODEL_LABEL } from './table-model-view.js';
import { modelOpening, qualityChoice } from './model-inputs.js';

/** The table as bands of rolls with one outcome, lowest rolls first, each with its chance. */
function bands(rows: MoraleTable['rows']): BreakdownRow[] {
  const out: { label: string; from: number; to: number; ways: number }[] = [];
  rows.forEach((r, i) => {
    const ways = ROLLS[i]?.chance.weight ?? 0;
    const last = out.at(-1);
    if (last && last.label === r.outcome.label) {
      last.to = r.roll;
      last.ways += ways;
    } else out.push({ label: r.outcome.label, from: r.roll, to: r.roll, ways });
  });
  const total = ROLLS[0]?.chance.total ?? 1;
  return out.map((b) => ({
    label: b.label,
    printed: b.from === b.to ? String(b.from) : `${String(b.from)}–${String(b.to)}`,
    here: formatPercent(b.ways, total),
  }));
}

const bracketText = (b: CasualtyBracket) => (b === 0 ? 'None' : `${String(b)}%`);

/** The unit morale table calculator. */
export const unitMoraleCalculator: CalculatorTool = {
  id: 'unit-morale',
  title: 'Unit morale table',
  ...modelOpening(),
  groups: [
    {
      legend: 'Check',
      rule: MORALE_RULE,
      inputs: [listChoice('check', 'Action (type of check)', itemOptions(MORALE_CHECKS))],
    },
    {
      legend: 'Unit',
      rule: MORALE_RULE,
      inputs: [
        qualityChoice('q', 'Unit quality'),
        calcChoice(
          'cas',
          'Casualties against the starting size (highest bracket reached; ruling G7)',
          CASUALTY_BRACKETS.map((b) => ({ value: String(b), label: bracketText(b) })),
        ),
        { kind: 'flag', id: 'general', label: 'General with Unit (attached only)' },
        { kind: 'flag', id: 'dis', label: 'Unit disordered' },
      ],
    },
  ],
  breakdown: {
    caption: 'Haversack’s model unit morale table',
    columns: ['Result', 'Roll (2d6)', 'Chance'],
  },
  notesTitle: 'The results of this check',
  compute(inputs, context) {
    const check = checkById(String(inputs['check']));
    const bracket = CASUALTY_BRACKETS.find((b) => String(b) === String(inputs['cas'])) ?? 0;
    const t = moraleTable(
      {
        quality: String(inputs['q']),
        check: check.id,
        bracket,
        general: inputs['general'] === true,
        disordered: inputs['dis'] === true,
      },
      valuesOf(context.userData),
    );
    const best = check.outcomes[0];
    const passWays = t.rows.reduce(
      (s, r, i) => s + (r.outcome === best ? (ROLLS[i]?.chance.weight ?? 0) : 0),
      0,
    );
    const total = ROLLS[0]?.chance.total ?? 1;
    const [first, ...rest] = t.steps;
    const sum = [
      `${first?.label ?? ''} ${String(first?.value ?? 0)}`,
      ...rest.map((s) => `${s.label} ${signed(s.value)}`),
    ].join(', ');
    return {
      total: t.target,
      headline: {
        text: t.target > 12 ? 'never' : t.target <= 2 ? 'always' : `${String(t.target)}+`,
        unit: best.label,
      },
      problems: [],
      breakdown: {
        rows: bands(t.rows),
        total: { label: `Chance of ${best.label}`, value: formatPercent(passWays, total) },
      },
      lines: [
        MODEL_LABEL,
        [{ strong: 'Taken: ' }, check.when, ' ', { rule: MORALE_RULE }],
        [`Target ${String(t.target)}: ${sum}.`],
      ],
      notes: [
        ...check.outcomes.map((o) => ({ text: `${o.label}: ${o.detail}`, rule: MORALE_RULE })),
        {
          text: 'A unit check is always taken by one unit, for itself, even when the event involved several; no check uses the unit’s action except Reform from Disorder, though some results do.',
          rule: MORALE_RULE,
        },
      ],
      rulings: ['G3', 'G6', 'G7'],
    };
  },
};
