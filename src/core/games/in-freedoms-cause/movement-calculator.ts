/**
 * In Freedom's Cause: one unit's move as a calculator the generic renderer draws: troop type
 * (cavalry mounted or not), formation, what it does (move, moving fire, charge), formation
 * changes, the ground, a road, obstacles and the figure scale; the distance with every step
 * shown, and the unit's weapon range beside it. Every number is read from the game's data.
 */
import type { CalculatorTool, CalcText } from '../../shared/calculator.js';
import type { Inputs } from '../../shared/types.js';
import {
  calcChoice,
  calcCount,
  itemOptions,
  listChoice,
  seeAlso,
} from '../../shared/calc-builders.js';
import { optionsOf } from '../../shared/input-builders.js';
import { FIRE_RULE, WEAPONS, weapon, type WeaponId } from './weapons.js';
import {
  inchText,
  MOVE_RULE,
  SCALE_RULE,
  SCALES,
  scaled,
  SIEGE_TURN_DEGREES,
  type ScaleId,
} from './movement-data.js';
import { unitMove, type MoveAction } from './movement.js';
import { GROUNDS, TERRAIN_RULE, type Ground } from './terrain.js';
import {
  FORMATION_LABELS,
  TROOP_TYPES,
  troopType,
  type Formation,
  type TroopType,
} from './troop-types.js';
import { MOVEMENT_NOTES } from './movement-notes.js';
import { moveBreakdown } from './movement-breakdown.js';
import { FALL_BACK_RULE, fallBackFacts, fallBackFormation, isFallBack } from './fall-back.js';

/** The unit choices: each troop type, cavalry twice (mounted, dismounted). */
const UNITS: readonly {
  readonly value: string;
  readonly label: string;
  readonly type: TroopType;
  readonly mounted: boolean;
}[] = TROOP_TYPES.flatMap((t) =>
  t.mounts
    ? [
        { value: `${t.id}-mounted`, label: `${t.label}, mounted`, type: t.id, mounted: true },
        {
          value: `${t.id}-dismounted`,
          label: `${t.label}, dismounted`,
          type: t.id,
          mounted: false,
        },
      ]
    : [{ value: t.id, label: t.label, type: t.id, mounted: false }],
);

/** A control bound, not a rule: the most formation changes or obstacles the steppers take. */
const COUNT_MAX = 3;

const str = (inputs: Inputs, id: string): string => String(inputs[id]);
const num = (inputs: Inputs, id: string): number => inputs[id] as number;
const FIRST_UNIT = {
  value: 'infantry',
  label: 'Infantry',
  type: 'infantry',
  mounted: false,
} as const;

/** The inputs as a move query. */
function query(inputs: Inputs) {
  const unit = UNITS.find((u) => u.value === str(inputs, 'unit')) ?? FIRST_UNIT;
  return {
    type: unit.type,
    mounted: unit.mounted,
    formation: str(inputs, 'formation') as Formation,
    action: str(inputs, 'action') as MoveAction,
    ground: str(inputs, 'ground') as Ground['id'],
    road: inputs['road'] === true,
    obstacles: num(inputs, 'obstacles'),
    changes: num(inputs, 'changes'),
    scale: str(inputs, 'scale') as ScaleId,
  };
}

/** The line on the unit's weapon: its maximum range at the scale. */
function rangeLine(inputs: Inputs): CalcText[] {
  const w = weapon(str(inputs, 'weapon') as WeaponId);
  const scale = str(inputs, 'scale') as ScaleId;
  return w.range === null
    ? [{ strong: `${w.label}:` }, ` ${w.note ?? ''}.`]
    : [{ strong: `${w.label}:` }, ` fires up to ${inchText(scaled(w.range, scale))}.`];
}

/** The movement and ranges calculator. */
export const movementCalculator: CalculatorTool = {
  id: 'movement',
  title: 'Movement and ranges',
  headline: { label: 'Move', unit: { one: 'inch', other: 'inches' } },
  groups: [
    {
      legend: 'Unit',
      rule: MOVE_RULE,
      inputs: [
        listChoice(
          'unit',
          'Troop type',
          UNITS.map((u) => ({ value: u.value, label: u.label })),
          { default: FIRST_UNIT.value },
        ),
        listChoice(
          'formation',
          'Formation',
          Object.entries(FORMATION_LABELS).map(([value, label]) => ({ value, label })),
          { default: 'line' },
        ),
      ],
      hintsAfter: 'all',
      hints: (inputs) => {
        const q = query(inputs);
        const t = troopType(q.type);
        if (t.formations.length > 0)
          return [
            [
              `${t.label} may form ${t.formations.map((f) => FORMATION_LABELS[f].toLowerCase()).join(', ')}.`,
            ],
          ];
        return q.type === 'siege-artillery'
          ? [
              [
                `Siege guns have no formation; they do not move but may turn up to ${SIEGE_TURN_DEGREES}°.`,
              ],
            ]
          : [['Generals have no formation and always move as mounted.']];
      },
    },
    {
      legend: 'Action',
      inputs: [
        listChoice(
          'action',
          'The unit',
          optionsOf([
            ['move', 'Moves'],
            ['moving-fire', 'Moves and fires (moving fire)'],
            ['charge', 'Charges'],
            ['fall-back', 'Falls back facing the enemy, undisordered'],
            ['fall-back-disordered', 'Falls back in disorder'],
            ['rout', 'Routs'],
          ]),
        ),
        calcCount(
          'changes',
          'Formation changes during the move',
          'number of formation changes',
          0,
          COUNT_MAX,
        ),
      ],
    },
    {
      legend: 'Ground',
      rule: TERRAIN_RULE,
      inputs: [
        calcChoice('ground', 'The ground moved over', itemOptions(GROUNDS), { default: 'open' }),
        { kind: 'flag', id: 'road', label: 'Moving along a road' },
        calcCount(
          'obstacles',
          'Linear obstacles crossed (walls, hedges, works)',
          'number of obstacles',
          0,
          COUNT_MAX,
        ),
      ],
      hints: (inputs) => {
        const g = GROUNDS.find((x) => x.id === str(inputs, 'ground'));
        return g ? [[`${g.label}: ${g.examples}.`]] : [];
      },
    },
    {
      legend: 'Scale and weapon',
      rule: `${SCALE_RULE}; ${FIRE_RULE}`,
      inputs: [
        calcChoice('scale', 'Figures', itemOptions(SCALES)),
        listChoice('weapon', 'Weapon', itemOptions(WEAPONS), { default: 'minie' }),
      ],
    },
  ],
  breakdown: {
    caption: 'How the move is worked out',
    columns: ['Step', 'Rulebook', 'Here'],
  },
  notesTitle: 'Around the move',
  seeAlso: seeAlso(
    'Formations, terrain, line of sight and the charge sequence are on the ',
    'reference',
    'reference page',
  ),
  compute(inputs) {
    const q = query(inputs);
    const r = unitMove(q);
    const lines: CalcText[][] = [rangeLine(inputs)];
    if (q.action === 'charge' && r.chargeBonus !== null)
      lines.unshift([
        { strong: 'Charge reach:' },
        ` ${inchText(r.scaled)}, the furthest point of the charge path.`,
      ]);
    const back = isFallBack(q.action);
    if (isFallBack(q.action)) {
      const f = fallBackFacts(q.action, fallBackFormation(q.type, null) === 'limbered');
      lines.unshift(
        [{ strong: 'Path back:' }, ` ${f.path} `, { rule: FALL_BACK_RULE }],
        [{ strong: 'Formation:' }, ` ${f.formation}`],
        [{ strong: 'Blocked or off the table:' }, ` ${f.blocked}`],
        [{ strong: 'Action:' }, ` ${f.action}`],
      );
    }
    const stopped = r.base !== null && r.base.inches === 0;
    const stoppedText =
      q.type === 'siege-artillery'
        ? `Siege guns do not move; they may turn up to ${SIEGE_TURN_DEGREES}°.`
        : 'A square cannot move.';
    return {
      total: r.scaled,
      headline: { text: inchText(r.scaled).slice(0, -1), unit: r.scaled === 1 ? 'inch' : 'inches' },
      ...(stopped
        ? {
            warning: {
              text:
                back && q.action !== 'fall-back'
                  ? `${stoppedText} Forced back in disorder, it is removed from play.`
                  : stoppedText,
              rule: back ? `${MOVE_RULE}; ${FALL_BACK_RULE}` : MOVE_RULE,
            },
          }
        : {}),
      problems: r.problems,
      breakdown: {
        rows: moveBreakdown(r, q.scale, q.changes, q.obstacles),
        total: { label: 'Move', value: inchText(r.scaled) },
      },
      notes: MOVEMENT_NOTES,
      rulings: ['A4', 'C5', 'A7', 'A34'],
      lines,
    };
  },
};
