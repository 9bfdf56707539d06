/**
 * The Price of Freedom: an army's movement allowance (§16.2.2) as a calculator the generic
 * renderer draws: the commander's MAM (typed in, or taken from a commander whose MAM the
 * rulebook gives or the player entered), the army's corps and spent corps, the move's flags and
 * actions, and the allowance with every modifier, its rule and whether it applies.
 */
import { calcCount } from '../../shared/calc-builders.js';
import type { CalculatorTool, CalcText, DataOption } from '../../shared/calculator.js';
import { flagInput } from '../../shared/input-builders.js';
import { flagOf } from '../../shared/tool-support.js';
import type { FlagInput } from '../../shared/tool.js';
import type { Inputs } from '../../shared/types.js';
import { signed } from '../../shared/signed.js';
import { NATION_LABELS } from './constants.js';
import { ALLOWANCE_BREAKDOWN, allowanceBreakdown } from './allowance-breakdown.js';
import { commanderLabel } from './commander-entry.js';
import { resolveCommanders } from './commanders.js';
import { isArmySpent, movementAllowance } from './movement.js';
import { MOVEMENT_INPUT_LIMITS as LIMITS, MOVEMENT_NOTES } from './movement-notes.js';
import { loadGameData } from './setup.js';
import { MOVEMENT_MODIFIERS } from './movement-data.js';
import { COMMANDER_USER_DATA, type CommanderUserData } from './user-data.js';

/** The rule of the modifier `id` (every flag cites its own). */
const ruleOf = (id: string): string => MOVEMENT_MODIFIERS.find((m) => m.id === id)?.rule ?? '';

/** Every commander under the player's data; those with a MAM are offered. */
function commanderOptions(userData: unknown): readonly DataOption[] {
  const data = loadGameData();
  if (!data.ok) return [];
  const entered = userData as CommanderUserData;
  const roster = resolveCommanders(data.value.commanders, entered).commanders;
  return (['usa', 'csa'] as const).flatMap((side) =>
    roster
      .filter((c) => c.side === side)
      .map((c): DataOption => {
        const player = c.sources.mam === 'player';
        const name = commanderLabel(c);
        return {
          value: c.id,
          name,
          label:
            c.mam === null ? name : `${name} (${signed(c.mam)}${player ? ', entered by you' : ''})`,
          group: NATION_LABELS[side],
          ...(c.mam === null
            ? {}
            : {
                sets: { mam: c.mam },
                source: { text: player ? 'entered by you' : 'rulebook', entered: player },
              }),
        };
      }),
  );
}

/** The move as declared at its start: the flags that change the allowance (§16.2.2 notes). */
export const MOVE_FLAGS: readonly FlagInput[] = [
  flagInput('attack', 'The move is meant to end in an attack', ruleOf('intendsAttack')),
  flagInput('mud', 'MUD MARCH was played against this army', ruleOf('mudMarch')),
  flagInput('force', 'The army force-marches', ruleOf('forceMarch')),
];

const num = (inputs: Inputs, id: string): number => inputs[id] as number;

/** The movement allowance calculator (§16.2.2). */
export const movementCalculator: CalculatorTool = {
  id: 'movement',
  title: 'Movement allowance',
  headline: { label: 'Movement allowance', unit: { one: 'region', other: 'regions' } },
  userData: COMMANDER_USER_DATA,
  groups: [
    {
      legend: 'Commander',
      rule: `${LIMITS.mam.rule}, §16.2.2`,
      inputs: [
        {
          kind: 'data-choice',
          id: 'cmdr',
          label: 'Take the MAM from',
          noneLabel: 'No one: I enter the MAM',
          sets: ['mam'],
          options: (context) => commanderOptions(context.userData),
          unknown: (raw) =>
            `There is no commander “${raw.slice(0, 40)}”; the MAM is entered by hand.`,
        },
        calcCount('mam', 'MAM', 'MAM', LIMITS.mam.min, LIMITS.mam.max, {
          display: 'segmented',
          signed: true,
        }),
      ],
      hints(inputs, context) {
        const chosen = commanderOptions(context.userData).find(
          (o) => o.value === inputs['cmdr'] && o.sets !== undefined,
        );
        const line: CalcText[] = [
          'Only commanders whose MAM the rulebook gives or you entered on the ',
          { tool: 'commanders', text: 'commanders page' },
          ' are listed.',
        ];
        if (chosen?.source)
          line.push(
            ` Using ${chosen.name}’s MAM `,
            {
              badge: chosen.source.text,
              entered: chosen.source.entered,
            },
            '.',
          );
        return [line];
      },
    },
    {
      legend: 'Army',
      rule: '§2.2.3, §16.2.2; ruling C1',
      inputs: [
        calcCount('corps', 'Corps in the army', 'corps count', LIMITS.corps.min, LIMITS.corps.max, {
          inline: true,
        }),
        calcCount('spent', 'of which spent', 'spent corps count', 0, LIMITS.corps.max, {
          inline: true,
        }),
      ],
      hints: (inputs) => [
        isArmySpent(num(inputs, 'corps'), num(inputs, 'spent'))
          ? [{ strong: 'Spent army:' }, ' half or more of its corps are spent.']
          : ['Not spent: fewer than half of its corps are spent.'],
      ],
    },
    {
      legend: 'The move',
      inputs: [
        ...MOVE_FLAGS,
        calcCount(
          'actions',
          'Actions completed while moving (reorganize, or place a Union garrison)',
          'number of actions',
          LIMITS.actions.min,
          LIMITS.actions.max,
        ),
      ],
    },
  ],
  limits: [
    {
      input: 'spent',
      atMost: 'corps',
      message: (spent, corps) =>
        `An army of ${corps} corps cannot have ${spent} spent; ${corps} is used.`,
    },
  ],
  breakdown: ALLOWANCE_BREAKDOWN,
  notesTitle: 'Around the move',
  seeAlso: [
    'To follow a move region by region, with pick-ups, drop-offs and the odds of march attrition, use the ',
    { tool: 'march', text: 'march planner' },
    '.',
  ],
  compute(inputs) {
    const result = movementAllowance({
      mam: num(inputs, 'mam'),
      spent: isArmySpent(num(inputs, 'corps'), num(inputs, 'spent')),
      intendsAttack: flagOf(inputs, 'attack'),
      mudMarch: flagOf(inputs, 'mud'),
      forceMarch: flagOf(inputs, 'force'),
      actions: num(inputs, 'actions'),
    });
    return {
      total: result.total,
      ...(result.canMove
        ? {}
        : {
            warning: {
              text: 'The army cannot move; the OP spent to activate it is lost.',
              rule: '§16.2.2 note 3',
            },
          }),
      problems: result.problems,
      breakdown: allowanceBreakdown(result, 'Allowance'),
      notes: MOVEMENT_NOTES,
      rulings: ['C1'],
    };
  },
};
