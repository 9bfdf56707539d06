/**
 * In Freedom's Cause: the line-of-sight shadow as a calculator (Line of Sight (LOS)): what blocks
 * the view and the ground it stands on, the spotter's and the target's levels, and the two
 * distances measured on the table in; whether the target is hidden, and how far beyond the
 * obstruction its shadow reaches. The same test decides whether guns may fire over friends.
 */
import { calcCount, listChoice } from '../../shared/calc-builders.js';
import type { CalcText, CalculatorTool } from '../../shared/calculator.js';
import { choiceOf, countOf } from '../../shared/tool-support.js';
import { DEPLOYMENT } from './coop-data.js';
import { inchText } from './movement-data.js';
import { LOS_RULE, TALL_OBSTRUCTION_LEVELS, shadowDivisor, sightPast } from './terrain-levels.js';
import { FIRE_RULE } from './weapons.js';

/** Control bounds, not rules: the highest level and the longest line the steppers take. */
const MAX_LEVEL = 6;
const MAX_INCHES = DEPLOYMENT.tableFeet.length * 12;

const C20 = `${LOS_RULE}; ruling C20`;
const OVER_FRIENDS = `${FIRE_RULE}; ${LOS_RULE}`;

type Blocker = 'tall' | 'hill' | 'friends';

const BLOCKERS: readonly { value: Blocker; label: string }[] = [
  { value: 'tall', label: 'Woods or houses' },
  { value: 'hill', label: 'A hill’s higher step' },
  { value: 'friends', label: 'Friendly troops the guns would fire over' },
];

const GROUND_HINT: Readonly<Record<Blocker, CalcText[]>> = {
  tall: [
    `Woods or a house stand ${String(TALL_OBSTRUCTION_LEVELS)} level above their ground: on a one-level hill, enter 1 (they reach level 2).`,
    { rule: LOS_RULE },
  ],
  hill: [
    'A hill’s step counts as a tall obstruction: enter the level just below the step’s top (a one-level hill: 0).',
    { rule: LOS_RULE },
  ],
  friends: [
    'Guns fire over friends only if the friends stand at least one level below them, taken as a tall obstruction; small arms never fire over friends.',
    { rule: OVER_FRIENDS },
  ],
};

/** The shadow as the rulebook gives it for so many levels up: 'A', 'A ÷ 4', or everything. */
function shadowPrinted(levels: number): string {
  const d = shadowDivisor(levels);
  return d === null ? 'everything behind it' : d === 1 ? 'A' : `A ÷ ${String(d)}`;
}

/** The line-of-sight shadow calculator (Line of Sight (LOS)). */
export const losCalculator: CalculatorTool = {
  id: 'los',
  title: 'Line of sight past an obstruction',
  headline: { label: 'The target is' },
  groups: [
    {
      legend: 'What blocks the view',
      rule: LOS_RULE,
      inputs: [
        listChoice('blocker', 'In the way', BLOCKERS),
        calcCount('ground', 'Level of the ground it stands on', 'level', 0, MAX_LEVEL - 1),
      ],
      hintsAfter: 'all',
      hints: (inputs) => [GROUND_HINT[choiceOf(inputs, 'blocker', 'tall') as Blocker]],
    },
    {
      legend: 'The spotter and the target',
      rule: LOS_RULE,
      inputs: [
        calcCount('spotter', 'Spotter’s level (over friends: the guns’)', 'level', 0, MAX_LEVEL, {
          default: 1,
        }),
        calcCount('target', 'Target’s level', 'level', 0, MAX_LEVEL),
        calcCount(
          'a',
          'Inches from the spotter to the obstruction’s far edge (A)',
          'inches',
          1,
          MAX_INCHES,
          {
            default: 12,
          },
        ),
        calcCount('beyond', 'Inches from that far edge on to the target', 'inches', 0, MAX_INCHES, {
          default: 6,
        }),
      ],
    },
  ],
  breakdown: {
    caption: 'The shadow beyond the obstruction',
    columns: ['Step', 'Rulebook', 'Here'],
  },
  notesTitle: 'Notes and rulings',
  compute(inputs) {
    const blocker = choiceOf(inputs, 'blocker', 'tall') as Blocker;
    const ground = countOf(inputs, 'ground', 0);
    const spotterLevel = countOf(inputs, 'spotter', 1);
    const targetLevel = countOf(inputs, 'target', 0);
    const toFarEdge = countOf(inputs, 'a', 12);
    const beyond = countOf(inputs, 'beyond', 6);
    const s = sightPast({ spotterLevel, obstructionGround: ground, toFarEdge, beyond });
    const friends = blocker === 'friends';
    const reach = Number.isFinite(s.shadow) ? inchText(s.shadow) : null;
    const verdict = s.hidden ? 'Hidden' : 'Visible';
    const fire = friends
      ? s.hidden
        ? ' The guns may not fire over the friends at it.'
        : ' The guns may fire over the friends at it.'
      : '';
    const line: CalcText[] =
      reach === null
        ? [
            { strong: 'Hidden: ' },
            friends
              ? 'the friends do not stand below the guns, so no fire over them.'
              : 'the spotter is not above the obstruction’s ground, so it hides everything behind it.',
          ]
        : [
            { strong: `${verdict}: ` },
            `the obstruction hides ${reach} beyond its far edge; the target is ${inchText(beyond)} beyond it, ${s.hidden ? 'inside that' : `${inchText(beyond - s.shadow)} clear of it`}.${fire}`,
          ];
    const offGround = targetLevel !== ground;
    return {
      total: s.hidden ? 0 : 1,
      headline: { text: verdict, unit: '' },
      ...(offGround
        ? {
            warning: {
              text: `The rulebook measures the shadow for a target on the ground the obstruction stands on (level ${String(ground)}); for a target on level ${String(targetLevel)}, judge the line on the table${targetLevel > spotterLevel ? ', or take the higher unit as the spotter: if you can see them, they can see you' : ''}.`,
              rule: LOS_RULE,
            },
          }
        : {}),
      problems: [],
      lines: [line],
      breakdown: {
        rows: [
          {
            label: 'Spotter’s levels above the obstruction’s ground',
            rule: C20,
            printed: '1, 2, 3 …',
            here: String(s.levels),
          },
          {
            label: 'Hidden beyond the far edge',
            rule: C20,
            printed: shadowPrinted(s.levels),
            here: reach ?? 'Everything',
          },
          {
            label: 'Target beyond the far edge',
            rule: LOS_RULE,
            printed: 'hidden if ≤ the shadow',
            here: inchText(beyond),
          },
        ],
        total: { label: 'The target is', value: verdict },
      },
      notes: [
        {
          text: 'A is measured from the spotter to the far edge of the obstruction; the shadow halves for each level the spotter stands higher.',
          rule: C20,
        },
        {
          text: 'Past several tall obstructions on the same lower level, check only the one nearest the target. Levels add up, and low obstructions never block.',
          rule: LOS_RULE,
        },
        ...(friends
          ? [
              {
                text: 'Firing over friends, treat them as a tall obstruction: the guns may fire where the target would be seen.',
                rule: OVER_FRIENDS,
              },
            ]
          : []),
      ],
      rulings: ['C20'],
    };
  },
};
