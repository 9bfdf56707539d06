/**
 * Battle Cry of Freedom's command point tracks: the caps the rulebook prints (the Union's higher
 * than the Confederate's), the floor the rulebook leaves unsaid (ruling G11), and every change
 * kept with its reason, the turn and the phase, so a dispute can be settled by reading back.
 */
import type { PhaseLetter, Side } from './phases.js';

/** Each track's maximum. */
export const CP_CAPS: Readonly<Record<Side, number>> = { union: 15, confederate: 12 };
/** The lowest a track goes (not printed; ruling G11). */
export const CP_FLOOR = 0;
/** Where the caps are printed. */
export const CP_PLACE = 'Glossary › Command Points';

/** One change of a track: what was asked, what the track took, why, and when. */
export interface CpChange {
  readonly side: Side;
  /** The change asked for (a card's +2). */
  readonly asked: number;
  /** The change the track took once held between its floor and its cap. */
  readonly applied: number;
  readonly reason: string;
  readonly turn: number;
  readonly phase: PhaseLetter;
}

/** `value` held between the floor and `side`'s cap (ruling G11). */
export function clampCp(side: Side, value: number): number {
  return Math.min(CP_CAPS[side], Math.max(CP_FLOOR, value));
}

/** Both tracks. */
export type CpTracks = Readonly<Record<Side, number>>;

/**
 * The tracks after `side` changes by `delta` for `reason`, and the record of it; a change that
 * the cap or the floor swallows whole is still recorded (applied 0), so the log says why.
 */
export function changeCp(
  tracks: CpTracks,
  side: Side,
  delta: number,
  reason: string,
  when: { readonly turn: number; readonly phase: PhaseLetter },
): { readonly tracks: CpTracks; readonly change: CpChange } {
  if (!Number.isInteger(delta)) throw new RangeError('A command point change is a whole number.');
  if (!reason.trim()) throw new RangeError('Say why the command points change.');
  const next = clampCp(side, tracks[side] + delta);
  return {
    tracks: { ...tracks, [side]: next },
    change: {
      side,
      asked: delta,
      applied: next - tracks[side],
      reason: reason.trim(),
      turn: when.turn,
      phase: when.phase,
    },
  };
}
