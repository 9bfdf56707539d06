/**
 * The U.S. Civil War: one force's land move as a calculator (5.x): its Movement Allowance with
 * Foraging, Force March or the Rail Movement Bonus (2 SPs an Action Phase), the MPs of the hexes,
 * hexsides and actions of its path, the Action Points that activate it, and what breaks a limit.
 */
import type {
  BreakdownRow,
  CalcInput,
  CalculatorTool,
  GameReading,
} from '../../shared/calculator.js';
import { breakdownRow, calcChoice } from '../../shared/calc-builders.js';
import { signed } from '../../shared/signed.js';
import type { Inputs } from '../../shared/types.js';
import { countInput as count, flagInput as flag, num, on } from './calc-inputs.js';
import { DEMORALIZATION_SPREADS, GENERAL_RECOVERS } from './demoralization.js';
import {
  ACTIVATION_AP,
  ALONE,
  COASTAL_FORT,
  COMMAND_LIMIT,
  FORAGING,
  FORCE_MARCH_MA,
  RAIL_BONUS,
  REGROUP,
  SHIPS_BAR_RIVER,
} from './movement-data.js';
import {
  ACTIONS,
  movePlan,
  STEPS,
  type ActionId,
  type MoveInput,
  type StepId,
} from './movement.js';
import { SIDES, type Side } from './sides.js';
import type { UscwSnapshot } from './tracker-types.js';
import { phaseById } from './turn-phases.js';

/** Control ranges, not rules. */
const RANGE = { ma: 12, hexes: 20, sides: 10, actions: 6, sps: 30 } as const;

/** Each step's input: its id, its label. */
const STEP_INPUTS: readonly (readonly [StepId, string, string])[] = [
  ['plain', 'plain', 'Clear, Woods or Mountain hexes, and hexes followed along a Railroad'],
  ['marsh', 'marsh', 'Marsh hexes off the Road'],
  ['marsh-road', 'marshRoad', 'Marsh hexes along a Road or Railroad'],
  ['minor', 'minor', 'Minor River hexsides with no bridge'],
  ['navigable', 'nav', 'Navigable River hexsides under your or no one’s Naval Control'],
  ['navigable-enemy', 'navEnemy', 'Navigable River hexsides under enemy Naval Control'],
  ['ferry', 'ferry', 'Railroad Ferry, Mobile–Blakeley or Simmesport ferry hexsides'],
  ['mountain-side', 'mtnSide', 'Mountain hexsides (not a Pass or Rail Gap)'],
  ['coastal-fort', 'coastal', 'Moves between a Coastal Fort and its port'],
];

const ACTION_INPUTS: readonly (readonly [ActionId, string, string])[] = [
  ['regroup', 'regroup', 'Regroups'],
  ['control', 'control', 'Control markers placed'],
  [
    'cavalry-remove',
    'cavRemove',
    'Enemy Control markers a Cavalry force removes, not where it ends',
  ],
  ['entrench', 'entrench', 'Entrenchments built'],
  ['pick-up', 'pickUp', 'Units picked up from a Foraging stack'],
];

const SIDE_OPTIONS = [
  { value: 'union', label: 'Union' },
  { value: 'confederate', label: 'Confederate' },
] as const;

/**
 * What the open game of the turn tracker gives: the SPs of the moving side that used the Rail
 * Movement Bonus in its Action Phase under way (0 outside an Action Phase, 5.4.2).
 */
export const RAIL_READING: GameReading = {
  tracker: 'tracker',
  noun: 'game',
  what: 'The Rail Movement Bonus used',
  read(state, inputs) {
    const s = state as Partial<UscwSnapshot>;
    if (!s.rail || s.phase === undefined || s.turn === undefined) return null;
    const side: Side = inputs['side'] === 'confederate' ? 'confederate' : 'union';
    const inAction = s.phase === 'action';
    const used = inAction ? s.rail[side] : 0;
    return {
      inputs: { railBefore: used },
      lines: [
        `Turn ${s.turn}, ${inAction ? `Action Phase ${s.action ?? 1}` : `${phaseById(s.phase).name}: no Action Phase under way`}.`,
        `${SIDES[side]} SPs that used the bonus in it: ${used} of ${RAIL_BONUS.spPerPhase} (5.4.2).`,
      ],
    };
  },
};

const RANKS = [
  { value: '0', label: 'No General (MA 3)' },
  { value: '1', label: '1 star' },
  { value: '2', label: '2 stars' },
  { value: '3', label: '3 stars' },
  { value: '4', label: '4 stars (Grant)' },
] as const;

/** The move the inputs describe. */
export function moveInput(i: Inputs): MoveInput {
  const r = num(i, 'rank');
  const rank = r === 1 || r === 2 || r === 3 || r === 4 ? r : 0;
  return {
    rank,
    cavalry: on(i, 'cavalry'),
    ma: num(i, 'ma'),
    sps: num(i, 'sps'),
    foraging: on(i, 'forage'),
    forceMarch: on(i, 'fm'),
    demoralized: on(i, 'demor'),
    cautious: on(i, 'cautious'),
    enemyZoi: on(i, 'zoi'),
    rail: on(i, 'rail'),
    railBefore: num(i, 'railBefore'),
    steps: Object.fromEntries(STEP_INPUTS.map(([id, key]) => [id, num(i, key)])),
    actions: Object.fromEntries(ACTION_INPUTS.map(([id, key]) => [id, num(i, key)])),
    regroupSp: num(i, 'regroupSp'),
    fortSp: on(i, 'inFort') ? num(i, 'fortSp') : null,
    riverShips: on(i, 'riverShips'),
  };
}

const mp = (n: number) => `${n} MP${n === 1 ? '' : 's'}`;

function rows(m: MoveInput): BreakdownRow[] {
  const general = m.rank > 0;
  const allowance: BreakdownRow[] = [
    breakdownRow(
      general ? 'Commanding General’s MA' : 'SPs without a General',
      general ? '5.2, 1.2' : '5.2, 5.10',
      general ? 'his counter' : String(ALONE.ma),
      m.rail ? null : String(general ? m.ma : ALONE.ma),
    ),
    breakdownRow(
      'Foraging marker',
      '13.2.1',
      signed(-FORAGING.ma),
      m.foraging && !m.rail ? signed(-FORAGING.ma) : null,
    ),
    breakdownRow(
      'Force March card',
      '18.1',
      signed(FORCE_MARCH_MA),
      m.forceMarch && !m.demoralized && !m.rail ? signed(FORCE_MARCH_MA) : null,
    ),
    breakdownRow(
      'Rail Movement Bonus, in place of the MA',
      '5.4.2',
      String(RAIL_BONUS.mp),
      m.rail ? String(RAIL_BONUS.mp) : null,
      m.rail ? 'Foraging and Force March do not change it (ruling C31).' : undefined,
    ),
  ];
  const costs = [
    ...STEP_INPUTS.map(([id, , label]) => {
      const s = STEPS.find((x) => x.id === id);
      const n = m.steps[id] ?? 0;
      const each = s?.mp ?? 0;
      return breakdownRow(
        label,
        s?.rule ?? '5.3',
        `${s?.hex ? '' : '+'}${each} each`,
        n > 0 ? signed(-each * n) : null,
      );
    }),
    ...ACTION_INPUTS.map(([id, , label]) => {
      const a = ACTIONS.find((x) => x.id === id);
      const n = m.actions[id] ?? 0;
      const each = a?.mp ?? 0;
      return breakdownRow(
        label,
        a?.rule ?? '5.3',
        `${each} each`,
        n > 0 ? signed(-each * n) : null,
      );
    }),
  ];
  return [...allowance, ...costs];
}

/** A count of the path or actions. */
const stepCount = (key: string, label: string, max: number): CalcInput => count(key, label, max);

/** The movement calculator. */
export const movementCalculator: CalculatorTool = {
  id: 'movement',
  title: 'Land movement',
  headline: { label: 'Movement Points left', unit: { one: 'MP left', other: 'MPs left' } },
  readsGame: RAIL_READING,
  groups: [
    {
      legend: 'The force',
      rule: '5.2, 7.3',
      inputs: [
        calcChoice('side', 'Side moving', SIDE_OPTIONS, { default: 'union' }),
        calcChoice('rank', 'Commanding General', RANKS, {
          default: '2',
          display: 'list',
          rule: '7.2',
        }),
        count('ma', 'His Movement Allowance, from his counter', RANGE.ma, ALONE.ma, '1.2'),
        flag('cavalry', 'He is a Cavalry General', '8.3'),
        count('sps', 'SPs moving', RANGE.sps, 1, '7.3'),
        flag('demor', 'The SPs are Demoralized', '12.2'),
      ],
    },
    {
      legend: 'Movement Allowance',
      rule: '5.1, 5.4.2',
      inputs: [
        flag('forage', `Foraging marker (MA −${FORAGING.ma})`, '13.2.1'),
        flag('fm', `Force March card (MA +${FORCE_MARCH_MA})`, '18.1'),
        flag('rail', `Rail Movement Bonus (${RAIL_BONUS.mp} MPs along friendly rail)`, '5.4.2'),
        count(
          'railBefore',
          'SPs of this side that used the Rail Movement Bonus earlier this Action Phase',
          RAIL_BONUS.spPerPhase,
          0,
          '5.4.2',
        ),
      ],
    },
    {
      legend: 'Activation',
      rule: '4.3, 7.7',
      inputs: [
        flag('cautious', 'Cautious General (his MA in a red box)', '7.7'),
        flag('zoi', 'He attacks or enters an enemy ZOI', '7.7, 9.1'),
      ],
    },
    {
      legend: 'The path: hexes entered and hexsides crossed',
      rule: '5.3',
      inputs: [
        ...STEP_INPUTS.map(([id, key, label]) =>
          stepCount(key, label, STEPS.find((s) => s.id === id)?.hex ? RANGE.hexes : RANGE.sides),
        ),
        flag(
          'riverShips',
          'Enemy Naval Units, not in Port Protection, lie along a Navigable River hexside crossed',
          SHIPS_BAR_RIVER.rule,
        ),
      ],
    },
    {
      legend: 'Other actions on the way',
      rule: '5.3, 5.9',
      inputs: [
        ...ACTION_INPUTS.map(([, key, label]) => stepCount(key, label, RANGE.actions)),
        count('regroupSp', 'SPs in the largest stack Regrouped', COMMAND_LIMIT[4], 0, '5.9'),
      ],
    },
    {
      legend: 'Where it ends',
      rule: '10.3.2',
      inputs: [
        flag('inFort', `It ends in a Coastal Fort (${COASTAL_FORT.maxSp} SPs a side)`, '10.3.2'),
        count('fortSp', 'Your SPs already in that Coastal Fort', COASTAL_FORT.maxSp, 0, '10.3.2'),
      ],
    },
  ],
  breakdown: {
    caption: 'The Movement Allowance and what each part of the move costs',
    columns: ['Item', 'Rule', 'MPs'],
  },
  notesTitle: 'Notes and rulings',
  seeAlso: [
    'What the activation costs in the phase: ',
    { tool: 'ap-ledger', text: 'Action Point ledger' },
    '.',
  ],
  compute(inputs) {
    const m = moveInput(inputs);
    const p = movePlan(m);
    const zoiAp = m.rank > 0 && m.cautious && m.enemyZoi;
    return {
      total: p.left,
      headline: {
        text: p.oneHex ? '0' : String(p.left),
        unit: p.oneHex
          ? 'MPs left: it enters its one hex all the same'
          : p.left < 0
            ? `MPs: over its ${mp(p.allowance)}`
            : `of ${mp(p.allowance)} left`,
      },
      problems: p.problems,
      lines: [
        [
          { strong: `${mp(p.spent)} spent of ${mp(p.allowance)}` },
          `${m.rail ? ' by the Rail Movement Bonus' : ''}, over ${p.hexes} hex${p.hexes === 1 ? '' : 'es'}. `,
          { rule: m.rail ? '5.4.2' : '5.1.1' },
        ],
        ...(p.oneHex
          ? [
              [
                'It has too few MPs for this hex, but a unit can always move one hex. ',
                { rule: '5.1.1' },
              ],
            ]
          : []),
        [
          { strong: `Activation: ${p.ap} Action Point${p.ap === 1 ? '' : 's'}` },
          zoiAp
            ? ` (or one card): a Cautious General who attacks or enters an enemy ZOI, once for the whole activation. `
            : m.rank === 0
              ? ` to move up to ${ALONE.maxSp} SPs of one hex without a General. `
              : m.cautious
                ? ` while he neither attacks nor enters an enemy ZOI; ${ACTIVATION_AP.cautious} (or a card) if he does. `
                : '. ',
          ...(m.forceMarch
            ? ['The Force March card is played besides it, at the start of the move. ']
            : []),
          { rule: m.cautious ? '7.7, 18.1' : '4.3' },
        ],
        ...(m.demoralized
          ? [
              [
                { strong: 'Demoralized: ' },
                `it moves normally, but may not also Rally in this Action Phase. ${DEMORALIZATION_SPREADS.text}. ${GENERAL_RECOVERS.text}. `,
                { rule: '12.2, 12.4, 12.5.2' },
              ],
            ]
          : []),
        ...(m.rail || m.railBefore > 0
          ? [
              [
                { strong: 'Rail Movement Bonus: ' },
                `${p.railLeft} of ${RAIL_BONUS.spPerPhase} SPs may still use it this Action Phase${m.rail ? `, this force’s ${m.sps} included` : ''}; Generals go free. `,
                { rule: '5.4.2' },
              ],
            ]
          : []),
      ],
      breakdown: {
        rows: rows(m),
        total: { label: 'MPs left', value: String(p.left) },
      },
      notes: [
        {
          text: 'Mountain Passes, Rail Gaps and bridged rivers add nothing; a Railroad followed ignores Minor River, Navigable River and Mountain hexside costs. Swamp and wholly non-playable hexes cannot be entered.',
          rule: '5.3, 5.4.1, 5.7',
        },
        {
          text: 'A railroad bridge over a Navigable River is there only while you or no one has Naval Control of it; ferries cannot be used under enemy Naval Control.',
          rule: '5.4.3, 5.4.4',
        },
        {
          text: `The Rail Movement Bonus: the force starts and ends on rail and moves only along friendly-controlled railroad; it may start in an enemy ZOI but enters one only where a friendly SP is.`,
          rule: '5.4.2',
        },
        {
          text: `A Regroup calls in up to ${REGROUP.maxSp} SPs and Generals of equal or lower rank from one adjacent hex, within 1 MP and not yet moved this phase; the General may move before and after.`,
          rule: '5.9',
        },
        {
          text: 'Cavalry removes a Control marker at no cost in the hex where it ends its move; other forces always remove them for nothing.',
          rule: '6.2.2',
        },
        {
          text: 'Land units reach a Coastal Fort only from its associated port (Fort Morgan also from Blakely); between Forts St. Philip/Jackson and hex 5015 the cost is that of crossing the Mississippi.',
          rule: '10.3.2',
        },
        {
          text: 'A stack that wins a battle it attacked with at least twice the defender’s SPs (1 against 0 counts) may go on moving with the MPs it has left.',
          rule: '5.11',
        },
        {
          text: 'Unused MPs are lost. A stack moves at its Commanding General’s MA; one that picks up a higher-ranking General uses the slower MA.',
          rule: '5.1.1, 7.5.2',
        },
      ],
      rulings: ['C31'],
    };
  },
};
