/**
 * Altar of Freedom: which of the app's rulings (spec §8) bear on a scenario's setup, so a setup
 * sheet can show each beside the rulebook's numbers.
 */
import { RULINGS } from './rulings.js';
import type { Ruling } from './ruling-types.js';
import type { Scenario } from './schema.js';

/**
 * Rulings every setup sheet applies: the clock's starting face (A1), when reinforcements arrive
 * (A37), the mood percentages (C2), the printed break point being authoritative (C15) and the
 * generals' missing Priority Points and traits (G1).
 */
export const SETUP_RULING_IDS = ['A1', 'A37', 'C2', 'C15', 'G1'] as const;

const CITATION = /\brulings? ((?:[ACG]B?\d+)(?:(?:, | and )[ACG]B?\d+)*)/g;
const LINES = /L(\d+)(?:–(\d+))?/g;

/** The ruling ids a text cites as "(ruling C5)" or "(rulings A38, A41)", in order, once each. */
export function citedRulingIds(text: string): string[] {
  const ids: string[] = [];
  for (const m of text.matchAll(CITATION)) {
    for (const id of (m[1] ?? '').split(/, | and /)) if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The rulings a text cites (see `citedRulingIds`); unknown ids are skipped. */
export function citedRulings(text: string): Ruling[] {
  return citedRulingIds(text).flatMap((id) => RULINGS.filter((r) => r.id === id));
}

/** Line ranges (inclusive) of a rule reference such as "L1619–1623 vs L2153–2156". */
function lineRanges(rule: string): [number, number][] {
  return [...rule.matchAll(LINES)].map((m) => {
    const from = Number(m[1]);
    return [from, m[2] === undefined ? from : Number(m[2])];
  });
}

/**
 * The rulings that bear on `scenario`, in `RULINGS` order: the setup rulings (`SETUP_RULING_IDS`),
 * every ruling its data cites, and every ruling about rulebook lines inside the scenario's pages.
 */
export function scenarioRulings(scenario: Scenario): Ruling[] {
  const cited = new Set<string>([...SETUP_RULING_IDS, ...citedRulingIds(JSON.stringify(scenario))]);
  const pages = lineRanges(scenario.rule);
  const inPages = (r: Ruling) =>
    lineRanges(r.rule).some(([a, b]) => pages.some(([from, to]) => a <= to && b >= from));
  return RULINGS.filter((r) => cited.has(r.id) || inPages(r));
}
