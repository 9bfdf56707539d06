/**
 * The U.S. Civil War as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`). Its charts (the CRT,
 * attrition, blockade and random-states tables, the turn record track, the counters) are not in
 * the rulebook: the players key them in and the tools check them against every fact it gives.
 */
import type { GameModule } from '../../shared/game-module.js';
import { CARD_DECKS_ROSTER } from './cards-deck-roster.js';
import { CHARTS_ROSTER } from './charts-roster.js';
import { INITIATIVE_EXAMPLES } from './initiative-examples.js';
import { initiativeTool } from './initiative.js';
import { META } from './meta.js';
import { reactionCellText, reactionTool } from './reaction.js';
import { REFERENCE_DOC } from './reference.js';
import { reinforcementCalculator } from './reinforcement-calculator.js';
import { RULINGS } from './rulings.js';
import { SETUP_SHEET_TOOL } from './setup-sheet.js';
import { USCW_TRACKER } from './tracker.js';
import { TURN_RECORD_ROSTER } from './turn-record-roster.js';
import { victoryCalculator } from './victory-calculator.js';

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
    initiative: { kind: 'roll', tool: initiativeTool, examples: INITIATIVE_EXAMPLES },
    reaction: { kind: 'roll', tool: reactionTool, cellText: reactionCellText },
    reinforcements: { kind: 'calculator', tool: reinforcementCalculator },
    victory: { kind: 'calculator', tool: victoryCalculator },
    setup: SETUP_SHEET_TOOL,
    reference: { kind: 'reference', doc: REFERENCE_DOC },
    tracker: USCW_TRACKER,
    'turn-record': TURN_RECORD_ROSTER,
    'card-decks': CARD_DECKS_ROSTER,
    rulings: { kind: 'rulings' },
  },
};
