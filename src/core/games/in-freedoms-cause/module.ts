/**
 * In Freedom's Cause as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`). What the rulebook gives
 * is built exactly; the companion app's generated tables are not published, so any model of them
 * is labelled as Haversack's wherever it shows.
 */
import type { GameModule } from '../../shared/game-module.js';
import { fireCalculator } from './fire-calculator.js';
import { meleeCalculator } from './melee-calculator.js';
import { META } from './meta.js';
import { unitMoraleCalculator } from './model-morale-calculator.js';
import { MODEL_ROSTER } from './model-roster.js';
import { RULINGS } from './rulings.js';

export const MODULE: GameModule = {
  meta: META,
  rulebook: {
    title: "In Freedom's Cause",
    edition: 'Regimental miniatures rules, 2020',
    citeBy: 'section',
  },
  rulings: RULINGS,
  tools: {
    fire: { kind: 'calculator', tool: fireCalculator },
    melee: { kind: 'calculator', tool: meleeCalculator },
    'unit-morale': { kind: 'calculator', tool: unitMoraleCalculator },
    model: MODEL_ROSTER,
    rulings: { kind: 'rulings' },
  },
};
