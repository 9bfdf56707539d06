/**
 * Altar of Freedom: armies built with the Army Builder (App. V, L1929–2052) as the player saves,
 * exports and imports them. The schema checks shape and the values each field can hold; whether
 * an army keeps to the App. V limits is `priceArmy`'s job, so a half-built army can be saved.
 */
import * as v from 'valibot';
import {
  SCHEMA_LIMITS,
  boundedArray,
  boundedString,
  plainText,
} from '../../shared/schema-limits.js';
import { userDataKind } from '../../shared/user-data.js';
import { ARMY_LIMITS, ARMY_SIZES } from './army-builder-data.js';
import type { ArmySelection } from './army-builder.js';
import { SM_MAX, SM_MIN } from './strength.js';
import { META } from './meta.js';
import { TRAIT_IDS } from './trait-ids.js';

const most = (pick: (l: (typeof ARMY_LIMITS)[number]) => number) =>
  Math.max(...ARMY_LIMITS.map(pick));

/** Size caps of a saved army: the largest App. V limits (L1953–1992), plus room while editing. */
export const SAVED_ARMY_LIMITS = {
  armies: 100,
  divisions: most((l) => l.divisions.max) + 5,
  brigadesPerDivision: 12,
  generals: most((l) => l.corpsGenerals.max + l.armyGenerals.max) + 3,
  traits: TRAIT_IDS.length,
  ppMax: 999,
} as const;

/** A name the player types: plain text (no `<` or `>`). */
const name = (what: string) => plainText(SCHEMA_LIMITS.text, what);

/** A brigade: its name, arm and Strength Modifier (App. V step 6, L2013–2018). */
export const SavedBrigadeSchema = v.strictObject({
  name: name('A brigade’s name'),
  arm: v.picklist(
    ['infantry', 'cavalry', 'artillery'],
    'Arm must be infantry, cavalry or artillery.',
  ),
  sm: v.pipe(
    v.number(),
    v.integer('SM must be a whole number.'),
    v.minValue(SM_MIN, `SM must be ${SM_MIN} to +${SM_MAX}.`),
    v.maxValue(SM_MAX, `SM must be ${SM_MIN} to +${SM_MAX}.`),
  ),
});

/** A division: its name, brigades, and whether it is nominated exceptional (optional, App. IV). */
export const SavedDivisionSchema = v.strictObject({
  name: name('A division’s name'),
  brigades: boundedArray(SavedBrigadeSchema, SAVED_ARMY_LIMITS.brigadesPerDivision),
  exceptional: v.optional(v.boolean('Exceptional must be true or false.')),
});

/** A general: name, PP (null until assigned) and traits (App. V steps 4–5). */
export const SavedGeneralSchema = v.strictObject({
  name: name('A general’s name'),
  pp: v.nullable(
    v.pipe(
      v.number(),
      v.integer('PP must be a whole number.'),
      v.minValue(0, 'PP cannot be negative.'),
      v.maxValue(SAVED_ARMY_LIMITS.ppMax),
    ),
  ),
  traits: v.pipe(
    boundedArray(v.picklist(TRAIT_IDS, 'Not one of the 26 traits.'), SAVED_ARMY_LIMITS.traits),
    v.check((list) => new Set(list).size === list.length, 'A trait is listed twice.'),
  ),
});

/** One saved army. `generals[0]` is the army commander; the rest are corps generals. */
export const SavedArmySchema = v.strictObject({
  id: boundedString(SCHEMA_LIMITS.id),
  name: name('The army’s name'),
  size: v.picklist(ARMY_SIZES, 'Size must be small, medium or large.'),
  updatedAt: v.pipe(v.string(), v.maxLength(40), v.isoTimestamp('Expected an ISO 8601 date-time.')),
  divisions: boundedArray(SavedDivisionSchema, SAVED_ARMY_LIMITS.divisions),
  generals: v.pipe(
    boundedArray(SavedGeneralSchema, SAVED_ARMY_LIMITS.generals),
    v.minLength(1, 'An army needs its army commander.'),
  ),
});

/** All saved armies, ids unique. */
export const SavedArmiesSchema = v.strictObject({
  armies: v.pipe(
    boundedArray(SavedArmySchema, SAVED_ARMY_LIMITS.armies),
    v.check(
      (list) => new Set(list.map((a) => a.id)).size === list.length,
      'Two armies have the same id.',
    ),
  ),
});

/** A saved army. */
export type SavedArmy = v.InferOutput<typeof SavedArmySchema>;
/** A saved army's brigade. */
export type SavedBrigade = v.InferOutput<typeof SavedBrigadeSchema>;
/** A saved army's division. */
export type SavedDivision = v.InferOutput<typeof SavedDivisionSchema>;
/** A saved army's general. */
export type SavedGeneral = v.InferOutput<typeof SavedGeneralSchema>;
/** Every saved army. */
export type SavedArmies = v.InferOutput<typeof SavedArmiesSchema>;

/** The user-data kind of saved armies (export, import, links). */
export const SAVED_ARMIES_KIND = userDataKind(
  META.slug,
  'armies',
  'saved armies',
  SavedArmiesSchema,
  (): SavedArmies => ({ armies: [] }),
);

/** What `priceArmy` needs from a saved army: corps generals are all generals but the first. */
export function armySelection(army: SavedArmy): ArmySelection {
  return {
    size: army.size,
    corpsGenerals: Math.max(0, army.generals.length - 1),
    divisions: army.divisions.map((d) => ({
      brigades: d.brigades.map((b) => ({ arm: b.arm, sm: b.sm })),
      exceptional: d.exceptional === true,
    })),
    generals: army.generals.map((g) => ({ pp: g.pp, traits: g.traits.length })),
  };
}
