/**
 * Battle Cry of Freedom as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`). The game has no dice:
 * its tools are trackers, calculators over the rules, a roster of the cards the players key in,
 * and reference pages.
 */
import type { GameModule } from '../../shared/game-module.js';
import { CAMPAIGN_TRACKER } from './campaign-tracker.js';
import { META } from './meta.js';
import { RULINGS } from './rulings.js';
import { CARDS_ROSTER } from './cards-roster.js';
import { GLOSSARY_DOC } from './glossary.js';
import { placementCalculator } from './placement-calculator.js';
import { resourcesCalculator } from './resources-calculator.js';
import { COMBAT_TRACKER } from './combat-tracker.js';
import { SETUP_SHEET_TOOL } from './setup-sheet-tool.js';

export const MODULE: GameModule = {
  meta: META,
  rulebook: {
    title: 'Battle Cry of Freedom',
    edition: 'Decision Games, 2002 (rules of 29 September 2003)',
    citeBy: 'section',
  },
  rulings: RULINGS,
  tools: {
    rulings: { kind: 'rulings' },
    placement: { kind: 'calculator', tool: placementCalculator },
    resources: { kind: 'calculator', tool: resourcesCalculator },
    cards: CARDS_ROSTER,
    glossary: { kind: 'reference', doc: GLOSSARY_DOC },
    combat: COMBAT_TRACKER,
    campaign: CAMPAIGN_TRACKER,
    setup: SETUP_SHEET_TOOL,
  },
};
