/**
 * Altar of Freedom: which of the app's rulings (spec §8) bear on a scenario's setup, so a setup
 * sheet can show each beside the rulebook's numbers.
 */
import { RULINGS } from './rulings.js';
import { mentionedRulingIds, type Ruling } from '../../shared/ruling.js';
import type { Scenario } from './schema.js';

/**
 * Rulings every setup sheet applies: the clock's starting face (A1), when reinforcements arrive
 * (A37), the mood percentages (C2), the printed break point being authoritative (C15) and the
 * generals' missing Priority Points and traits (G1).
 */
export const SETUP_RULING_IDS = ['A1', 'A37', 'C2', 'C15', 'G1'] as const;

const LINES = /L(\d+)(?:–(\d+))?/g;

/** The ruling ids a text cites as "(ruling C5)" or "(rulings A38, A41)", in order, once each. */
export function citedRulingIds(text: string): string[] {
  return mentionedRulingIds(text);
}

/** The rulings a text cites (see `citedRulingIds`); unknown ids are skipped. */
export function citedRulings(text: string): Ruling[] {
  return citedRulingIds(text).flatMap((id) => RULINGS.filter((r) => r.id === id));
}

/** Line ranges (inclusive) of a trace such as "L1619–1623, L2153–2156". */
function lineRanges(trace: string): [number, number][] {
  return [...trace.matchAll(LINES)].map((m) => {
    const from = Number(m[1]);
    return [from, m[2] === undefined ? from : Number(m[2])];
  });
}

/**
 * The rulings that bear on `scenario`, in `RULINGS` order: the setup rulings (`SETUP_RULING_IDS`),
 * every ruling its data cites, and every ruling whose places lie inside the scenario's pages (by
 * their developer traces into the text copy).
 */
export function scenarioRulings(scenario: Scenario): Ruling[] {
  const cited = new Set<string>([...SETUP_RULING_IDS, ...citedRulingIds(JSON.stringify(scenario))]);
  const pages = lineRanges(scenario.trace);
  const inPages = (r: Ruling) =>
    r.cites.some((c) =>
      lineRanges(c.trace ?? '').some(([a, b]) => pages.some(([from, to]) => a <= to && b >= from)),
    );
  return RULINGS.filter((r) => cited.has(r.id) || inPages(r));
}
