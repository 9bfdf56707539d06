/**
 * The U.S. Civil War: every ruling the app applies (spec §8), as data the tools and the rulings
 * page show. Kept in three files by subject; tool notes cite these ids.
 */
import { rulingsFromRows } from '../../shared/ruling-rows.js';
import type { Ruling } from '../../shared/ruling.js';
import { ACTIONS_RULINGS } from './rulings-actions.js';
import { COMBAT_RULINGS } from './rulings-combat.js';
import { ECONOMY_RULINGS } from './rulings-economy.js';
import { SUPPLY_RULINGS } from './rulings-supply.js';
import { NAVAL_RULINGS } from './rulings-naval.js';
import { TRACKER_RULINGS } from './rulings-tracker.js';

export const RULINGS: readonly Ruling[] = rulingsFromRows([
  ...COMBAT_RULINGS,
  ...ACTIONS_RULINGS,
  ...ECONOMY_RULINGS,
  ...SUPPLY_RULINGS,
  ...NAVAL_RULINGS,
  ...TRACKER_RULINGS,
]);
