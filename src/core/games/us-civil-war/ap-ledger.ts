/**
 * The U.S. Civil War: the Action Point ledger (4.3) as a calculator. The player enters the Action
 * Points the initiative roll gave for the phase and how often each action was taken; the ledger
 * prices every action from the one cost list (`ACTION_COSTS`), so a player spending Action Points
 * over a phase sees what is left and is told at once when the actions cost more than the phase
 * has.
 */
import type { CalcInput, CalculatorTool } from '../../shared/calculator.js';
import type { Inputs } from '../../shared/types.js';
import { ACTION_COSTS, type ActionCost } from './action-points.js';
import { costText } from './action-points-text.js';
import { countInput, flagInput, num, on } from './calc-inputs.js';
import { FREE_NAVAL_AP } from './initiative-data.js';

/** Most Action Points the control offers for one phase (a control range, not a rule). */
const MAX_AP = 12;

/** Most times the control offers for one action in one phase (a control range, not a rule). */
const MAX_TIMES = 20;

/** The input that counts how often `a` was taken. */
const timesId = (a: ActionCost): string => `n-${a.id}`;

/** Action Points spent on each action of the list, and in all. */
export function apSpent(i: Inputs): {
  readonly byAction: readonly number[];
  readonly total: number;
} {
  const byAction = ACTION_COSTS.map((a) => a.ap * num(i, timesId(a)));
  return { byAction, total: byAction.reduce((s, n) => s + n, 0) };
}

/** How often `a` was taken, its cost in the label. */
const countOf = (a: ActionCost): CalcInput =>
  countInput(timesId(a), `${a.action} (${costText(a)})`, MAX_TIMES, 0, a.rule);

/** The Action Point ledger of one player's Action Phase. */
export const apLedgerCalculator: CalculatorTool = {
  id: 'ap-ledger',
  title: 'Action Point ledger',
  headline: { label: 'Action Points left', unit: { one: 'AP', other: 'AP' } },
  groups: [
    {
      legend: 'This Action Phase',
      rule: '4.2, 4.3',
      inputs: [
        countInput('ap', 'Action Points from the initiative roll', MAX_AP, 0, '4.2'),
        flagInput('advanced', 'Advanced Game: the free naval Action Point', '21.1'),
      ],
    },
    {
      legend: 'Actions taken (each at its cost)',
      rule: '4.3',
      inputs: ACTION_COSTS.map(countOf),
    },
  ],
  breakdown: { caption: 'Action Points spent', columns: ['Action', 'Cost', 'Spent'] },
  notesTitle: 'Notes',
  compute(inputs) {
    const ap = num(inputs, 'ap');
    const spent = apSpent(inputs);
    const left = ap - spent.total;
    const rows = ACTION_COSTS.map((a, k) => ({
      label: a.action,
      rule: a.rule,
      printed: costText(a),
      here: num(inputs, timesId(a)) > 0 ? `${spent.byAction[k]} AP` : null,
    }));
    return {
      total: Math.max(left, 0),
      problems:
        left < 0
          ? [`The actions cost ${spent.total} AP, ${-left} more than the ${ap} AP of the phase.`]
          : [],
      breakdown: {
        rows,
        total: { label: 'Spent', value: `${spent.total} of ${ap} AP` },
      },
      notes: [
        ...(on(inputs, 'advanced')
          ? [
              {
                text: `Besides these, ${FREE_NAVAL_AP} free Action Point for naval actions only.`,
                rule: '21.1',
              },
            ]
          : []),
      ],
      rulings: [],
    };
  },
};
