/**
 * The Price of Freedom: every ruling the app applies (spec §8), as data the UI can show beside
 * the tools. Tool notes cite these ids.
 */
import { AMBIGUITY_RULINGS, GAP_RULINGS } from './rulings-other.js';
import { CONTRADICTION_RULINGS } from './rulings-contradictions.js';
import type { Ruling } from '../../shared/ruling.js';

export type { Ruling } from '../../shared/ruling.js';
export { CONTRADICTION_RULINGS } from './rulings-contradictions.js';

/** All rulings: contradictions C1-C8, then ambiguities, then gaps. */
export const RULINGS: readonly Ruling[] = [
  ...CONTRADICTION_RULINGS,
  ...AMBIGUITY_RULINGS,
  ...GAP_RULINGS,
];
