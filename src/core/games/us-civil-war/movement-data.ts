/**
 * The U.S. Civil War: every number the rulebook prints about moving a force on land, written
 * once with its place: the Movement Allowance and what changes it, the Rail Movement Bonus,
 * Regroup, the other movement actions, the command limits and Coastal Forts. Hex and hexside
 * costs are in `terrain.ts`, entrenching by MPs in `forts.ts`. Data only.
 */

import { SPS_WITHOUT_GENERAL } from './action-points.js';

/** SPs moving without a General: their MA, and how many move as one stack (5.2, 5.10). */
export const ALONE = { ma: 3, maxSp: SPS_WITHOUT_GENERAL } as const;

/** A Foraging stack: MA 1 less when activated, 1 MP more to pick units up from it (13.2.1). */
export const FORAGING = { ma: 1, pickUpMp: 1 } as const;

/** The Force March card: the activated General's MA 2 more; never for Demoralized SPs (18.1). */
export const FORCE_MARCH_MA = 2;

/** The Rail Movement Bonus: up to 10 MPs along friendly rail, 2 SPs an Action Phase (5.4.2). */
export const RAIL_BONUS = { mp: 10, spPerPhase: 2 } as const;

/** Regroup: 1 MP to call in up to 6 SPs from one adjacent hex, by a 2- or 3-star General (5.9). */
export const REGROUP = { mp: 1, maxSp: 6, ranks: [2, 3] } as const;

/** Placing a Control marker: 1 MP, by a force of 2 or more SPs (6.2.1). */
export const PLACE_CONTROL = { mp: 1, minSp: 2 } as const;

/** Removing an enemy Control marker: 1 MP for Cavalry (0 where it ends its move), 0 for others (6.2.2, 8.3). */
export const CAVALRY_REMOVE_CONTROL_MP = 1;

/** An enemy-controlled Navigable River hexside: +2 MPs, and 1 SP (with any Generals) an activation (5.8.3). */
export const ENEMY_RIVER = { mp: 2, maxSp: 1 } as const;

/** Action Points to activate: 1, or 2 (or a card) for a Cautious General who attacks or enters an enemy ZOI (7.7). */
export const ACTIVATION_AP = { usual: 1, cautious: 2 } as const;

/** SPs a General takes with him by rank: 1-star 3 (Cavalry 1), 2-star 6, 3- and 4-star 18 (7.3). */
export const COMMAND_LIMIT: Readonly<Record<1 | 2 | 3 | 4, number>> = {
  1: SPS_WITHOUT_GENERAL,
  2: 6,
  3: 18,
  4: 18,
};

/** A 1-star Cavalry General's command limit (7.3). */
export const CAVALRY_COMMAND_LIMIT = 1;

/** A Coastal Fort: 1 MP between it and its associated port, and at most 3 SPs of a side in it (10.3.2). */
export const COASTAL_FORT = { mp: 1, maxSp: 3 } as const;

/**
 * Enemy ships on a river: land units may neither move nor attack across a Navigable River
 * hexside along which the non-phasing player has Naval Units outside Port Protection (21.3.3).
 */
export const SHIPS_BAR_RIVER = {
  text: 'No land unit moves or attacks across a Navigable River hexside along which the other player has Naval Units that are not in Port Protection',
  rule: '21.3.3',
} as const;
