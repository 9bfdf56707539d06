/**
 * The U.S. Civil War: Running the Guns worked out (21.13): the firer's strength and column, and
 * what one or two rolls on the entered CRT stop of the ships running past. Each hit sinks an NSP,
 * each * damages one (it turns back), and going up-river each ◆ turns one back too; the two
 * up-river results add up (ruling C16). Pure.
 */
import { combineDistributions, mapDistribution } from '../../shared/distribution.js';
import type { Distribution } from '../../shared/types.js';
import { crtCell, crtResultOdds, type CrtColumnEntry } from './crt-grid.js';
import { parseCrtResult, type CrtResult } from './crt-result.js';
import { RUN_GUNS } from './naval-data.js';

/** What the firing rolls do to the runners, summed over the rolls. */
export interface GunsEffect {
  readonly sunk: number;
  readonly damaged: number;
  readonly turnedBack: number;
}

/** What one result does: hits sink, * damages, ◆ turns back only going up-river. */
export function gunsEffect(results: readonly CrtResult[], upRiver: boolean): GunsEffect {
  let sunk = 0;
  let damaged = 0;
  let turnedBack = 0;
  for (const r of results) {
    sunk += r.hits;
    if (r.grade === 'asterisk') damaged += 1;
    if (r.grade === 'diamond' && upRiver) turnedBack += 1;
  }
  return { sunk, damaged, turnedBack };
}

/** How many rolls the firer makes. */
export const gunsRolls = (upRiver: boolean): number => (upRiver ? RUN_GUNS.upRiverRolls : 1);

/** The runners' NSPs stopped by the rolls (sunk, damaged or turned back). */
export const stopped = (e: GunsEffect): number => e.sunk + e.damaged + e.turnedBack;

/** The results the typed totals read, each with the −2 of running the guns. */
export function gunsResults(entry: CrtColumnEntry, totals: readonly number[]): CrtResult[] {
  return totals.map((t) => crtCell(entry, t + RUN_GUNS.modifier));
}

/** The exact chances of each number of NSPs stopped. */
export function stoppedOdds(
  entry: CrtColumnEntry,
  dice: number,
  upRiver: boolean,
): Distribution<number> {
  const one = mapDistribution(crtResultOdds({ entry, dice, modifier: RUN_GUNS.modifier }), (k) =>
    stopped(gunsEffect([parseCrtResult(k) ?? { hits: 0, grade: 'plain' }], upRiver)),
  );
  let sum = one;
  for (let i = 1; i < gunsRolls(upRiver); i++)
    sum = combineDistributions(sum, one, (a, b) => a + b);
  return sum;
}

/** The chance that at least one of `running` NSPs gets through, and that all do. */
export function throughOdds(odds: Distribution<number>, running: number) {
  const w = (f: (k: number) => boolean) =>
    odds.outcomes.filter((o) => f(o.key)).reduce((n, o) => n + o.weight, 0);
  return { some: w((k) => k < running), all: w((k) => k === 0), total: odds.total };
}
