/**
 * In Freedom's Cause: the general casualty roll as a tool. When enemy action inflicts casualties
 * on a unit with an attached general, two dice scoring no more than those casualties fell him; he
 * is not replaced, and his loss weighs on brigade or army morale.
 */
import { TWO_D6 } from '../../shared/dice.js';
import { rangeEntry } from '../../shared/axis.js';
import { diceDistribution, mapDistribution } from '../../shared/distribution.js';
import { choiceInput, countInput } from '../../shared/input-builders.js';
import { lookup } from '../../shared/table.js';
import { choiceOf, countOf, inOutcomeOrder, outcomeOf, rollAt } from '../../shared/tool-support.js';
import type { Outcome, RollSide, RollTool } from '../../shared/tool.js';
import type { ResultsTable } from '../../shared/types.js';

/** Where the rule is printed. */
const RULE = 'Generals, Orders, and Command Control'; // L460

/** The dice, and the lowest and highest they make. */
const DICE = TWO_D6;
const LOW = DICE.count;
const HIGH = DICE.count * DICE.sides;

/** A cell of the casualty table: the highest roll that fells him. */
export type CasualtyCell = number;

/** The two results. */
export const GENERAL_CASUALTY_OUTCOMES: readonly Outcome[] = [
  { key: 'falls', label: 'The general falls', tone: 'bad' },
  { key: 'safe', label: 'The general is unhurt', tone: 'good' },
];

/** Casualties inflicted down; each row the highest roll that fells him. */
export const GENERAL_CASUALTY_TABLE: ResultsTable<CasualtyCell> = {
  id: 'general-casualty',
  title: `General casualty: ${DICE.count}d${DICE.sides} at or under the casualties`,
  rule: RULE,
  rows: {
    label: 'Casualties inflicted',
    entries: [
      rangeEntry(1, LOW - 1),
      ...Array.from({ length: HIGH - LOW }, (_, i) => rangeEntry(LOW + i, LOW + i)),
      rangeEntry(HIGH, null),
    ],
  },
  cells: Array.from({ length: HIGH - LOW + 2 }, (_, i) => [LOW - 1 + i]),
  outOfRange: 'clamp',
};

/** A cell in words. */
export function generalCasualtyCellText(cell: CasualtyCell): string {
  if (cell < LOW) return 'He never falls';
  if (cell >= HIGH) return 'He always falls';
  return `Falls on ${cell} or less`;
}

const GENERAL: RollSide = {
  id: 'general',
  label: 'Attached general',
  dice: DICE,
  inputs: [
    countInput('casualties', 'Casualties that enemy action inflicted on his unit', 1, HIGH, RULE, {
      help: `One action's casualties; at ${HIGH} or more he falls for sure.`,
    }),
    choiceInput(
      'rank',
      'He commands',
      [
        ['brigadier', 'A brigade'],
        ['divisional', 'A division'],
      ],
      RULE,
    ),
  ],
  modifiers: [],
};

const LOSS = {
  brigadier:
    'His brigade counts him as a unit lost: see whether brigade morale is due (Brigade and Army Morale).',
  divisional:
    'He counts as a broken brigade for army morale: see whether it is due (Brigade and Army Morale; ruling A15).',
} as const;

/** The general casualty tool (Generals, Orders, and Command Control). */
export const generalCasualtyTool: RollTool<CasualtyCell> = {
  id: 'general-casualty',
  title: 'General casualty',
  rule: RULE,
  summary:
    'A general attached to a unit hit by the enemy falls on two dice at or under the casualties.',
  sides: [GENERAL],
  table: GENERAL_CASUALTY_TABLE,
  outcomes: GENERAL_CASUALTY_OUTCOMES,
  resolve(rolls, inputs) {
    const roll = rollAt(rolls, 0, 'General casualty');
    const hit = lookup(GENERAL_CASUALTY_TABLE, countOf(inputs, 'casualties', 1));
    const falls = roll.total <= hit.cell;
    const rank =
      choiceOf(inputs, 'rank', 'brigadier') === 'divisional' ? 'divisional' : 'brigadier';
    return {
      outcome: outcomeOf(GENERAL_CASUALTY_OUTCOMES, falls ? 'falls' : 'safe'),
      lookup: hit,
      effects: falls
        ? [
            'He is a casualty and is not replaced.',
            LOSS[rank],
            'His unit loses the General with Unit modifier on its morale checks.',
          ]
        : ['He stays attached to the unit.'],
    };
  },
  odds(inputs) {
    const { cell } = lookup(GENERAL_CASUALTY_TABLE, countOf(inputs, 'casualties', 1));
    return inOutcomeOrder(
      GENERAL_CASUALTY_OUTCOMES,
      mapDistribution(diceDistribution(DICE), (r) => (r <= cell ? 'falls' : 'safe')),
    );
  },
  notes: [
    {
      text: 'Roll only for a general attached to the unit; generals cannot be fired on, charged or meleed.',
      rule: RULE,
    },
    {
      text: `A single casualty never fells him: ${DICE.count} dice make at least ${LOW} (ruling A19).`,
      rule: `${RULE}; ruling A19`,
    },
  ],
};
