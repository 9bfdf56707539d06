/**
 * The Price of Freedom: the march planner (§16.2-16.3) as a calculator the generic renderer
 * draws. The army and the move as declared are its inputs; the regions it is to enter are a
 * repeated group, each with the corps picked up and dropped off and the action taken there.
 * The result is the allowance left over every outcome of the attrition dice, each region's
 * outcome (`marchOutcome`), the OPs spent, and the allowance at the start with every modifier.
 */
import type { CalculatorResult, CalculatorTool, CalcText } from '../../shared/calculator.js';
import { ordinal, type CalcRepeat } from '../../shared/calculator-repeat.js';
import { choiceOf, rowsOf } from '../../shared/input-builders.js';
import { formatPercent } from '../../shared/odds.js';
import type { Inputs } from '../../shared/types.js';
import { ALLOWANCE_BREAKDOWN, allowanceBreakdown } from './allowance-breakdown.js';
import { ARMY_LIMITS, NATION_LABELS, type Nation } from './constants.js';
import type { SpentTrigger } from './march.js';
import { marchOutcome, spread } from './march-outcome.js';
import {
  MARCH_PLAN_MAX_STEPS,
  planMarch,
  type MarchPlan,
  type MarchPlanStep,
} from './march-plan.js';
import { MOVE_FLAGS } from './movement-calculator.js';
import { MOVEMENT_INPUT_LIMITS as LIMITS, MOVEMENT_NOTES } from './movement-notes.js';

const MAX = ARMY_LIMITS.theaterMax;
const count = (id: string, label: string) =>
  ({ kind: 'count', id, label, min: 0, max: MAX, default: 0 }) as const;

/** The regions entered, one link value each: `r=pickFresh,pickSpent,dropFresh,dropSpent,action,name`. */
const REGIONS: CalcRepeat = {
  id: 'r',
  fields: [
    count('pickFresh', 'Pick up fresh'),
    count('pickSpent', 'Pick up spent'),
    count('dropFresh', 'Drop off fresh'),
    count('dropSpent', 'Drop off spent'),
    choiceOf('action', 'Then', [
      ['', 'No action'],
      ['reorganize', 'Reorganize (1 OP)'],
      ['garrison', 'Place a garrison (1 OP)'],
    ]),
    { kind: 'text', id: 'name', label: 'Name (optional)', maxLength: 30 },
  ],
  max: MARCH_PLAN_MAX_STEPS,
  noun: { one: 'region', other: 'regions' },
  title: (n, item) =>
    `${ordinal(n)} region entered${item['name'] ? `: ${String(item['name'])}` : ''}`,
  addLabel: 'Add a region',
  clearLabel: 'Start over',
};

const num = (item: Inputs, id: string): number => item[id] as number;

function step(item: Inputs): MarchPlanStep {
  const action = item['action'];
  return {
    name: String(item['name'] ?? ''),
    pickFresh: num(item, 'pickFresh'),
    pickSpent: num(item, 'pickSpent'),
    dropFresh: num(item, 'dropFresh'),
    dropSpent: num(item, 'dropSpent'),
    action: action === 'reorganize' || action === 'garrison' ? action : null,
  };
}

/** What the whole march comes to: the OPs, and the chance of losing every corps. */
function marchLines(plan: MarchPlan, steps: number): CalcText[][] {
  const full = steps >= MARCH_PLAN_MAX_STEPS;
  const lines: CalcText[][] = [
    [
      plan.canGoOn || full ? '' : 'No allowance is left for another region. ',
      `OPs: ${plan.ops} (1 to move the army, 1 per action). `,
      { rule: '§12.4, §16.1.1' },
    ],
  ];
  if (plan.wipedOut.weight > 0)
    lines.push([
      { strong: formatPercent(plan.wipedOut.weight, plan.wipedOut.total) },
      ' chance the army loses every corps; its commander then goes to the force pool, with his HQ if he has one. ',
      { rule: '§16.3.6' },
    ]);
  return lines;
}

const NOTES = [
  ...MOVEMENT_NOTES,
  {
    text: 'Corps picked up start counting regions from there; drop-offs and reorganizations take the corps that have marched farthest first. The odds assume the same pick-ups, drop-offs and actions whatever the dice do.',
    rule: '§16.2.4, §16.3.2',
  },
  {
    text: 'Reorganizing needs the army in supply and the region free of enemies; a garrison needs a region the Union may garrison; neither in the region where it fights.',
    rule: '§12.8, §15.1, §18.4',
  },
];

/** The march planner (§16.2-16.3). */
export const marchCalculator: CalculatorTool = {
  id: 'march',
  title: 'March planner',
  headline: { label: 'The march', unit: { one: 'region', other: 'regions' } },
  groups: [
    {
      legend: 'Army',
      rule: '§2.2.1, §7.2, §16.2.2',
      inputs: [
        choiceOf('side', 'Side', rowsOf(NATION_LABELS)),
        choiceOf('cmd', 'Commander', [
          ['field', 'Field'],
          ['theater', 'Theater'],
        ]),
        {
          kind: 'count',
          id: 'mam',
          label: 'His MAM',
          noun: 'MAM',
          ...LIMITS.mam,
          default: 0,
          display: 'segmented',
          signed: true,
        },
        {
          ...count('fresh', 'Fresh corps'),
          default: 1,
          noun: 'number of fresh corps',
          inline: true,
        },
        { ...count('spent', 'Spent corps'), noun: 'number of spent corps', inline: true },
      ],
    },
    {
      legend: 'The move, declared at its start',
      inputs: [
        ...MOVE_FLAGS.map((f) =>
          f.id === 'force' ? { ...f, rule: `${f.rule ?? ''}, §16.3.4` } : f,
        ),
        {
          kind: 'choice',
          id: 'trigger',
          label: 'March attrition cuts the allowance when the army has',
          default: 'majority',
          display: 'list',
          options: [
            { value: 'majority', label: 'A majority of its corps spent', rule: '§16.3.3' },
            { value: 'half', label: 'Half or more of its corps spent', rule: '§2.2.3' },
          ],
        },
      ],
      hintsAfter: 'all',
      hints: () => [
        [
          'A majority is what §16.3.3 says; half or more is the spent test everywhere else. ',
          { rule: 'ruling C1' },
        ],
      ],
    },
  ],
  sums: [
    {
      inputs: ['fresh', 'spent'],
      min: 1,
      max: MAX,
      message: (breach, fixed) =>
        breach === 'over'
          ? `An army has at most ${MAX} corps; ${String(fixed['spent'])} spent are used.`
          : 'An army has at least 1 corps; 1 fresh corps is used.',
    },
  ],
  repeats: [REGIONS],
  breakdown: ALLOWANCE_BREAKDOWN,
  notesTitle: 'How the plan reads the rules',
  compute(inputs, _context, items): CalculatorResult {
    const steps = (items['r'] ?? []).map(step);
    let plan: MarchPlan;
    try {
      plan = planMarch({
        side: inputs['side'] as Nation,
        command: inputs['cmd'] === 'theater' ? 'theater' : 'field',
        mam: num(inputs, 'mam'),
        fresh: num(inputs, 'fresh'),
        spent: num(inputs, 'spent'),
        intendsAttack: inputs['attack'] === true,
        mudMarch: inputs['mud'] === true,
        forceMarch: inputs['force'] === true,
        trigger: inputs['trigger'] as SpentTrigger,
        steps,
      });
    } catch (e) {
      return {
        total: 0,
        headline: { text: '—', unit: 'This army cannot be planned.' },
        problems: [e instanceof Error ? e.message : String(e)],
        breakdown: { rows: [], total: { label: 'Allowance at the start', value: '—' } },
        notes: NOTES,
        rulings: ['C1'],
      };
    }
    const last = plan.rows.at(-1);
    const left = last?.remaining ?? {
      outcomes: [{ key: plan.allowance.total, weight: 1 }],
      total: 1,
    };
    const n = steps.length;
    return {
      total: last?.path.remaining ?? plan.allowance.total,
      headline: { text: spread(left), unit: `left after ${n} ${n === 1 ? 'region' : 'regions'}` },
      problems: plan.problems,
      breakdown: allowanceBreakdown(plan.allowance, 'Allowance at the start'),
      notes: NOTES,
      rulings: ['C1'],
      repeats: { r: { items: plan.rows.map(marchOutcome), canAdd: plan.canGoOn } },
      lines: marchLines(plan, n),
    };
  },
};
