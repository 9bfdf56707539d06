/**
 * In Freedom's Cause, Haversack's open model of the official app's tables: every parameter with
 * its default, bounds and place on the parameters page. The defaults are the placeholder values
 * of our reconstruction (spec §2.3.6, §2.5.4, §2.6.4), never the publisher's: the app's formulas
 * are not published (ruling G3). Percentages are whole numbers, as the app's "percentage system"
 * suggests; the player may change any of them.
 */
import { FIRE_BRACKETS, bracketAllowed, bracketLabel } from './model-brackets.js';
import { MORALE_CHECKS, checkStepId } from './model-checks.js';
import { QUALITIES, type QualityId } from './quality.js';
import { FIRE_WEAPONS, type FireWeaponId } from './fire-weapons.js';
import { ENCOUNTER_TABLES } from './encounter-defaults.js';

/** How a parameter reads: a percentage, a signed step, or a plain number. */
export type ParamFormat = 'percent' | 'signed' | 'plain';

/** One parameter of the model. */
export interface ModelParam {
  readonly id: string;
  readonly label: string;
  readonly default: number;
  readonly min: number;
  readonly max: number;
  readonly format: ParamFormat;
}

/** A row of a parameter table: one editable entry of the parameters page. */
export interface ParamRow {
  readonly id: string;
  readonly name: string;
  readonly params: readonly ModelParam[];
  /** Its parameters are weights the model chooses among: their sum must be above 0. */
  readonly weights?: boolean;
}

/** A table of parameters on the parameters page. */
export interface ParamTable {
  readonly id: string;
  readonly section: 'fire' | 'melee' | 'morale' | 'encounters';
  readonly title: string;
  /** What the numbers mean, in a line. */
  readonly note: string;
  readonly rows: readonly ParamRow[];
}

const MULT_MAX = 400;
const RATE_MAX = 100;
const STEP = 6;

const pct = (id: string, label: string, d: number, max = MULT_MAX): ModelParam => ({
  id,
  label,
  default: d,
  min: 0,
  max,
  format: 'percent',
});
const step = (id: string, label: string, d: number, min = -STEP, max = STEP): ModelParam => ({
  id,
  label,
  default: d,
  min,
  max,
  format: 'signed',
});
const row = (id: string, name: string, params: readonly ModelParam[]): ParamRow => ({
  id,
  name,
  params,
});

/** Per-figure chance to cause a casualty at each bracket, nearest first (spec §2.3.6). */
const RATES: Readonly<Record<Exclude<FireWeaponId, 'mixed-art'>, readonly number[]>> = {
  minie: [20, 15, 10, 5],
  musket: [22, 12, 5],
  carbine: [22, 14, 6],
  'smoothbore-art': [90, 70, 45, 30, 15, 5, 0],
  'rifled-art': [60, 45, 35, 30, 20, 10, 4],
};

/** How much each quality multiplies expected casualties (spec §2.3.6). */
const QUALITY_MULT: Readonly<Record<QualityId, number>> = {
  raw: 60,
  green: 80,
  average: 100,
  veteran: 115,
  crack: 130,
};

/** The parameter id of `weapon`'s rate at bracket `bracket`. */
export const rateId = (weapon: string, bracket: string) => `rate-${weapon}-${bracket}`;
/** The parameter id of quality `q`'s multiplier. */
export const qualityId = (q: string) => `quality-${q}`;
/** The parameter id of quality `q`'s base morale target. */
export const moraleBaseId = (q: string) => `morale-base-${q}`;

const rateRows: ParamRow[] = FIRE_WEAPONS.filter((w) => w.id !== 'mixed-art').map((w) =>
  row(
    `rates-${w.id}`,
    w.label,
    FIRE_BRACKETS.filter((b) => bracketAllowed(w, b)).map((b, i) =>
      pct(rateId(w.id, b.id), bracketLabel(b), RATES[w.id as keyof typeof RATES][i] ?? 0, RATE_MAX),
    ),
  ),
);

/** The parameter tables, in the order the parameters page shows them. */
export const PARAM_TABLES: readonly ParamTable[] = [
  {
    id: 'fire-rates',
    section: 'fire',
    title: 'Per-figure casualty chance by range bracket',
    note: 'A mixed battery uses the mean of the smoothbore and rifled rates. A dash: beyond the weapon’s range, where the rulebook forbids fire.',
    rows: rateRows,
  },
  {
    id: 'quality',
    section: 'fire',
    title: 'Quality (fire and melee)',
    note: 'Multiplies the expected casualties; must not fall from Raw to Crack/Elite.',
    rows: [
      row(
        'quality',
        'Firer or fighter',
        QUALITIES.map((q) => pct(qualityId(q.id), q.label, QUALITY_MULT[q.id])),
      ),
    ],
  },
  {
    id: 'fire-mods',
    section: 'fire',
    title: 'Fire modifiers',
    note: 'Each multiplies the expected casualties when it applies.',
    rows: [
      row('cover', 'Target in cover', [
        pct('cover-soft', 'Soft cover', 60),
        pct('cover-hard', 'Hard cover', 35),
      ]),
      row('fire-mods', 'Fire', [
        pct('fire-deep', 'Deep Target', 150),
        pct('fire-moving', 'Moving fire', 60),
        pct('fire-mounted', 'Mounted fire', 50),
        pct('fire-involuntary', 'Involuntary fire', 35),
        pct('fire-sharpshooter', 'Sharpshooters', 125),
      ]),
    ],
  },
  {
    id: 'melee',
    section: 'melee',
    title: 'Melee',
    note: 'Per-figure chance, then each factor multiplies the expected casualties of its side.',
    rows: [
      row('melee-base', 'Base', [
        pct('melee-rate', 'Per figure', 15, RATE_MAX),
        pct('melee-charging', 'Attacker is Charging', 150),
      ]),
      row('melee-terrain', 'Defender’s terrain', [
        pct('terrain-soft', 'Soft cover', 70),
        pct('terrain-hard', 'Hard cover', 50),
        pct('terrain-fort', 'Fortification', 35),
      ]),
      row('melee-mods', 'Situation', [
        pct('melee-mounted', 'Mounted cavalry attacking foot in the open', 130),
        pct('melee-square-hit', 'Mounted attacker against a square', 40),
        pct('melee-square-def', 'Square against mounted attacker', 130),
        pct('melee-flank', 'Flank or rear', 150),
        pct('melee-disordered', 'Side disordered', 50),
        pct('melee-skirmish', 'Side in skirmish order', 50),
      ]),
    ],
  },
  {
    id: 'morale',
    section: 'morale',
    title: 'Unit morale',
    note: 'Steady on 2d6 at or above the target; each band below it is one outcome worse.',
    rows: [
      row(
        'morale-base',
        'Base target',
        QUALITIES.map((q) => ({
          ...step(moraleBaseId(q.id), q.label, q.moraleTarget, 2, 13),
          format: 'plain' as const,
        })),
      ),
      row(
        'morale-checks',
        'Check type',
        MORALE_CHECKS.map((c) => step(checkStepId(c.id), c.label, c.step)),
      ),
      row('morale-casualties', 'Casualties', [
        step('cas-25', '25%', 1),
        step('cas-50', '50%', 2),
        step('cas-75', '75%', 3),
      ]),
      row('morale-mods', 'Modifiers and bands', [
        step('morale-general', 'General with Unit', -1),
        step('morale-disordered', 'Unit disordered', 1),
        step('morale-band', 'Band width', 2, 1, 4),
      ]),
    ],
  },
  ...ENCOUNTER_TABLES,
];
