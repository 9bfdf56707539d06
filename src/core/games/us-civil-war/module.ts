/**
 * The U.S. Civil War as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`). Its charts (the CRT,
 * attrition, blockade and random-states tables, the turn record track, the counters) are not in
 * the rulebook: the players key them in and the tools check them against every fact it gives.
 */
import type { GameModule } from '../../shared/game-module.js';
import { CHARTS_ROSTER } from './charts-roster.js';
import { META } from './meta.js';
import { RULINGS } from './rulings.js';

export const MODULE: GameModule = {
  meta: META,
  rulebook: {
    title: 'The U.S. Civil War',
    edition: 'GMT Games, revised rules of 2017',
    citeBy: 'rule-number',
  },
  rulings: RULINGS,
  tools: {
    charts: CHARTS_ROSTER,
  },
};
