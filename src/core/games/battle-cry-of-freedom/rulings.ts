/**
 * Battle Cry of Freedom: every ruling the app applies (spec §8), as data the tools and the rulings
 * page show. Kept in three files by subject; tool notes cite these ids.
 */
import { rulingsFromRows } from '../../shared/ruling-rows.js';
import type { Ruling } from '../../shared/ruling.js';
import { CAMPAIGN_RULINGS } from './rulings-campaign.js';
import { CARDS_RULINGS } from './rulings-cards.js';
import { COMBAT_RULINGS } from './rulings-combat.js';

export const RULINGS: readonly Ruling[] = rulingsFromRows([
  ...CAMPAIGN_RULINGS,
  ...COMBAT_RULINGS,
  ...CARDS_RULINGS,
]);
