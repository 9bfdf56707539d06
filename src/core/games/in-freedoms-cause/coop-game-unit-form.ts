/**
 * In Freedom's Cause: the coop/solo game's unit form: the game master adds a unit to an encounter
 * (one added by hand, or one the generator gave) or changes one of its units, in the rulebook's
 * words; "keep" leaves a value as it is.
 */
import type { FormValues } from '../../shared/tracker-form.js';
import {
  ENEMY_SIZES,
  ENEMY_TYPES,
  formationText,
  type EnemySize,
  type EnemyType,
} from './encounter-vocab.js';
import { encounterName } from './coop-game-logs.js';
import { unitText } from './encounter-text.js';
import type { EnemyUnit } from './encounter-types.js';
import { QUALITIES, type QualityId } from './quality.js';
import { FORMATION_LABELS, type Formation } from './troop-types.js';
import {
  KEEP,
  select,
  has,
  opts,
  str,
  type CoopFormPanel,
  type CoopState,
  type Option,
} from './coop-game-forms.js';
import { keysOf } from '../../shared/keys-of.js';

type S = CoopState;

const unitTargets = (s: S): Option[] =>
  s.encounters.flatMap((e) => [
    { value: `new:${e.id}`, label: `${encounterName(e)}: a new unit` },
    ...e.units.map((u, i) => ({
      value: `${e.id}:${String(i)}`,
      label: `${encounterName(e)}, unit ${String(i + 1)}: ${unitText(u)}`,
    })),
  ]);

function unitChange(v: FormValues): Partial<{ -readonly [K in keyof EnemyUnit]: EnemyUnit[K] }> {
  const u: Partial<{ -readonly [K in keyof EnemyUnit]: EnemyUnit[K] }> = {};
  const [type, size, quality, formation, line] = [
    'type',
    'size',
    'quality',
    'formation',
    'line',
  ].map((k) => str(v, k));
  if (has(ENEMY_TYPES, type ?? '')) u.type = type as EnemyType;
  if (has(ENEMY_SIZES, size ?? '')) u.size = size as EnemySize;
  if (has(QUALITIES, quality ?? '')) u.quality = quality as QualityId;
  if (formation && formation in FORMATION_LABELS) u.formation = formation as Formation;
  if (line === 'front' || line === 'second') u.line = line;
  if (line === 'none') u.line = null;
  return u;
}

const FORMATION_OPTIONS: readonly Option[] = keysOf(FORMATION_LABELS).map((f) => ({
  value: f,
  label: formationText(f),
}));

const PLACES: readonly Option[] = [
  { value: 'front', label: 'Front line' },
  { value: 'second', label: 'Behind the front line' },
  { value: 'none', label: 'Not in a line' },
];

/** Adding a unit to an encounter, or changing one of its units. */
export const UNIT_FORM: CoopFormPanel = {
  kind: 'form',
  id: 'unit-h',
  title: 'Add or change a unit',
  form: (s) =>
    s.encounters.length > 0
      ? {
          note: 'A new unit needs its troop type, size class and quality; a changed one keeps what you leave as it is.',
          submit: 'Save the unit',
          fields: [
            select('target', 'Unit', unitTargets(s)),
            select('type', 'Troop type', [KEEP, ...opts(ENEMY_TYPES)]),
            select('size', 'Size class', [KEEP, ...opts(ENEMY_SIZES)]),
            select('quality', 'Quality', [KEEP, ...opts(QUALITIES)]),
            select('formation', 'Formation', [KEEP, ...FORMATION_OPTIONS]),
            select('line', 'Place', [KEEP, ...PLACES]),
          ],
        }
      : null,
  submit: (v) => {
    const [where, which] = str(v, 'target').split(':');
    const unit = unitChange(v);
    if (where === 'new') {
      const { type, size, quality } = unit;
      if (!type || !size || !quality)
        return { problem: 'A new unit needs its troop type, size class and quality.' };
      const formation = unit.formation ?? (type === 'artillery' ? 'limbered' : 'column');
      const full: EnemyUnit = {
        type,
        size,
        quality,
        formation,
        line: unit.line ?? null,
        brigade: 1,
      };
      return { event: { type: 'add-unit', id: which ?? '', unit: full }, says: 'Unit added.' };
    }
    if (Object.keys(unit).length === 0) return { problem: 'Choose something to change.' };
    return {
      event: { type: 'edit-unit', id: where ?? '', index: Number(which), unit },
      says: 'Unit changed.',
    };
  },
};
