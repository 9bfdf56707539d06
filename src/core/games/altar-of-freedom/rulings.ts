/**
 * Altar of Freedom: every ruling the app applies (spec §8), as data the UI can show beside the
 * tools. Tool notes cite these ids.
 */
import { AMBIGUITY_RULINGS_A } from './rulings-ambiguities-a.js';
import { AMBIGUITY_RULINGS_B } from './rulings-ambiguities-b.js';
import { AMBIGUITY_RULINGS_C } from './rulings-ambiguities-c.js';
import { CONTRADICTION_RULINGS } from './rulings-contradictions.js';
import type { Ruling } from '../../shared/ruling.js';

export type { Ruling } from '../../shared/ruling.js';

/** All rulings: contradictions and gaps first, then ambiguities A1–A50 (spec §8.1–8.3), then the app's
 * own readings from A51 on. */
export const RULINGS: readonly Ruling[] = [
  ...CONTRADICTION_RULINGS,
  ...AMBIGUITY_RULINGS_A,
  ...AMBIGUITY_RULINGS_B,
  ...AMBIGUITY_RULINGS_C,
];
