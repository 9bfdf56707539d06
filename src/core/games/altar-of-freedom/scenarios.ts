/**
 * Altar of Freedom: the bundled scenarios and their loader. The JSON is validated by the schema
 * and the cross-reference checks before use, so a broken file is reported, never half-used.
 * Each scenario file is a chunk of its own, fetched only by the tools that read it
 * (`SCENARIO_DATA`, listed in the game module); the small index is always here.
 */
import index from '../../../../scenarios/altar-of-freedom/index.json' with { type: 'json' };
import { BundledData } from '../../shared/bundled-data.js';
import { parseWith } from '../../shared/index.js';
import type { ParseResult } from '../../shared/index.js';
import { checkScenario } from './scenario-check.js';
import { ScenarioIndexSchema, ScenarioSchema } from './schema.js';
import type { Scenario, ScenarioIndex, SpecialRule } from './schema.js';

/** The slugs of the four starter scenarios (Starter Scenario List, L2053–2097). */
export const SCENARIO_SLUGS = ['shiloh', 'antietam', 'champion-hill', 'cedar-creek'] as const;

/** One of `SCENARIO_SLUGS`. */
export type ScenarioSlug = (typeof SCENARIO_SLUGS)[number];

const DIR = 'scenarios/altar-of-freedom';

/** The four scenario files: fetch them (`SCENARIO_DATA.fetch()`) before reading a scenario. */
export const SCENARIO_DATA = new BundledData<ScenarioSlug>({
  shiloh: {
    path: `${DIR}/shiloh.json`,
    fetch: () =>
      import('../../../../scenarios/altar-of-freedom/shiloh.json', { with: { type: 'json' } }),
  },
  antietam: {
    path: `${DIR}/antietam.json`,
    fetch: () =>
      import('../../../../scenarios/altar-of-freedom/antietam.json', { with: { type: 'json' } }),
  },
  'champion-hill': {
    path: `${DIR}/champion-hill.json`,
    fetch: () =>
      import('../../../../scenarios/altar-of-freedom/champion-hill.json', {
        with: { type: 'json' },
      }),
  },
  'cedar-creek': {
    path: `${DIR}/cedar-creek.json`,
    fetch: () =>
      import('../../../../scenarios/altar-of-freedom/cedar-creek.json', {
        with: { type: 'json' },
      }),
  },
});

/** Whether `slug` names a bundled scenario. */
export function isScenarioSlug(slug: string): slug is ScenarioSlug {
  return (SCENARIO_SLUGS as readonly string[]).includes(slug);
}

/** Validates raw scenario data: the schema, then the cross-reference checks (`checkScenario`). */
export function parseScenario(raw: unknown): ParseResult<Scenario> {
  const parsed = parseWith(ScenarioSchema, raw);
  if (!parsed.ok) return parsed;
  const problems = checkScenario(parsed.value);
  if (problems.length > 0) {
    return { ok: false, issues: problems.map((message) => ({ path: '', message })) };
  }
  return parsed;
}

/**
 * The bundled scenario `slug`, validated (schema and references). An unknown slug, or a file
 * not fetched yet (`SCENARIO_DATA.fetch`), gives `ok: false` with one issue; it never throws.
 */
export function loadScenario(slug: string): ParseResult<Scenario> {
  if (!isScenarioSlug(slug)) {
    return {
      ok: false,
      issues: [{ path: '', message: `No Altar of Freedom scenario '${slug}'.` }],
    };
  }
  // Bundled data never changes: check each file once, not on every render that needs it.
  let result = LOADED.get(slug);
  if (result === undefined) {
    const raw = SCENARIO_DATA.read(slug);
    if (raw === undefined) {
      return {
        ok: false,
        issues: [{ path: '', message: `The scenario '${slug}' has not been loaded yet.` }],
      };
    }
    result = parseScenario(raw);
    LOADED.set(slug, result);
  }
  return result;
}

const LOADED = new Map<ScenarioSlug, ParseResult<Scenario>>();
let loadedIndex: ParseResult<ScenarioIndex> | undefined;

/** The scenario list (slug, title, date), validated. */
export function scenarioIndex(): ParseResult<ScenarioIndex> {
  loadedIndex ??= parseWith(ScenarioIndexSchema, index);
  return loadedIndex;
}

/** The machine-readable effect of a special rule, as the scenario data states it. */
export type SpecialEffect = NonNullable<SpecialRule['effect']>;

/**
 * The first special-rule effect of `kind` in bundled scenario `slug`, so that a tool's note reads
 * the scenario's own numbers; undefined when it has none or the scenario fails its checks.
 */
export function scenarioEffect<K extends SpecialEffect['kind']>(
  slug: ScenarioSlug,
  kind: K,
): Extract<SpecialEffect, { kind: K }> | undefined {
  const loaded = loadScenario(slug);
  if (!loaded.ok) return undefined;
  const effect = loaded.value.specialRules.find((r) => r.effect?.kind === kind)?.effect;
  return effect as Extract<SpecialEffect, { kind: K }> | undefined;
}

/** Turns as a note prints them: '1–3' for a run, '2' for one turn, else '1, 3'. */
export function turnsText(turns: readonly number[]): string {
  const first = turns[0];
  const last = turns[turns.length - 1];
  if (first === undefined || last === undefined) return '';
  if (first === last) return String(first);
  const run = turns.every((t, i) => t === first + i);
  return run ? `${first}–${last}` : turns.join(', ');
}
