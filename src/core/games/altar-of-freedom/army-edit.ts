/**
 * Altar of Freedom: the Army Builder's edits of a saved army (App. V). Pure: each edit takes the
 * army and returns a changed copy, so a view only keeps the current army and hands it on. Whether
 * the result keeps to the App. V limits is `priceArmy`'s job: a half-built army is a valid draft.
 */
import type { ArmySize } from './army-builder-data.js';
import {
  SAVED_ARMY_LIMITS,
  type SavedArmies,
  type SavedArmy,
  type SavedBrigade,
  type SavedDivision,
  type SavedGeneral,
} from './saved-armies.js';
import { ARTILLERY_SM } from './strength.js';
import { TRAITS } from './traits.js';

/** A brigade's arm in a built army. */
export type BrigadeArm = SavedBrigade['arm'];

/** The arms a built army's brigades may have, in the order the builder offers them. */
export const BRIGADE_ARMS: readonly BrigadeArm[] = ['infantry', 'cavalry', 'artillery'];

/** The words for each army size. */
export const SIZE_WORDS: Readonly<Record<ArmySize, string>> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** '1st', '2nd', '11th', '23rd': the default names of new divisions and brigades. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A new, empty small army: an army commander and nothing else. */
export function newArmy(id: string, updatedAt: string): SavedArmy {
  return { id, name: '', size: 'small', updatedAt, divisions: [], generals: [newGeneral()] };
}

function newGeneral(): SavedGeneral {
  return { name: '', pp: null, traits: [] };
}

/** The army's name as shown, or 'Unnamed army' while it has none. */
export function armyName(army: SavedArmy): string {
  const name = army.name.trim();
  return name === '' ? 'Unnamed army' : name;
}

/** A division's name as shown, or 'Division n' (1-based `i + 1`) while it has none. */
export function divisionName(division: SavedDivision, i: number): string {
  return division.name || `Division ${i + 1}`;
}

/** The army without its save time, to tell whether it changed since it was saved. */
export function armySnapshot(army: SavedArmy): string {
  return JSON.stringify({ ...army, updatedAt: '' });
}

/** `armies` with `army` first, in place of any saved army with its id. */
export function withSavedArmy(armies: readonly SavedArmy[], army: SavedArmy): SavedArmy[] {
  return [army, ...armies.filter((a) => a.id !== army.id)];
}

/** A link's armies added to the saved ones; a saved army with the same id is replaced. */
export function mergeSavedArmies(offered: SavedArmies, saved: SavedArmies): SavedArmies {
  const ids = new Set(offered.armies.map((a) => a.id));
  return { armies: [...offered.armies, ...saved.armies.filter((a) => !ids.has(a.id))] };
}

const replaceAt = <T>(list: readonly T[], i: number, change: (x: T) => T): T[] =>
  list.map((x, j) => (j === i ? change(x) : x));
const removeAt = <T>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);

/** Division `i` changed. */
export function setDivision(army: SavedArmy, i: number, change: Partial<SavedDivision>): SavedArmy {
  return { ...army, divisions: replaceAt(army.divisions, i, (d) => ({ ...d, ...change })) };
}

/** A new division at the end, named by its place ('4th Division'), with no brigades. */
export function addDivision(army: SavedArmy): SavedArmy {
  const name = `${ordinal(army.divisions.length + 1)} Division`;
  return { ...army, divisions: [...army.divisions, { name, brigades: [] }] };
}

/** Division `i` taken out, with its brigades. */
export function removeDivision(army: SavedArmy, i: number): SavedArmy {
  return { ...army, divisions: removeAt(army.divisions, i) };
}

/** A brigade of `arm` added to division `i`, named by its place, at SM 0. */
export function addBrigade(army: SavedArmy, i: number, arm: BrigadeArm): SavedArmy {
  return {
    ...army,
    divisions: replaceAt(army.divisions, i, (d) => ({
      ...d,
      brigades: [...d.brigades, { name: `${ordinal(d.brigades.length + 1)} Brigade`, arm, sm: 0 }],
    })),
  };
}

/** Brigade `k` of division `i` changed; artillery always has SM 0 (App. V step 6). */
export function setBrigade(
  army: SavedArmy,
  i: number,
  k: number,
  change: Partial<SavedBrigade>,
): SavedArmy {
  const fix = (b: SavedBrigade): SavedBrigade => {
    const next = { ...b, ...change };
    return next.arm === 'artillery' ? { ...next, sm: ARTILLERY_SM } : next;
  };
  return {
    ...army,
    divisions: replaceAt(army.divisions, i, (d) => ({
      ...d,
      brigades: replaceAt(d.brigades, k, fix),
    })),
  };
}

/** Brigade `k` of division `i` taken out. */
export function removeBrigade(army: SavedArmy, i: number, k: number): SavedArmy {
  return {
    ...army,
    divisions: replaceAt(army.divisions, i, (d) => ({ ...d, brigades: removeAt(d.brigades, k) })),
  };
}

/** General `i` changed (0 is the army commander). */
export function setGeneral(army: SavedArmy, i: number, change: Partial<SavedGeneral>): SavedArmy {
  return { ...army, generals: replaceAt(army.generals, i, (g) => ({ ...g, ...change })) };
}

/** A corps general added, with no name, PP or traits yet. */
export function addCorpsGeneral(army: SavedArmy): SavedArmy {
  return { ...army, generals: [...army.generals, newGeneral()] };
}

/** Corps general `i` taken out; the army commander (0) stays. */
export function removeGeneral(army: SavedArmy, i: number): SavedArmy {
  return i === 0 ? army : { ...army, generals: removeAt(army.generals, i) };
}

/** The trait `id` given to general `i`; unchanged for an unknown trait or one he has. */
export function addTrait(army: SavedArmy, i: number, id: string): SavedArmy {
  const trait = TRAITS.find((t) => t.id === id);
  const g = army.generals[i];
  if (trait === undefined || g === undefined || g.traits.includes(trait.id)) return army;
  return setGeneral(army, i, { traits: [...g.traits, trait.id] });
}

/** The trait `id` taken from general `i`. */
export function removeTrait(army: SavedArmy, i: number, id: string): SavedArmy {
  const g = army.generals[i];
  return g ? setGeneral(army, i, { traits: g.traits.filter((t) => t !== id) }) : army;
}

/**
 * A general's PP as typed: null for an empty field, the number when it is whole and within what
 * a saved army holds, or why it is refused.
 */
export function readPp(text: string): { pp: number | null } | { error: string } {
  const t = text.trim();
  if (t === '') return { pp: null };
  const n = Number(t);
  if (Number.isInteger(n) && n >= 0 && n <= SAVED_ARMY_LIMITS.ppMax) return { pp: n };
  return { error: `PP must be a whole number from 0 to ${SAVED_ARMY_LIMITS.ppMax}.` };
}
