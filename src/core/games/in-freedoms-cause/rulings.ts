/**
 * In Freedom's Cause: every ruling the app applies (spec §8), as data the tools and the rulings
 * page show. Kept in two files by subject; tool notes cite these ids.
 */
import { rulingsFromRows } from '../../shared/ruling-rows.js';
import type { Ruling } from '../../shared/ruling.js';
import { COOP_RULINGS } from './rulings-coop.js';
import { MODEL_RULINGS } from './rulings-model.js';
import { MORALE_RULINGS } from './rulings-morale.js';
import { MOVEMENT_RULINGS } from './rulings-movement.js';

export const RULINGS: readonly Ruling[] = rulingsFromRows([
  ...MORALE_RULINGS,
  ...MOVEMENT_RULINGS,
  ...MODEL_RULINGS,
  ...COOP_RULINGS,
]);
