/**
 * In Freedom's Cause, Haversack's open model of the coop/solo "AI": every parameter of the
 * initiative button and the encounter generator, with its default, bounds and place on the model
 * page. The rulebook gives no number for any of them (spec §6.3, §9.2; ruling G13): the defaults
 * are the spec's reconstruction (first contact mostly pickets, the main force about as large as
 * the player force, Defend the more typical order, Raw and Crack/Elite rare), to be tuned in play.
 * Chances are whole percentages; weights are shares of their group.
 */
import type { ModelParam, ParamRow, ParamTable } from './model-defaults.js';
import { ENCOUNTER_KINDS, ENEMY_TYPES, MAIN_KINDS } from './encounter-vocab.js';
import { SIZE_CLASSES } from './coop-data.js';
import { QUALITIES } from './quality.js';

const p = (
  id: string,
  label: string,
  d: number,
  [min, max]: readonly [number, number],
  format: ModelParam['format'] = 'percent',
): ModelParam => ({ id: `enc-${id}`, label, default: d, min, max, format });

const CHANCE = [0, 100] as const;
const WEIGHT = [0, 100] as const;

/** The parameter id of the weight of first-contact kind `k`. */
export const kindWeightId = (k: string) => `enc-first-${k}`;
/** The parameter id of the weight of troop type `t` in a main force or reinforcement. */
export const typeWeightId = (t: string) => `enc-type-${t}`;
/** The parameter id of the weight of size class `s` (`picket` for pickets, `unit` for others). */
export const sizeWeightId = (who: 'picket' | 'unit', s: string) => `enc-${who}-size-${s}`;
/** The parameter id of the weight of quality `q`. */
export const qualityWeightId = (q: string) => `enc-quality-${q}`;

const KIND_WEIGHT: Readonly<Record<string, number>> = {
  pickets: 60,
  'main-force': 25,
  attacking: 10,
  laager: 5,
};
const TYPE_WEIGHT: Readonly<Record<string, number>> = {
  infantry: 80,
  'light-infantry': 10,
  cavalry: 10,
};
const UNIT_SIZE: readonly number[] = [25, 50, 25];
const PICKET_SIZE: readonly number[] = [60, 30, 10];
const QUALITY_WEIGHT: readonly number[] = [5, 20, 50, 20, 5];

const row = (id: string, name: string, params: readonly ModelParam[]): ParamRow => ({
  id,
  name,
  params,
});

/** The troop types a regiment may be (the guns come by their own chances). */
export const REGIMENT_TYPES = ENEMY_TYPES.filter((t) => t.id !== 'artillery');

/** A row of weights, one for each of `list`, with its defaults in order and its ids by `idOf`. */
function weights(
  id: string,
  name: string,
  list: readonly { readonly id: string; readonly label: string }[],
  defaults: readonly number[],
  idOf: (x: string) => string,
): ParamRow {
  const ps = list.map((x, i) => ({
    ...p('', x.label, defaults[i] ?? 0, WEIGHT, 'plain'),
    id: idOf(x.id),
  }));
  return { ...row(id, name, ps), weights: true };
}

/** The first-contact kinds (pickets and the three main kinds; reinforcements come later). */
export const FIRST_KINDS = ENCOUNTER_KINDS.filter(
  (k) => k.id === 'pickets' || MAIN_KINDS.includes(k.id),
);

/** The encounter model's parameter tables, on the model page's Encounters part. */
export const ENCOUNTER_TABLES: readonly ParamTable[] = [
  {
    id: 'enc-when',
    section: 'encounters',
    title: 'Initiative and when encounters come',
    note: 'Each press gives one side the action, then may bring an encounter. Before the first contact the chance rises each round of presses (as many presses as player units). Ignored encounters do not count.',
    rows: [
      row('enc-initiative', 'Initiative', [p('players', 'Players’ side acts', 50, CHANCE)]),
      row('enc-first', 'First contact', [
        p('first-base', 'Chance on a press, first round', 5, CHANCE),
        p('first-rise', 'Added each further round', 15, CHANCE),
      ]),
      row('enc-later', 'After contact', [
        p('main-after', 'Main force, a press after pickets', 10, CHANCE),
        p('more-pickets', 'More pickets, a press after pickets', 3, CHANCE),
        p('reinf', 'Reinforcements, a press after the main force', 4, CHANCE),
        p('reinf-count', 'Reinforcement messages at most', 4, [0, 20], 'plain'),
      ]),
    ],
  },
  {
    id: 'enc-kinds',
    section: 'encounters',
    title: 'What the first contact is',
    note: 'Weights: each kind’s share of their sum. After pickets the enemy is aware, so the main force comes as a main force or an attack, never in laager.',
    rows: [
      weights(
        'enc-first-kind',
        'First contact',
        FIRST_KINDS,
        FIRST_KINDS.map((k) => KIND_WEIGHT[k.id] ?? 0),
        kindWeightId,
      ),
    ],
  },
  {
    id: 'enc-forces',
    section: 'encounters',
    title: 'The enemy’s forces',
    note: 'Sizes are percentages of the player units entered, give or take the spread; brigades hold at most 8 units. Weights are shares of their sum.',
    rows: [
      row('enc-size', 'Size', [
        p('main-size', 'Main force or laager', 125, [10, 400]),
        p('attack-size', 'Attacking force', 175, [10, 400]),
        p('spread', 'Spread, units either way', 1, [0, 4], 'plain'),
        p('reinf-units', 'Reinforcement units at most', 2, [1, 8], 'plain'),
      ]),
      row('enc-guns', 'Artillery', [
        p('guns', 'A brigade has guns', 75, CHANCE),
        p('battery', 'Guns are a battery, not a section', 70, CHANCE),
      ]),
      weights(
        'enc-types',
        'Other units',
        REGIMENT_TYPES,
        REGIMENT_TYPES.map((t) => TYPE_WEIGHT[t.id] ?? 0),
        typeWeightId,
      ),
      weights('enc-unit-size', 'Regiment sizes', SIZE_CLASSES, UNIT_SIZE, (x) =>
        sizeWeightId('unit', x),
      ),
      weights('enc-quality', 'Quality', QUALITIES, QUALITY_WEIGHT, qualityWeightId),
      row('enc-orders', 'Orders', [
        p('defend', 'Main force has Defend orders', 75, CHANCE),
        p('entrenched', 'Defending main force entrenched', 15, CHANCE),
      ]),
    ],
  },
  {
    id: 'enc-pickets',
    section: 'encounters',
    title: 'Pickets',
    note: 'Pickets are light infantry or cavalry, in skirmish, with Attack orders; the distance is in inches beyond the player front line.',
    rows: [
      row('enc-picket', 'Pickets', [
        p('picket-cavalry', 'Cavalry, not light infantry', 40, CHANCE),
        p('picket-near', 'Nearest, inches', 4, [1, 48], 'plain'),
        p('picket-far', 'Farthest, inches', 12, [1, 48], 'plain'),
      ]),
      weights('enc-picket-size', 'Picket sizes', SIZE_CLASSES, PICKET_SIZE, (x) =>
        sizeWeightId('picket', x),
      ),
    ],
  },
];
