/**
 * The U.S. Civil War: the Union intrinsic garrison (17.2.4). Every Objective hex of a Northern
 * state holds a 0-SP Union garrison, with no counter; Border States have none. It defends like
 * 0-SP Militia, but has no ZOI and cannot hold an Entrenchment. From 4 or more attacking SPs it
 * flees without a battle; beaten in a battle it is eliminated. Either way it comes back later.
 * Pure; the battle tool reads it.
 */
/** The rule of the intrinsic garrison. */
export const GARRISON_RULE = '17.2.4';

/** Attacking SPs from which an intrinsic garrison flees without a battle (17.2.4). */
export const GARRISON_FLEES_FROM_SP = 4;

/** Where intrinsic garrisons are, in a sentence (17.2.4). */
export const GARRISON_WHERE =
  'Every Objective hex of a Northern state holds one; Border States have none, even under Union control.';

/** How a garrison that fled or was eliminated comes back, in a sentence (17.2.4). */
export const GARRISON_RETURN =
  'It comes back when the Union retakes the hex, or when no Confederate SP is in it at the start of the Union Action Phase; coming back, it removes the Confederate Control marker there (17.2.4).';

/** The ruling on which attacking SPs the 4 count (ruling C34). */
export const GARRISON_COUNT_NOTE =
  'Against an intrinsic garrison the 4 SPs count the whole attacking stack, across a river too; in an Amphibious Assault, the SPs landed (ruling C34).';

/** Whether an attacking stack of `sps` SPs makes an intrinsic garrison flee (17.2.4). */
export const garrisonFleesFrom = (sps: number): boolean => sps >= GARRISON_FLEES_FROM_SP;

/**
 * What became of an intrinsic garrison that fought: eliminated when the attacker won, holding
 * the hex otherwise (a tie included); null when the defender is no garrison.
 */
export function garrisonFate(
  garrison: boolean,
  winner: 'attacker' | 'defender' | 'tie',
): 'eliminated' | 'holds' | null {
  if (!garrison) return null;
  return winner === 'attacker' ? 'eliminated' : 'holds';
}
