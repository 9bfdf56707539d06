/**
 * Altar of Freedom: the turn clock as the page's link holds it (The Turn Clock; Manipulating the
 * Turn Clock). Pure: the view passes the link's pairs and gets the clock back, or null when the
 * link holds none that can be used.
 */
import { startClock, type ClockState } from './clock.js';

/** The link keys the clock owns; the control roll's inputs own the rest. */
export const CLOCK_LINK_KEYS: readonly string[] = ['scenario', 'controller', 'clock', 'levels'];

/** The most bid levels a link may say have started (a bound on what is read, not a rule). */
const MAX_LEVELS = 99;

/**
 * The clock a link describes for a d`dieSides` clock die: who controls it, its value (0 up to
 * the die's sides; expired at 0) and how many bid levels have started. Null when any is missing
 * or out of range.
 */
export function clockFromLink(
  params: readonly (readonly [string, string])[],
  dieSides: number,
): ClockState | null {
  const get = (k: string) => params.find(([key]) => key === k)?.[1];
  const controller = get('controller');
  const value = Number(get('clock'));
  const levels = Number(get('levels') ?? '0');
  if (controller !== 'USA' && controller !== 'CSA') return null;
  if (!Number.isInteger(value) || value < 0 || value > dieSides) return null;
  if (!Number.isInteger(levels) || levels < 0 || levels > MAX_LEVELS) return null;
  return { ...startClock(dieSides, controller), value, levels, expired: value === 0 };
}

/** The link pairs for `scenario` and its clock, if one is running. */
export function clockLinkPairs(scenario: string, clock: ClockState | null): [string, string][] {
  const pairs: [string, string][] = [['scenario', scenario]];
  if (clock)
    pairs.push(
      ['controller', clock.controller],
      ['clock', String(clock.value)],
      ['levels', String(clock.levels)],
    );
  return pairs;
}
