/**
 * The U.S. Civil War: every ruling the app applies (spec §8), as data the tools and the rulings
 * page show. The rulings themselves are data, kept in files by subject; tool notes cite their ids.
 */
import { rulingsFromData } from '../../shared/ruling-rows.js';
import type { Ruling } from '../../shared/ruling.js';
import ACTIONS from './rulings-actions.json' with { type: 'json' };
import COMBAT from './rulings-combat.json' with { type: 'json' };
import ECONOMY from './rulings-economy.json' with { type: 'json' };
import NAVAL from './rulings-naval.json' with { type: 'json' };
import SUPPLY from './rulings-supply.json' with { type: 'json' };
import TRACKER from './rulings-tracker.json' with { type: 'json' };

export const RULINGS: readonly Ruling[] = rulingsFromData([
  ...COMBAT,
  ...ACTIONS,
  ...ECONOMY,
  ...SUPPLY,
  ...NAVAL,
  ...TRACKER,
]);
