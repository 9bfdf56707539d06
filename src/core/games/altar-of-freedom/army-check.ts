/**
 * Altar of Freedom: how a priced army stands against its size's App. V limits, row by row, as the
 * Army Builder lists them beside the player's counts. Pure.
 */
import type { Span } from './army-builder-data.js';
import { armyLimits, type ArmyPrice, type BuilderMessage } from './army-builder.js';

/** One limit of the army's size, with what the army has. */
export interface LimitRow {
  readonly label: string;
  readonly allowed: Span;
  readonly count: number;
  /** True when `count` is within `allowed`. */
  readonly ok: boolean;
}

/**
 * Every composition limit of `price`'s size (App. V step 2) against the army's counts;
 * `generals` is how many generals are listed (the first is the army commander).
 */
export function limitRows(price: ArmyPrice, generals: number): LimitRow[] {
  const l = armyLimits(price.size);
  const rows: [string, Span, number][] = [
    ['Divisions', l.divisions, price.counts.divisions],
    ['Army general', l.armyGenerals, Math.min(1, generals)],
    ['Corps generals', l.corpsGenerals, price.counts.corpsGenerals],
    ['Infantry brigades', l.infantry, price.counts.infantry],
    ['Artillery brigades', l.artillery, price.counts.artillery],
    ['Cavalry brigades', l.cavalry, price.counts.cavalry],
  ];
  return rows.map(([label, allowed, count]) => ({
    label,
    allowed,
    count,
    ok: count >= allowed.min && count <= allowed.max,
  }));
}

/** The problems that keep `price` outside the rules (its errors, not its warnings). */
export function priceErrors(price: ArmyPrice): BuilderMessage[] {
  return price.messages.filter((m) => m.level === 'error');
}
