/**
 * The U.S. Civil War: the terrain effects the rulebook scatters over its rules, gathered (its
 * Terrain Effects Chart is on the player aid card, not in the rulebook): movement costs (5.3),
 * the defender's battle modifier (11.4), the attrition modifier (13.2.2). Reaction modifiers are
 * in `reaction-data.ts`. Minus signs lost from the text copy are restored. Data only.
 */

/** A hex's terrain. `mp` null: it may not be entered. */
export interface TerrainHex {
  readonly id: string;
  readonly name: string;
  readonly mp: number | null;
  /** Cost when the move follows a Road or Railroad, where that differs. */
  readonly mpAlongRoad?: number;
  /** The defender's battle modifier, when an attack goes into or out of the hex. */
  readonly battle: number;
  /** Added to the attrition roll of a Foraging stack in the hex. */
  readonly attrition: number;
  readonly rule: string;
  /** A short note in the app's words. */
  readonly note?: string;
}

/** A hexside. `mp` is added to the cost of the hex entered across it. */
export interface TerrainHexside {
  readonly id: string;
  readonly name: string;
  readonly mp: number;
  /** The defender's battle modifier when the attack crosses it. */
  readonly battle: number;
  readonly rule: string;
  readonly note?: string;
}

/** Hexes (5.3, 5.6, 11.4, 13.2.2). */
export const TERRAIN_HEXES: readonly TerrainHex[] = [
  { id: 'clear', name: 'Clear', mp: 1, battle: 0, attrition: 0, rule: '5.3' },
  { id: 'woods', name: 'Woods', mp: 1, battle: 0, attrition: 1, rule: '5.3, 13.2.2' },
  {
    id: 'marsh',
    name: 'Marsh',
    mp: 2,
    mpAlongRoad: 1,
    battle: 1,
    attrition: 2,
    rule: '5.3, 11.4, 13.2.2',
    note: 'The battle modifier counts for attacks into or out of it.',
  },
  { id: 'mountain', name: 'Mountain hex', mp: 1, battle: 0, attrition: 2, rule: '5.6, 13.2.2' },
  { id: 'swamp', name: 'Swamp', mp: null, battle: 0, attrition: 0, rule: '5.3' },
  {
    id: 'non-playable',
    name: 'Non-playable hex',
    mp: null,
    battle: 0,
    attrition: 0,
    rule: '5.3',
    note: 'Reached only by Naval Transport.',
  },
];

/** Hexsides and lines (5.3, 5.4, 11.4). */
export const TERRAIN_HEXSIDES: readonly TerrainHexside[] = [
  {
    id: 'minor-river',
    name: 'Minor River',
    mp: 1,
    battle: 1,
    rule: '5.3, 11.4',
    note: 'No extra cost where a Road or Railroad bridges it; a river running through a hex is ignored.',
  },
  {
    id: 'navigable-river',
    name: 'Navigable River',
    mp: 1,
    battle: 1,
    rule: '5.3, 5.8, 11.4',
    note: 'Costs one more under enemy Naval Control, and then only 1 SP (and Generals) may cross in an activation.',
  },
  {
    id: 'ferry',
    name: 'Railroad Ferry',
    mp: 1,
    battle: 1,
    rule: '5.3, 5.4',
    note: 'Unbridged for movement and reactions; joined for supply and rail; unusable under enemy Naval Control.',
  },
  { id: 'mountain-side', name: 'Mountain hexside', mp: 1, battle: 1, rule: '5.3, 11.4' },
  { id: 'pass', name: 'Mountain Pass or Rail Gap', mp: 0, battle: 1, rule: '5.3, 11.4' },
  {
    id: 'railroad',
    name: 'Railroad followed',
    mp: 0,
    battle: 0,
    rule: '5.3, 5.4',
    note: 'Each hex along it costs 1 MP and its river and mountain hexsides cost nothing more.',
  },
];
