/**
 * The U.S. Civil War: every number the rulebook prints about reinforcements and the Confederate
 * economy (rules 14.1–14.5, 3.1, 21.9, 22.2, S1.3), written once. The Blockade Table and the
 * Random States Table are on the player aid card, not in the rulebook: the tools ask for what
 * the player reads there.
 */

/** Build points per SP built (14.3.1). */
export const BP_PER_SP = 10;

/** The Maintenance Cost at the start of every scenario (14.3.4). */
export const MAINTENANCE_START = 10;

/** What a "+2M" Blockade result adds to Maintenance, at once and for good (14.4.5). */
export const INFLATION = 2;

/** The SPs a winter turn takes off the Confederate reinforcements (14.1.2). */
export const WINTER_CUT = 10;

/** BPs per Objective Hex the Confederacy controls in a Border State, and the cap per state (14.3.3). */
export const BORDER = { perHex: 3, maxPerState: 9 } as const;

/** The two Border States whose Objective Hexes give BPs (14.3.3). */
export const BORDER_BP_STATES = [
  { id: 'ky', name: 'Kentucky' },
  { id: 'mo', name: 'Missouri' },
] as const;

/** BPs of Resource Hexes printed on the map (14.3.2). */
export const RESOURCE_BP_TOTAL = 100;

/**
 * Resource Hexes: the least value the Union can burn down from Turn 9 (6.4.1), and what a burned
 * hex gives the Confederacy when he regains it (6.4.2).
 */
export const BURNED_HEX = { minValue: 2, recapturedBp: 1 } as const;

/** The Confederate Heartland, whose Resource Hexes the Union may burn down from 1863 (6.4.1). */
export const HEARTLAND_STATES = ['Mississippi', 'Alabama', 'Georgia', 'South Carolina'] as const;

/** No Resource Hex may grow past this many times its printed value (14.5). */
export const ARSENAL_CAP_TIMES = 3;

/** Confederate placement: SPs to the Trans-Mississippi first, and at most this many per state (14.3.5). */
export const CSA_PLACEMENT = { transMississippi: 1, perState: 2 } as const;

/** The three Blockade Zones, each rolled once a turn with one die (14.4.1). */
export const BLOCKADE_ZONES = [
  { id: 'na', name: 'North Atlantic' },
  { id: 'sa', name: 'South Atlantic' },
  { id: 'gulf', name: 'Gulf' },
] as const;

export type BlockadeZone = (typeof BLOCKADE_ZONES)[number]['id'];

/** The die rolled for each Blockade Zone (14.4.1). */
export const BLOCKADE_DIE = { count: 1, sides: 6 } as const;

/** The modifier of a zone with no open Blockade Runner Port (14.4.3). */
export const NO_OPEN_PORT_DRM = -1;

/** Blockade Runner Modifiers the rulebook names (14.4.3's example); the rest are on the map. */
export const KNOWN_PORT_DRMS = [
  { port: 'Wilmington', zone: 'na', drm: 2 },
  { port: 'Roanoke Island', zone: 'na', drm: 1 },
] as const;

/** BPs lost for each Salt hex captured, by order of capture (optional 22.2). */
export const SALT_LOSS = [0, 1, 2, 4] as const;

/** Special Action Cards drawn each Reinforcement Phase, and on turns 2–3 of an 1861 start (3.1, S1.3). */
export const CARDS_DRAWN = { normal: 2, slowerPace: 1, slowerTurns: [2, 3] } as const;

/**
 * The Union's land reinforcements each non-winter turn, by area (14.2.1): East (Objective Hexes
 * of Northern Eastern states or the Chesapeake Bay Holding Box), Ohio/Indiana, Illinois, and St.
 * Louis (lost unless it is Union-controlled and in Full Supply).
 */
export const UNION_AREAS = [
  {
    id: 'east',
    name: 'East',
    sp: 6,
    where: 'Objective Hexes in Northern states of the East, or the Chesapeake Bay Holding Box',
  },
  { id: 'ohin', name: 'Ohio/Indiana', sp: 3, where: 'Objective Hexes in Ohio or Indiana' },
  { id: 'il', name: 'Illinois', sp: 3, where: 'Objective Hexes in Illinois' },
  {
    id: 'stl',
    name: 'Trans-Mississippi',
    sp: 2,
    where: 'St. Louis, if Union-controlled and in Full Supply',
  },
] as const;

export type UnionArea = (typeof UNION_AREAS)[number]['id'];

/** Union naval reinforcements by turn (21.9.1): Oceangoing NSPs on turns 2–5, River NSPs on 4 and 5. */
export const UNION_NAVAL_REINFORCEMENTS = [
  { turn: 2, ocean: 1, river: 0 },
  { turn: 3, ocean: 1, river: 0 },
  { turn: 4, ocean: 1, river: 3 },
  { turn: 5, ocean: 1, river: 4 },
] as const;

/** Union naval replacements each turn from the Naval Pool, and the caps in play (21.9.2). */
export const UNION_NAVAL_REPLACEMENTS = { river: 1, ocean: 1, maxRiver: 8, maxOcean: 5 } as const;

/** The dice of the Random States Table (14.5); the table itself is on the player aid card. */
export const RANDOM_STATES_DICE = { count: 2, sides: 6 } as const;

/** The Fort the Union places or upgrades for free each Reinforcement Phase (10.2.6). */
export const UNION_FREE_FORTS = 1;
