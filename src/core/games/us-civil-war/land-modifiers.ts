/**
 * The U.S. Civil War: the land battle's die-roll modifiers and size limits as the rulebook
 * prints them (11.4 and the rules it cites), written once for the battle tool, the CRT
 * self-check and the reference cards.
 */

/**
 * The defender's fortification modifiers (10.1.1, 10.2.1, 10.3.2). Not cumulative with terrain:
 * the defender uses the better of one fortification and one terrain (11.4).
 */
export const FORT_DRM = { entrenchment: 2, coastal: 2, F1: 2, F2: 4, F3: 6 } as const;
export type FortKind = keyof typeof FORT_DRM;

/** The forts that cut the defender's loss by `FORT_LOSS_REDUCTION` unless the attacker wins. */
export const LOSS_REDUCING_FORTS: readonly FortKind[] = ['coastal', 'F1', 'F2', 'F3'];
/** SPs a Fort or Coastal Fort saves its defender when the attacker does not win (10.2.1). */
export const FORT_LOSS_REDUCTION = 1;

/** The defender's terrain modifier: a river, a Mountain hexside or a Marsh, one only (11.4). */
export const TERRAIN_DRM = 1;
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
