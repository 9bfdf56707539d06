/** The bundled Price of Freedom data, for the tests that read it. */
import { loadGameData } from '../../../../src/core/games/price-of-freedom/setup.js';
import type { GameData } from '../../../../src/core/games/price-of-freedom/setup.js';

/** The bundled set-up and commanders (§8), validated; throws when they are not. */
export function data(): GameData {
  const loaded = loadGameData();
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value;
}

/** A deep copy of JSON data, to damage without touching the original. */
export const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
