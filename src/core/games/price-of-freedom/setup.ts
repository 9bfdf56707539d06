/**
 * The Price of Freedom: the bundled set-up and commander data and their loaders. The JSON is
 * validated by the schemas and the cross-reference checks before use, so a broken file is
 * reported, never half-used.
 */
import { BundledData } from '../../shared/bundled-data.js';
import { parseWith } from '../../shared/index.js';
import type { ParseResult } from '../../shared/index.js';
import { CommandersFileSchema, SetupSchema } from './schema.js';
import type { Commander, Setup } from './schema.js';
import { checkSetup } from './setup-check.js';

/**
 * The set-up and commander files, each a chunk of its own: fetched (`GAME_DATA.fetch()`) by the
 * tools that read them (listed in the game module), before `loadGameData`.
 */
export const GAME_DATA = new BundledData<'setup' | 'commanders'>({
  setup: {
    path: 'scenarios/price-of-freedom/setup.json',
    fetch: () =>
      import('../../../../scenarios/price-of-freedom/setup.json', { with: { type: 'json' } }),
  },
  commanders: {
    path: 'scenarios/price-of-freedom/commanders.json',
    fetch: () =>
      import('../../../../scenarios/price-of-freedom/commanders.json', { with: { type: 'json' } }),
  },
});

/** The game's data: its set-up and its 25 commanders. */
export interface GameData {
  readonly setup: Setup;
  readonly commanders: readonly Commander[];
}

/** Validates raw set-up and commander data: the schemas, then the cross-reference checks. */
export function parseGameData(rawSetup: unknown, rawCommanders: unknown): ParseResult<GameData> {
  const setup = parseWith(SetupSchema, rawSetup);
  if (!setup.ok) return setup;
  const commanders = parseWith(CommandersFileSchema, rawCommanders);
  if (!commanders.ok) {
    return {
      ok: false,
      issues: commanders.issues.map((i) => ({ ...i, path: `commanders.${i.path}` })),
    };
  }
  const problems = checkSetup(setup.value, commanders.value.commanders);
  if (problems.length > 0) {
    return { ok: false, issues: problems.map((message) => ({ path: '', message })) };
  }
  return { ok: true, value: { setup: setup.value, commanders: commanders.value.commanders } };
}

/**
 * The bundled data (§8; commander counters as far as the text reveals them), once fetched
 * (`GAME_DATA.fetch()`); before that, `ok: false` with one issue. Never throws.
 */
export function loadGameData(): ParseResult<GameData> {
  const setup = GAME_DATA.read('setup');
  const commanders = GAME_DATA.read('commanders');
  if (setup === undefined || commanders === undefined) {
    return { ok: false, issues: [{ path: '', message: 'The game data has not been loaded yet.' }] };
  }
  // Bundled data never changes: check it once, not on every render that needs it.
  loaded ??= parseGameData(setup, commanders);
  return loaded;
}

let loaded: ParseResult<GameData> | undefined;
