/**
 * The U.S. Civil War: a column of the Combat Results Table as the players key it in, how a
 * modified roll reads it, and the exact odds of one side's result and of who wins. The cells are
 * not in the rulebook (ruling G1): a column is entered as the lowest modified total it prints and
 * its results upward; a total below the first row reads the first, one above the last reads the
 * last, as a printed "or less" / "or more" row does.
 */
import {
  combineDistributions,
  diceDistribution,
  mapDistribution,
} from '../../shared/distribution.js';
import type { Fraction } from '../../shared/distribution.js';
import type { Distribution } from '../../shared/types.js';
import { crtRank, formatCrtResult, parseCrtResult, type CrtResult } from './crt-result.js';

/** Sanity bounds on an entered column (no roll reaches past them); not rules. */
export const CRT_ENTRY_LIMITS = { fromMin: -10, fromMax: 30, rowsMax: 30 } as const;

/** One entered column: the modified total of its first row and its results from there up. */
export interface CrtColumnEntry {
  readonly from: number;
  /** As typed, each readable by `parseCrtResult`. */
  readonly results: readonly string[];
}

/** The entered grid by column id ('0', '5-6', '17+'); a column not entered is absent. */
export type CrtGrid = Readonly<Partial<Record<string, CrtColumnEntry>>>;

const NOTHING: CrtResult = { hits: 0, grade: 'plain' };

/** The result a modified `total` reads in `entry` (ends extended; an unreadable cell reads 0). */
export function crtCell(entry: CrtColumnEntry, total: number): CrtResult {
  const last = entry.results.length - 1;
  const row = Math.min(Math.max(total - entry.from, 0), last);
  return parseCrtResult(entry.results[row] ?? '') ?? NOTHING;
}

/** One side's roll on its column: the entered column, the dice (d6) and the net modifier. */
export interface CrtRoll {
  readonly entry: CrtColumnEntry;
  readonly dice: number;
  readonly modifier: number;
  /** Each die showing 1 is rolled again, once (an army's high morale, 22.5). */
  readonly rerollOnes?: boolean;
}

/** The totals of `count` d6, each 1 rolled again once when `rerollOnes`. */
function rollTotals(count: number, rerollOnes = false): Distribution<number> {
  if (!rerollOnes) return diceDistribution({ count, sides: 6 });
  // One die with its 1 rolled again: 1 comes up only twice running (1 way in 36); any other
  // face comes up first (6 ways) or after a 1 (1 way).
  const faces = Array.from({ length: 6 }, (_, i) => i + 1);
  const one: Distribution<number> = {
    outcomes: faces.map((f) => ({ key: f, weight: f === 1 ? 1 : 7 })),
    total: 36,
  };
  let acc: Distribution<number> = { outcomes: [{ key: 0, weight: 1 }], total: 1 };
  for (let i = 0; i < count; i++) acc = combineDistributions(acc, one, (a, b) => a + b);
  return acc;
}

/** The exact chances of each result `roll` can read, keyed as the chart prints them. */
export function crtResultOdds(roll: CrtRoll): Distribution<string> {
  const totals = rollTotals(roll.dice, roll.rerollOnes);
  return mapDistribution(totals, (t) => formatCrtResult(crtCell(roll.entry, t + roll.modifier)));
}

function rankOdds(roll: CrtRoll): Distribution<number> {
  const totals = rollTotals(roll.dice, roll.rerollOnes);
  return mapDistribution(totals, (t) => crtRank(crtCell(roll.entry, t + roll.modifier)));
}

/** The chances that the attacker's result ranks higher, the defender's does, or they tie. */
export interface CrtWinOdds {
  readonly attacker: Fraction;
  readonly defender: Fraction;
  readonly tie: Fraction;
}

/** Who wins when both sides roll on the entered CRT (results compared by rank, 11.2.2). */
export function crtWinOdds(attacker: CrtRoll, defender: CrtRoll): CrtWinOdds {
  const diff = combineDistributions(rankOdds(attacker), rankOdds(defender), (a, d) =>
    Math.sign(a - d),
  );
  const weight = (k: number) => diff.outcomes.find((o) => o.key === k)?.weight ?? 0;
  const total = diff.total;
  return {
    attacker: { weight: weight(1), total },
    defender: { weight: weight(-1), total },
    tie: { weight: weight(0), total },
  };
}

/** The results of `entry` in order, read; null where a cell cannot be read (see `parseCrtResult`). */
export function readColumn(entry: CrtColumnEntry): (CrtResult | null)[] {
  return entry.results.map((r) => parseCrtResult(r));
}
