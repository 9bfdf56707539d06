/**
 * The U.S. Civil War land battle tool's two sides as the generic roller draws them: each side's
 * controls, the modifiers they switch on (the defender's one fortification-or-terrain modifier
 * as conditions over the forts and terrain data) and the dice its CRT column rolls. The inputs
 * read back into a `BattleInput` for the battle's procedures in `land-battle*.ts`.
 */
import type { Condition, Inputs } from '../../shared/types.js';
import type { InputDef, RollSide } from '../../shared/tool.js';
import { numericInput, inputIsSet } from '../../shared/input-values.js';
import { ratingInputs, slotRatings, type SlotShape } from './battle-generals.js';
import type { Charts } from './charts-data.js';
import { CRT_COLUMNS, CRT_TIERS, crtColumn, foragingColumn } from './crt-columns.js';
import { FORTIFICATIONS } from './forts.js';
import { GARRISON_FLEES_FROM_SP, GARRISON_RULE } from './intrinsic-garrison.js';
import { CROSSINGS, fightingSp, type BattleInput, type Crossing } from './land-battle.js';
import { SHIPS_BAR_RIVER } from './movement-data.js';
import {
  AMPHIBIOUS_MAX_SP,
  ATTACK_MAX_SP,
  BATTLE_TERRAIN,
  CARD_DRM,
  CAVALRY_SUBORDINATE_MAX,
  DEMORALIZED_DRM,
  NAVAL_SUPPORT_DRM,
  RIVER_ASSAULT_MAX_SP,
  ENEMY_NAVAL_CROSSING_MAX_SP,
} from './land-modifiers.js';

const NO_CHARTS: Charts = { crt: {}, generals: {} };
/** Each side's SPs when the tool opens. */
const DEFAULT_SP = 7;
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const choice = (input: string, value: string): Condition => ({ input, eq: value });

/** The battle as the inputs describe it. */
export function battleInputOf(i: Inputs, data: Charts = NO_CHARTS): BattleInput {
  const side = (p: 'a' | 'd') => ({
    sp: numericInput(i, `${p}Sp`),
    ratings: slotRatings(p, p === 'a' ? 'attack' : 'defense', i, data),
    demoralized: inputIsSet(i, `${p}Demoralized`),
    navalSupport: inputIsSet(i, `${p}Naval`),
    fullSupply: inputIsSet(i, `${p}Supply`),
  });
  const garrison = inputIsSet(i, 'dGarrison');
  const typed = String(i['crossing'] ?? 'none');
  const crossing = CROSSINGS.find((c) => c === typed) ?? 'none';
  return {
    attacker: { ...side('a'), card: inputIsSet(i, 'aCard') },
    defender: garrison
      ? { ...side('d'), sp: 0, ratings: [], foraging: false, garrison }
      : { ...side('d'), foraging: inputIsSet(i, 'dForaging') },
    fort: String(i['fort'] ?? 'none'),
    terrain: String(i['terrain'] ?? 'none'),
    failedAvoid: inputIsSet(i, 'failedAvoid'),
    crossing,
  };
}

/** The column each side rolls on under `inputs` (the Foraging shift included). */
export function battleColumns(i: Inputs) {
  const input = battleInputOf(i);
  const own = crtColumn(input.defender.sp);
  return {
    attacker: crtColumn(fightingSp(input)),
    defender: input.defender.foraging ? foragingColumn(own).column : own,
  };
}

/** The lowest strength whose column counts more than `slots` generals, after a left shift. */
function shiftedFrom(slots: number): number {
  const c = CRT_COLUMNS.find((col) => (CRT_COLUMNS[col.index - 1]?.generals ?? 0) > slots);
  return c?.minStrength ?? Number.POSITIVE_INFINITY;
}

/** The extra generals' slots (the second and third general) and when each counts (11.3). */
const SLOTS = CRT_TIERS.slice(1).map((tier, k) => ({ k: k + 1, tier }));

/** Each slot's help and when it is shown, the commander's always. */
function slotShapes(slotShown: (k: number) => Condition): SlotShape[] {
  return [
    {},
    ...SLOTS.map(({ k, tier }) => ({
      help: `Counts from ${tier.minStrength} SPs; a 1-star Cavalry General adds at most +${CAVALRY_SUBORDINATE_MAX} here (a promoted one, his full rating, 8.6).`,
      shown: slotShown(k),
    })),
  ];
}

/**
 * A side's SPs. Both start at 7, two armies with two generals' slots each (11.3): a battle, from
 * which the attacker can grow to the largest stack without reaching the 7-to-1 displacement.
 */
const spInput = (id: string, label: string, help: string): InputDef => ({
  kind: 'count',
  id,
  label,
  rule: '11.2.1, 11.3',
  help,
  min: 0,
  max: ATTACK_MAX_SP,
  default: DEFAULT_SP,
});

const flag = (id: string, label: string, rule: string, def = false): InputDef => ({
  kind: 'flag',
  id,
  label,
  rule,
  default: def,
});

/** The flags both sides end on: Full Supply (it breaks a tie) and the optional army morale. */
const tieAndMoraleFlags = (p: 'a' | 'd', who: string): InputDef[] => [
  flag(`${p}Supply`, `${who} in Full Supply (for a tie)`, '13.1.5', true),
  flag(`${p}Morale`, 'High army morale: 1s rolled again (optional)', '22.5'),
];

/** A modifier switched on by the flag of the same id. */
const flagModifier = (id: string, label: string, value: number, rule: string) => ({
  id,
  label,
  value,
  rule,
  when: { input: id },
});

/** A position the defender may hold: a fortification or a terrain, with its battle modifier. */
interface Position {
  readonly id: string;
  readonly name: string;
  readonly battle: number;
}

/** The choice of one kind of position, none by default, each labelled with its modifier. */
const positionChoice = (
  id: string,
  label: string,
  rule: string,
  positions: readonly Position[],
  help?: string,
): InputDef => ({
  kind: 'choice',
  id,
  label,
  rule,
  ...(help === undefined ? {} : { help }),
  compactModifiers: true,
  options: [
    { value: 'none', label: 'None' },
    ...positions.map((p) => ({ value: p.id, label: `${p.name} (${signed(p.battle)})` })),
  ],
  default: 'none',
});

/** What both sides' descriptions share: the id, the label and the dice of the side's column. */
const sideDice = (which: 'attacker' | 'defender') => ({
  id: which,
  label: which === 'attacker' ? 'Attacker' : 'Defender',
  dice: { count: crtColumn(1).dice, sides: 6 },
  diceFor: (i: Inputs) => ({ count: battleColumns(i)[which].dice, sides: 6 }),
});

const attackerShapes = slotShapes((k) => {
  const tier = SLOTS[k - 1]?.tier;
  return { all: [choice('crossing', 'none'), { input: 'aSp', gte: tier?.minStrength ?? 0 }] };
});

/** The attacker under the players' `data`: its SPs and river crossing, its generals, its modifiers. */
export function attackerSide(data: Charts): RollSide {
  const ratings = ratingInputs('a', 'attack', attackerShapes, data);
  return {
    ...sideDice('attacker'),
    inputs: [
      spInput(
        'aSp',
        'SPs in the attacking stack',
        'Its CRT column sets its dice and general slots.',
      ),
      {
        kind: 'choice',
        id: 'crossing',
        label: 'Across a Navigable River, or from the water',
        rule: '11.5, 20.5',
        help: `An Amphibious Assault is fought as a land battle; a Naval Transport intercepted into an empty hex is one too (20.5.2). ${SHIPS_BAR_RIVER.text} (${SHIPS_BAR_RIVER.rule}).`,
        options: [
          { value: 'none', label: 'No' },
          {
            value: 'navigable',
            label: `Direct assault (at most ${RIVER_ASSAULT_MAX_SP} SPs fight)`,
          },
          {
            value: 'enemy-naval',
            label: `Under enemy Naval Control (${ENEMY_NAVAL_CROSSING_MAX_SP} SP)`,
          },
          {
            value: 'amphibious-union' satisfies Crossing,
            label: `Amphibious: Union (${AMPHIBIOUS_MAX_SP.union} SPs at most)`,
          },
          {
            value: 'amphibious-csa' satisfies Crossing,
            label: `Amphibious: Confederacy (${AMPHIBIOUS_MAX_SP.confederate} SP)`,
          },
        ],
        default: 'none',
      },
      ...ratings.inputs,
      flag('aDemoralized', 'Attacker is Demoralized', '11.4, 12.2'),
      flag('aCard', 'Special Action Card played for battle', '18.1'),
      flag('aNaval', 'Naval Support', '18.1, 21.3.1'),
      ...tieAndMoraleFlags('a', 'Attacker'),
    ],
    modifiers: [
      ...ratings.modifiers,
      flagModifier('aDemoralized', 'Demoralized', DEMORALIZED_DRM, '11.4'),
      flagModifier('aCard', 'Battle card', CARD_DRM, '18.1'),
      flagModifier('aNaval', 'Naval Support', NAVAL_SUPPORT_DRM, '21.3.1'),
    ],
  };
}

/** The defender is not a Union intrinsic garrison alone (17.2.4). */
const NOT_GARRISON: Condition = { not: { input: 'dGarrison' } };
/** `def`, shown only when the defender is no intrinsic garrison (it has no SPs, no General). */
const unlessGarrison = (def: InputDef): InputDef => ({
  ...def,
  showWhen: def.showWhen ? { all: [NOT_GARRISON, def.showWhen] } : NOT_GARRISON,
});

const defenderShapes = slotShapes((k) => {
  const tier = SLOTS[k - 1]?.tier;
  return {
    any: [
      { all: [{ not: { input: 'dForaging' } }, { input: 'dSp', gte: tier?.minStrength ?? 0 }] },
      { all: [{ input: 'dForaging' }, { input: 'dSp', gte: shiftedFrom(k) }] },
    ],
  };
}).map((shape) => ({
  ...shape,
  shown: shape.shown ? { all: [NOT_GARRISON, shape.shown] } : NOT_GARRISON,
}));

const NO_POSITION: Condition = { not: { input: 'failedAvoid' } };

/** A fortification counts unless the terrain gives more; terrain only when no fort gives as much. */
const positionModifiers = [
  ...FORTIFICATIONS.map((f) => ({
    id: `fort-${f.id}`,
    label: f.name,
    value: f.battle,
    rule: f.rule,
    when: {
      all: [
        choice('fort', f.id),
        NO_POSITION,
        {
          not: {
            input: 'terrain',
            in: BATTLE_TERRAIN.filter((t) => t.battle > f.battle).map((t) => t.id),
          },
        },
      ],
    },
  })),
  ...BATTLE_TERRAIN.map((t) => ({
    id: `terrain-${t.id}`,
    label: t.name,
    value: t.battle,
    rule: '11.4',
    when: {
      all: [
        choice('terrain', t.id),
        NO_POSITION,
        {
          not: {
            input: 'fort',
            in: FORTIFICATIONS.filter((f) => f.battle >= t.battle).map((f) => f.id),
          },
        },
      ],
    },
  })),
];

/** The defender under the players' `data`: its SPs and Foraging, position, generals, modifiers. */
export function defenderSide(data: Charts): RollSide {
  const ratings = ratingInputs('d', 'defense', defenderShapes, data);
  return {
    ...sideDice('defender'),
    inputs: [
      unlessGarrison(
        spInput('dSp', 'SPs in the defending hex', 'Militia and an empty fort count 0.'),
      ),
      {
        ...flag('dGarrison', 'Union intrinsic garrison only (0 SP)', GARRISON_RULE),
        help: `Northern Objective hexes; none in Border States. Defends like 0-SP Militia, has no ZOI; flees from ${GARRISON_FLEES_FROM_SP} SPs.`,
      },
      unlessGarrison(flag('dForaging', 'Defender is Foraging (one column left)', '13.2.1')),
      positionChoice('fort', 'Fortification', '10.1–10.3', FORTIFICATIONS),
      positionChoice(
        'terrain',
        'Terrain of the attack',
        '11.4',
        BATTLE_TERRAIN,
        'Only the better of the fortification and the terrain counts.',
      ),
      unlessGarrison(
        flag('failedAvoid', 'Defender failed to Avoid Battle (no fort or terrain)', '9.3.3'),
      ),
      ...ratings.inputs,
      flag('dNaval', 'Naval Support (advanced rules)', '21.3.2'),
      unlessGarrison(flag('dDemoralized', 'Defender is already Demoralized', '12.2')),
      ...tieAndMoraleFlags('d', 'Defender').map(unlessGarrison),
    ],
    modifiers: [
      ...ratings.modifiers,
      ...positionModifiers,
      flagModifier('dNaval', 'Naval Support', NAVAL_SUPPORT_DRM, '21.3.2'),
    ],
  };
}
