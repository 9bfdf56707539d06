/**
 * The U.S. Civil War: the Rail Movement Bonus as the tracker keeps it (5.4.2): the SPs of each
 * side that used it in the Action Phase under way, at most 2 a side, counted again from 0 when
 * the Action Phase (or the phase) changes. Pure.
 */
import { RAIL_BONUS } from './movement-data.js';
import { SIDES, type Side } from './sides.js';

/** SPs of each side that used the Rail Movement Bonus in this Action Phase. */
export type RailUse = Readonly<Record<Side, number>>;

/** No SP has used it yet. */
export const noRailUse = (): RailUse => ({ union: 0, confederate: 0 });

const sp = (n: number) => `${n} SP${n === 1 ? '' : 's'}`;

/** SPs of `side` that may still use the bonus in this Action Phase. */
export const railLeft = (use: RailUse, side: Side): number =>
  Math.max(0, RAIL_BONUS.spPerPhase - use[side]);

/**
 * `use` after `sps` SPs of `side` move by the bonus; a RangeError names the rule when it would
 * take the side past 2 SPs in the Action Phase.
 */
export function addRailUse(use: RailUse, side: Side, sps: number): RailUse {
  if (!Number.isInteger(sps) || sps < 1) throw new RangeError('Enter 1 or 2 SPs.');
  const left = railLeft(use, side);
  if (sps > left)
    throw new RangeError(
      `At most ${RAIL_BONUS.spPerPhase} SPs of a side use the Rail Movement Bonus in an Action Phase; the ${SIDES[side]} has moved ${sp(use[side])} by it, so ${left === 0 ? 'no more can' : `only ${sp(left)} more can`} (5.4.2).`,
    );
  return { ...use, [side]: use[side] + sps };
}

/** The bonus used this Action Phase, in a line. */
export function railUseText(use: RailUse): string {
  return `Rail Movement Bonus this Action Phase: Union ${use.union} of ${RAIL_BONUS.spPerPhase} SPs, Confederate ${use.confederate} of ${RAIL_BONUS.spPerPhase} (5.4.2).`;
}
