/**
 * A Combat Results Table for The U.S. Civil War keyed to the rulebook's test vectors (V1–V11,
 * PV1–PV6) so the tools can be tested with one. Made up to fit those facts: not the printed chart.
 */
import type { Charts } from '../../src/core/games/us-civil-war/charts-data.js';

/** The columns the vectors read, each satisfying every fact about it. */
export const CRT_FIXTURE: Charts['crt'] = {
  '0': { from: 1, results: ['0', '0', '0', '0', '0', '*', '1', '1'] },
  '1': { from: 1, results: ['0', '0', '0', '0', '1', '1', '1', '1'] },
  '2': { from: -1, results: ['0', '0', '*', '1', '1', '1', '1', '1*', '2', '2'] },
  '3': { from: 2, results: ['1', '1', '1', '1', '1', '1◆', '2'] },
  '4': { from: 1, results: ['*', '*', '1', '1', '1', '1', '2'] },
  '5-6': { from: 1, results: ['0', '*', '1', '1', '1*', '2', '2', '2', '2', '2', '2'] },
  '7-8': { from: 2, results: ['0', '0', '*', '1', '1', '1', '1', '1*', '2'] },
  '9-12': { from: 2, results: ['0', '*', '1', '1', '1', '1', '1*', '2', '2', '2', '2', '3'] },
};

/** The fixture as the players' charts, with Polk's attack entered (PV4 reads it). */
export const CHARTS_FIXTURE: Charts = { crt: CRT_FIXTURE, generals: { polk: { attack: 0 } } };
