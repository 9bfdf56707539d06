/**
 * Altar of Freedom: Priority Point arithmetic for generals (Influencing the Turn Clock L587–593;
 * Replace Fallen Generals L1576–1578; App. I L1690–1702; App. IV L1890–1897; spec §3.2–3.3,
 * §3.14, §3.20).
 */
import {
  CLOCK_BID_DIVISOR,
  DIVISIONS_PER_DUMMY_MARKER,
  REPLACEMENT_PP_DIVISOR,
} from './constants.js';
import type { Side } from './schema.js';

function whole(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`${what} must be a whole number ≥ 0; got ${n}.`);
}

/** Most PP a general may put on the clock: half his PP this turn, rounded up (L587–593; ruling A4). */
export function clockBidCap(pp: number): number {
  whole(pp, 'PP');
  return Math.ceil(pp / CLOCK_BID_DIVISOR);
}

/** A replacement general's PP: half his predecessor's printed rating, rounded up (L1576–1578; ruling A5). */
export function replacementPp(predecessorPp: number): number {
  whole(predecessorPp, 'PP');
  return Math.ceil(predecessorPp / REPLACEMENT_PP_DIVISOR);
}

/** Micromanager: the least he must save for end of turn, half rounded down (L1690–1692). */
export function micromanagerMinimumSave(pp: number): number {
  whole(pp, 'PP');
  return Math.floor(pp / 2);
}

/** Shrewd Tactician: the most he may carry into next turn, half his unspent PP rounded down (L1701–1702). */
export function shrewdCarryOver(unspent: number): number {
  whole(unspent, 'Unspent PP');
  return Math.floor(unspent / 2);
}

/**
 * Optional concealed markers: dummies are one per 4 divisions, Confederates rounding up and
 * Federals down (App. IV, L1890–1897).
 */
export function dummyMarkers(divisions: number, side: Side): number {
  whole(divisions, 'Divisions');
  const exact = divisions / DIVISIONS_PER_DUMMY_MARKER;
  return side === 'CSA' ? Math.ceil(exact) : Math.floor(exact);
}
