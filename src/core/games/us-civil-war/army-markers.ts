/**
 * The U.S. Civil War's optional rules the tracker can switch on (22.1 Political Restrictions to
 * Strategic Movement, 22.4 Army Markers) and the Army markers themselves: only a stack with a 3-
 * or 4-star General may use one (22.4); the counter mix is the limit, but the rulebook does not
 * say how many there are, so the players enter their own count; an Army may have high morale
 * (22.5), lost when it loses a battle (22.5.4). Pure.
 */
import { SIDES, type Side } from './sides.js';

/** The optional rules the tracker keeps, with their names and places. */
export const OPTIONAL_RULES = {
  political: { name: 'Political Restrictions to Strategic Movement', rule: '22.1' },
  armies: { name: 'Army Markers (and Army Morale)', rule: '22.4, 22.5' },
} as const;
export type OptionalRule = keyof typeof OPTIONAL_RULES;
export type OptionalRules = Readonly<Record<OptionalRule, boolean>>;

/** No optional rule in use. */
export const noOptionalRules = (): OptionalRules => ({ political: false, armies: false });

/**
 * The fewest stars of the General a stack needs to use an Army marker (22.4), the most a General
 * has (7.2); and sanity bounds, not rules: a General's name, the markers a side's counters hold.
 */
export const ARMY_LIMITS = { minStars: 3, maxStars: 4, nameMax: 40, supplyMax: 12 } as const;

/** An Army marker on the map, named after the General of its stack. */
export interface ArmyMarker {
  readonly id: string;
  readonly side: Side;
  readonly general: string;
  readonly stars: number;
  /** Flipped to its high-morale side (22.5.1). */
  readonly high: boolean;
}

/** The Army markers on the map, and how many each side's counters supply (null: not entered). */
export interface ArmyMarkers {
  readonly list: readonly ArmyMarker[];
  readonly supplied: Readonly<Record<Side, number | null>>;
  readonly next: number;
}

/** No Army marker placed, and no count entered. */
export const noArmies = (): ArmyMarkers => ({
  list: [],
  supplied: { union: null, confederate: null },
  next: 1,
});

/** The tracker's changes of the optional rules and of the Army markers. */
export type ArmyEvent =
  | { readonly type: 'optional'; readonly rule: OptionalRule; readonly on: boolean }
  | { readonly type: 'army-place'; readonly army: Pick<ArmyMarker, 'side' | 'general' | 'stars'> }
  | { readonly type: 'army-morale'; readonly id: string; readonly high: boolean }
  | { readonly type: 'army-remove'; readonly id: string }
  | { readonly type: 'army-supply'; readonly side: Side; readonly count: number };

/** The Armies with one placed for `side`'s stack led by `general` of `stars`; throws when refused. */
export function placeArmy(a: ArmyMarkers, side: Side, general: string, stars: number): ArmyMarkers {
  const name = general.trim();
  if (name === '' || name.length > ARMY_LIMITS.nameMax)
    throw new RangeError(`Name the stack’s General (up to ${ARMY_LIMITS.nameMax} letters).`);
  if (!Number.isInteger(stars) || stars < 1 || stars > ARMY_LIMITS.maxStars)
    throw new RangeError(`A General has 1 to ${ARMY_LIMITS.maxStars} stars.`);
  if (stars < ARMY_LIMITS.minStars)
    throw new RangeError(
      `Only a stack with a ${ARMY_LIMITS.minStars}- or ${ARMY_LIMITS.maxStars}-star General may use an Army marker (22.4).`,
    );
  const mine = a.list.filter((x) => x.side === side);
  if (mine.some((x) => x.general.toLowerCase() === name.toLowerCase()))
    throw new RangeError(`${name}’s stack has an Army marker already.`);
  const limit = a.supplied[side];
  if (limit !== null && mine.length >= limit)
    throw new RangeError(
      `All ${limit} ${SIDES[side]} Army markers are on the map: the counters are the limit (22.4).`,
    );
  return {
    ...a,
    list: [...a.list, { id: `a${a.next}`, side, general: name, stars, high: false }],
    next: a.next + 1,
  };
}

/** The Army `id`, or a RangeError. */
export function armyById(a: ArmyMarkers, id: string): ArmyMarker {
  const x = a.list.find((m) => m.id === id);
  if (!x) throw new RangeError('No such Army marker is on the map.');
  return x;
}

/** The Armies with `id` flipped to high morale or back (22.5.1, 22.5.4). */
export function setArmyMorale(a: ArmyMarkers, id: string, high: boolean): ArmyMarkers {
  armyById(a, id);
  return { ...a, list: a.list.map((x) => (x.id === id ? { ...x, high } : x)) };
}

/** The Armies with `id` taken off the map (at any time, 22.4). */
export function removeArmy(a: ArmyMarkers, id: string): ArmyMarkers {
  armyById(a, id);
  return { ...a, list: a.list.filter((x) => x.id !== id) };
}

/** The Armies with `side`'s supply set to `count` from its counters; never below those placed. */
export function setArmySupply(a: ArmyMarkers, side: Side, count: number): ArmyMarkers {
  const placed = a.list.filter((x) => x.side === side).length;
  if (!Number.isInteger(count) || count < 0 || count > ARMY_LIMITS.supplyMax)
    throw new RangeError(`Enter 0 to ${ARMY_LIMITS.supplyMax} Army markers.`);
  if (count < placed)
    throw new RangeError(
      `${placed} ${SIDES[side]} Army markers are on the map; remove some first.`,
    );
  return { ...a, supplied: { ...a.supplied, [side]: count } };
}
