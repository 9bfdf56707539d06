/**
 * Altar of Freedom: the generals' Priority Points and personality traits, as the player enters
 * them. The rulebook prints every starter-scenario general on a card that did not survive in the
 * text (spec G1, ruling G1), so these values are the player's, never the book's: they are kept
 * as user data, checked for well-formedness (the Army Builder's limits are for built armies,
 * ruling A52), and read back by the tools with
 * `generalRating`, which says where each value came from.
 */
import * as v from 'valibot';
import { boundedArray } from '../../shared/schema-limits.js';
import { userDataKind } from '../../shared/user-data.js';
import { META } from './meta.js';
import { armyGenerals } from './oob.js';
import { SCENARIO_SLUGS, isScenarioSlug, loadScenario } from './scenarios.js';
import type { ScenarioSlug } from './scenarios.js';
import type { Army, General, Scenario, Side } from './schema.js';
import { TRAIT_IDS } from './trait-ids.js';
import type { TraitId } from './trait-ids.js';
import { TRAITS } from './traits.js';

/** What the player entered for one general; null where nothing is entered yet. */
export interface GeneralRatingEntry {
  readonly pp: number | null;
  readonly traits: readonly TraitId[] | null;
}

/** Entered ratings: per scenario slug, per general id. */
export type GeneralRatings = {
  readonly [S in ScenarioSlug]?: Readonly<Record<string, GeneralRatingEntry>>;
};

/** Where a value comes from: the rulebook, the player, or nowhere yet. */
export type RatingSource = 'rulebook' | 'player' | 'missing';

/** A general's PP and traits for a scenario, with where each came from. */
export interface GeneralRating {
  readonly general: General;
  readonly side: Side;
  /** His PP rating; null while neither printed nor entered. */
  readonly pp: number | null;
  readonly ppSource: RatingSource;
  /** His traits; empty while neither printed nor entered (see `traitsSource`). */
  readonly traits: readonly TraitId[];
  readonly traitsSource: RatingSource;
}

/** An inclusive range of PP with its rule reference. */
export interface PpRange {
  readonly min: number;
  readonly max: number;
  readonly rule: string;
}

/**
 * The PP a historical scenario's general may be entered with. The Army Builder's limits (at least
 * 2 PP, a pool of 3 per division plus a D6 per general, 1–3 traits; App. V steps 4–5) are for
 * built armies, not for the printed cards of a scenario (ruling A52), so any whole number from 0
 * is accepted; 99 is the app's own bound on what can be typed or imported, not a rule.
 */
export const SCENARIO_PP_RANGE: PpRange = { min: 0, max: 99, rule: 'ruling A52' };

function entrySchema(general: General) {
  const who = general.name;
  const range = SCENARIO_PP_RANGE;
  const ppMessage = `${who}: PP must be a whole number from ${range.min} to ${range.max} (${range.rule}).`;
  return v.strictObject(
    {
      pp: v.nullable(
        v.pipe(
          v.number(ppMessage),
          v.integer(ppMessage),
          v.minValue(range.min, ppMessage),
          v.maxValue(range.max, ppMessage),
        ),
      ),
      traits: v.nullable(
        v.pipe(
          boundedArray(
            v.picklist(TRAIT_IDS, `${who}: not one of the 26 traits.`),
            TRAIT_IDS.length,
          ),
          v.check((list) => new Set(list).size === list.length, `${who}: a trait is listed twice.`),
        ),
      ),
    },
    `${who}: only pp and traits can be entered.`,
  );
}

function scenarioSchema(scenario: Scenario) {
  const entries: Record<string, v.OptionalSchema<ReturnType<typeof entrySchema>, undefined>> = {};
  for (const army of scenario.armies) {
    for (const { general } of armyGenerals(army)) {
      entries[general.id] = v.optional(entrySchema(general));
    }
  }
  return v.strictObject(entries, `Not a general of ${scenario.title}.`);
}

function loaded(slug: string): Scenario {
  const result = loadScenario(slug);
  if (!result.ok) throw new RangeError(`Scenario '${slug}' does not load.`);
  return result.value;
}

let schemaCache: v.GenericSchema<unknown, GeneralRatings> | undefined;

/** The schema of entered ratings, built on first use from the bundled scenarios. */
function ratingsSchema(): v.GenericSchema<unknown, GeneralRatings> {
  schemaCache ??= v.strictObject(
    Object.fromEntries(
      SCENARIO_SLUGS.map((slug) => [slug, v.optional(scenarioSchema(loaded(slug)))]),
    ),
    'Not one of the four starter scenarios.',
  ) as unknown as v.GenericSchema<unknown, GeneralRatings>;
  return schemaCache;
}

/**
 * The user-data kind of entered general ratings: export, import and link sharing check every
 * value (known scenario and general, PP within `SCENARIO_PP_RANGE`, distinct traits; ruling A52).
 */
export const GENERAL_RATINGS_KIND = userDataKind(
  META.slug,
  'general-ratings',
  'general ratings',
  v.lazy(() => ratingsSchema()),
  (): GeneralRatings => ({}),
);

/** Finds a general of `scenario` and his army. */
function findGeneral(
  scenario: Scenario,
  generalId: string,
): { general: General; army: Army } | null {
  for (const army of scenario.armies) {
    const found = armyGenerals(army).find((g) => g.general.id === generalId);
    if (found) return { general: found.general, army };
  }
  return null;
}

/**
 * Checks one entry for a general of `scenario` before it is saved: the problems, as messages
 * naming the general and the rule (empty when the entry is fine).
 */
export function checkGeneralRating(
  scenario: Scenario,
  generalId: string,
  entry: GeneralRatingEntry,
): string[] {
  const found = findGeneral(scenario, generalId);
  if (found === null) return [`${scenario.title} has no general '${generalId}'.`];
  const result = v.safeParse(entrySchema(found.general), entry);
  return result.success ? [] : [...new Set(result.issues.map((i) => i.message))];
}

/**
 * Notes on traits that do nothing for this general's role: the army-commander traits on a
 * subordinate (ruling A28), and the subordinate traits on the army commander.
 */
export function traitRoleNotes(
  role: General['role'],
  traits: readonly TraitId[],
): { readonly trait: TraitId; readonly text: string; readonly rule: string }[] {
  const notes: { trait: TraitId; text: string; rule: string }[] = [];
  for (const id of traits) {
    const trait = TRAITS.find((t) => t.id === id);
    if (trait === undefined) continue;
    if (trait.scope === 'army' && role !== 'army') {
      notes.push({
        trait: id,
        text: `${trait.name} counts only for the army commander; it has no effect here.`,
        rule: `${trait.rule}; ruling A28`,
      });
    } else if (trait.scope === 'corps' && role === 'army') {
      notes.push({
        trait: id,
        text: `${trait.name} concerns a subordinate general; it has no effect on the army commander.`,
        rule: trait.rule,
      });
    }
  }
  return notes;
}

/**
 * `data` with the entry of `generalId` in scenario `slug` replaced (null or an empty entry
 * removes it). Returns a new object; `data` is not changed.
 */
export function withGeneralRating(
  data: GeneralRatings,
  slug: ScenarioSlug,
  generalId: string,
  entry: GeneralRatingEntry | null,
): GeneralRatings {
  const empty = entry === null || (entry.pp === null && entry.traits === null);
  const current = Object.entries(data[slug] ?? {}).filter(([id]) => id !== generalId);
  if (!empty) {
    current.push([
      generalId,
      { pp: entry.pp, traits: entry.traits === null ? null : [...entry.traits] },
    ]);
  }
  const others = Object.entries(data).filter(([s]) => s !== slug);
  if (current.length > 0) others.push([slug, Object.fromEntries(current)]);
  return Object.fromEntries(others);
}

/**
 * A general's PP and traits for a scenario (a `Scenario` or its slug): the rulebook's value where
 * one is printed, otherwise the player's entry in `data`, otherwise missing. Null when the
 * scenario or general does not exist. Pure; for the tracker, turn clock and fate tools.
 */
export function generalRating(
  data: GeneralRatings | undefined,
  scenario: Scenario | string,
  generalId: string,
): GeneralRating | null {
  let s: Scenario;
  if (typeof scenario === 'string') {
    const result = loadScenario(scenario);
    if (!result.ok) return null;
    s = result.value;
  } else s = scenario;
  const found = findGeneral(s, generalId);
  if (found === null) return null;
  const { general, army } = found;
  const entry = isScenarioSlug(s.slug) ? data?.[s.slug]?.[generalId] : undefined;
  const pp =
    general.pp !== null
      ? { pp: general.pp, ppSource: 'rulebook' as const }
      : entry?.pp != null
        ? { pp: entry.pp, ppSource: 'player' as const }
        : { pp: null, ppSource: 'missing' as const };
  const traits =
    general.traits !== null
      ? { traits: general.traits, traitsSource: 'rulebook' as const }
      : entry?.traits != null
        ? { traits: entry.traits, traitsSource: 'player' as const }
        : { traits: [], traitsSource: 'missing' as const };
  return { general, side: army.side, ...pp, ...traits };
}
