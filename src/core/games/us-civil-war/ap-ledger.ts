/**
 * The U.S. Civil War: the Action Point ledger (4.3) as a calculator. The player enters the Action
 * Points the initiative roll gave for the phase and how often each action was taken; the ledger
 * prices every action from the one cost list (`ACTION_COSTS`), so a player spending Action Points
 * over a phase sees what is left and is told at once when the actions cost more than the phase
 * has, or move more SPs by Ocean Transport than an Action Phase allows (20.3.2).
 */
import type { CalcInput, CalcText, CalculatorTool } from '../../shared/calculator.js';
import type { Inputs } from '../../shared/types.js';
import { ACTION_COSTS, OCEAN_TRANSPORT_SP_PER_PHASE, type ActionCost } from './action-points.js';
import { costText } from './action-points-text.js';
import { countInput, flagInput, num, on } from './calc-inputs.js';
import { FREE_NAVAL_AP } from './initiative-data.js';
import { TRAINING_MARKER_MAX, TRAINING_PLACEMENT, trainingAfter } from './training.js';

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

/** The actions of Ocean Transport, shown in a group of their own with the phase's cap. */
const OCEAN_IDS: readonly string[] = ['ocean', 'ocean-general'];

/** The actions shown in a group of their own: Training, with its marker (17.3). */
const TRAINING_IDS: readonly string[] = ['training'];

/** The input that holds the Training marker at the start of the phase (0–6, 17.3). */
const TRAINING_MARKER = 'training-marker';

/** The Training marker after this phase's AP, and the SPs earned, in a line (17.3). */
function trainingLine(i: Inputs): CalcText[] {
  const from = num(i, TRAINING_MARKER);
  const ap = num(i, 'n-training');
  const t = trainingAfter(from, ap);
  const earned =
    t.earned === 0
      ? 'no SP earned yet'
      : `${sp(t.earned)} earned: place ${t.earned === 1 ? 'it' : 'each'} in the theater of the Action Point that completed it, in ${TRAINING_PLACEMENT.confederate} (Confederate) or ${TRAINING_PLACEMENT.union} (Union); ${t.earned === 1 ? 'it' : 'they'} may not move this Action Phase`;
  return [
    { strong: 'Training marker: ' },
    `${from} + ${ap} AP: ${earned}; the marker now stands at ${t.marker}. `,
    { rule: '17.3, ruling C33' },
  ];
}

/** The input that counts SPs moved by Ocean Transport with a Special Action Card (no AP). */
const OCEAN_CARD = 'ocean-card';

const sp = (n: number) => `${n} SP${n === 1 ? '' : 's'}`;

/**
 * SPs that used Ocean Transport this Action Phase, paid with Action Points or a card, and how
 * many more may (20.3.2); a General moving without SPs is not counted (7.5.3).
 */
export function oceanSps(i: Inputs): { readonly used: number; readonly left: number } {
  const used = num(i, 'n-ocean') + num(i, OCEAN_CARD);
  return { used, left: Math.max(0, OCEAN_TRANSPORT_SP_PER_PHASE - used) };
}

/** The cap as it stands, in a line. */
function oceanLine(i: Inputs): CalcText[] {
  const { used, left } = oceanSps(i);
  return [
    { strong: 'Ocean Transport this Action Phase: ' },
    `${used} of ${OCEAN_TRANSPORT_SP_PER_PHASE} SPs, ${used > OCEAN_TRANSPORT_SP_PER_PHASE ? `${sp(used - OCEAN_TRANSPORT_SP_PER_PHASE)} too many` : left === 0 ? 'no more may use it' : `${sp(left)} more may`}; Generals go free. `,
    { rule: '20.3.2, 7.5.3' },
  ];
}

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
      inputs: ACTION_COSTS.filter(
        (a) => !OCEAN_IDS.includes(a.id) && !TRAINING_IDS.includes(a.id),
      ).map(countOf),
    },
    {
      legend: 'Training',
      rule: '17.3',
      inputs: [
        countInput(
          TRAINING_MARKER,
          `Training marker at the start of the phase (0–${TRAINING_MARKER_MAX})`,
          TRAINING_MARKER_MAX,
          0,
          '17.3',
        ),
        ...ACTION_COSTS.filter((a) => TRAINING_IDS.includes(a.id)).map(countOf),
      ],
      hints: (i) => [trainingLine(i)],
      hintsAfter: 'all',
    },
    {
      legend: 'Ocean Transport (Union only)',
      rule: '20.3.2, 20.3.5',
      inputs: [
        ...ACTION_COSTS.filter((a) => OCEAN_IDS.includes(a.id)).map(countOf),
        countInput(
          OCEAN_CARD,
          'SPs moved by Ocean Transport with a Special Action Card (0 AP)',
          MAX_TIMES,
          0,
          '20.3.2',
        ),
      ],
      hints: (i) => [oceanLine(i)],
      hintsAfter: 'all',
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
    const ocean = oceanSps(inputs);
    return {
      total: Math.max(left, 0),
      problems: [
        ...(left < 0
          ? [`The actions cost ${spent.total} AP, ${-left} more than the ${ap} AP of the phase.`]
          : []),
        ...(ocean.used > OCEAN_TRANSPORT_SP_PER_PHASE
          ? [
              `At most ${OCEAN_TRANSPORT_SP_PER_PHASE} SPs use Ocean Transport in an Action Phase, with Action Points or a card; these actions move ${ocean.used}, ${ocean.used - OCEAN_TRANSPORT_SP_PER_PHASE} too many. A General without SPs does not count (20.3.2, 7.5.3).`,
            ]
          : []),
      ],
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
