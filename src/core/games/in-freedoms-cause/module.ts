/**
 * In Freedom's Cause as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`). What the rulebook gives
 * is built exactly; the companion app's generated tables are not published, so any model of them
 * is labelled as Haversack's wherever it shows.
 */
import type { GameModule } from '../../shared/game-module.js';
import { COOP_DOC } from './coop.js';
import { META } from './meta.js';
import { movementCalculator } from './movement-calculator.js';
import { REFERENCE_DOC } from './reference.js';
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
    movement: { kind: 'calculator', tool: movementCalculator },
    reference: { kind: 'reference', doc: REFERENCE_DOC },
    coop: { kind: 'reference', doc: COOP_DOC },
    rulings: { kind: 'rulings' },
  },
};
