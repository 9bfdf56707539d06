/**
 * The U.S. Civil War: the land battle's die-roll modifiers and size limits as the rulebook
 * prints them (11.4 and the rules it cites), written once for the battle tool, the CRT
 * self-check and the reference cards. The fortifications' and the terrain's own modifiers are in
 * `forts.ts` and `terrain.ts`; this file reads them.
 */
import { FORTIFICATIONS, type Fortification } from './forts.js';
import { TERRAIN_HEXES, TERRAIN_HEXSIDES } from './terrain.js';

/** The fortification with id `id` ('entrenchment', 'f1', 'coastal', …), or undefined. */
export function fortById(id: string): Fortification | undefined {
  return FORTIFICATIONS.find((f) => f.id === id);
}

/** The defender's modifier for fortification `id`; 0 for none (10.1.1, 10.2.1, 10.3.2). */
export function fortDrm(id: string): number {
  return fortById(id)?.battle ?? 0;
}

/** Terrain that gives the defender a modifier in a land battle: hexsides crossed, hexes. */
export const BATTLE_TERRAIN: readonly {
  readonly id: string;
  readonly name: string;
  readonly battle: number;
  readonly rule: string;
}[] = [...TERRAIN_HEXSIDES, ...TERRAIN_HEXES].filter((t) => t.battle > 0);

/** The defender's modifier for terrain `id`; 0 for none (11.4). */
export function terrainDrm(id: string): number {
  return BATTLE_TERRAIN.find((t) => t.id === id)?.battle ?? 0;
}

/** The attacker's Special Action Card for battle (18.1). */
export const CARD_DRM = 2;
/** Naval Support (18.1, 21.3). */
export const NAVAL_SUPPORT_DRM = 1;
/** An attacker that is Demoralized (11.4, 12.2). */
export const DEMORALIZED_DRM = -2;
/** The most a Cavalry General adds as a subordinate (8.5). */
export const CAVALRY_SUBORDINATE_MAX = 1;

/** The most SPs an Amphibious Assault lands (20.5.2). */
export const AMPHIBIOUS_MAX_SP = { union: 3, confederate: 1 } as const;

/** The most SPs that fight in a direct assault across a Navigable River (11.5.1). */
export const RIVER_ASSAULT_MAX_SP = 3;
/** The most SPs that cross or attack across a river the enemy controls navally (11.5.3). */
export const ENEMY_NAVAL_CROSSING_MAX_SP = 1;
/** The most SPs a stack may attack with: a 3- or 4-star General's command (7.3, 11.5.1). */
export const ATTACK_MAX_SP = 18;
/** Attacker SPs at least this many times the defender's displace it without a battle (11.1.2). */
export const AUTO_DISPLACE_RATIO = 7;
/** Against a 0-SP defender (Militia, an empty Fort), this many SPs count as 7 to 1 (11.1.2). */
export const AUTO_DISPLACE_VS_ZERO_SP = 4;
/** A side that loses at least this many SPs is Demoralized even if it won (12.3). */
export const HEAVY_LOSSES_SP = 3;
/** The extra SP a side already Demoralized loses when it loses a battle (12.2). */
export const DEMORALIZED_EXTRA_LOSS = 1;
/** Hexes each side retreats when it loses (11.6). */
export const RETREAT_HEXES = { attacker: 1, defender: 2 } as const;
/**
 * A retreating force (11.6.5) or a stack that Avoids Battle (9.3.2) with at least this many times
 * an enemy force's SPs may enter its hex and push it one hex aside; a retreat never pushes a
 * force in a Fort (11.6.5).
 */
export const PUSH_ASIDE_RATIO = 7;

/** The largest enemy force, in SPs, that a force of `sps` pushes aside: 7 to 1 (9.3.2, 11.6.5). */
export const pushAsideMost = (sps: number): number =>
  Math.floor(Math.max(0, sps) / PUSH_ASIDE_RATIO);
/** A winning attacker with this many times the defender's SPs may keep moving (5.11). */
export const KEEP_MOVING_RATIO = 2;
/**
 * Optional Army Morale: a Closely Fought Major Battle has at least this many SPs on each side,
 * the winner rolling no more dice than the loser (22.5.1).
 */
export const CLOSE_BATTLE_MIN_SP = 7;
