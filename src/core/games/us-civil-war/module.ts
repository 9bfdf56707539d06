/**
 * The U.S. Civil War as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`). Its charts (the CRT,
 * attrition, blockade and random-states tables, the turn record track, the counters) are not in
 * the rulebook: the players key them in and the tools check them against every fact it gives.
 */
import { lazyTool, type GameModule } from '../../shared/game-module.js';
import { rollToolData } from '../../shared/roll-data.js';
import { apLedgerCalculator } from './ap-ledger.js';
import { ATTRITION_CHART_ROSTER, ATTRITION_USER_DATA } from './attrition-chart.js';
import { BATTLE_EXAMPLES } from './battle-examples.js';
import { battleTool, landBattleTool } from './battle.js';
import { BLOCKADE_ROSTER } from './blockade-roster.js';
import { CARD_DECKS_ROSTER } from './cards-deck-roster.js';
import { CHARTS_USER_DATA } from './charts-data.js';
import { CHARTS_ROSTER } from './charts-roster.js';
import { INITIATIVE_EXAMPLES } from './initiative-examples.js';
import { initiativeTool } from './initiative.js';
import { ironcladCompletionTool } from './ironclad-completion.js';
import { IRONCLAD_SAVE_EXAMPLES } from './ironclad-save-examples.js';
import { ironcladSaveTool } from './ironclad-save.js';
import { META } from './meta.js';
import { BLOCKADE_USER_DATA } from './blockade-table.js';
import { movementCalculator } from './movement-calculator.js';
import { blockadeRunningTool } from './blockade-running.js';
import { navalBattleCalculator } from './naval-battle.js';
import { lowOnCoalCalculator } from './naval-coal.js';
import { navalInterceptionTool } from './naval-interception.js';
import { navalReinforcementTool } from './naval-reinforcement.js';
import { RANDOM_STATES_ROSTER, RANDOM_STATES_USER_DATA } from './random-states.js';
import { reactionCellText, reactionTool, reactionToolFor } from './reaction.js';
import { REFERENCE_DOC } from './reference.js';
import { reinforcementCalculator } from './reinforcement-calculator.js';
import { runningTheGunsCalculator } from './river-guns-calculator.js';
import { RULINGS } from './rulings.js';
import { cardUsesCalculator } from './sac-calculator.js';
import { SETUP_PLACEMENTS_ROSTER } from './setup-placements-roster.js';
import { SETUP_SHEET_TOOL } from './setup-sheet.js';
import { supplyTool } from './supply.js';
import { SURRENDER_CHART_ROSTER, SURRENDER_USER_DATA } from './surrender-chart.js';
import { SURRENDER_EXAMPLES } from './surrender-examples.js';
import { surrenderTool } from './surrender.js';
import { TURN_RECORD_ROSTER } from './turn-record-roster.js';
import { victoryCalculator } from './victory-calculator.js';
import { warIndustryTool } from './war-industry.js';

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
    battle: {
      kind: 'roll',
      tool: battleTool,
      userData: rollToolData(CHARTS_USER_DATA, landBattleTool),
      examples: BATTLE_EXAMPLES,
    },
    initiative: { kind: 'roll', tool: initiativeTool, examples: INITIATIVE_EXAMPLES },
    reaction: {
      kind: 'roll',
      tool: reactionTool,
      cellText: reactionCellText,
      userData: rollToolData(CHARTS_USER_DATA, reactionToolFor),
    },
    'ap-ledger': { kind: 'calculator', tool: apLedgerCalculator },
    movement: { kind: 'calculator', tool: movementCalculator },
    reinforcements: { kind: 'calculator', tool: reinforcementCalculator },
    victory: { kind: 'calculator', tool: victoryCalculator },
    setup: SETUP_SHEET_TOOL,
    'setup-placements': SETUP_PLACEMENTS_ROSTER,
    reference: { kind: 'reference', doc: REFERENCE_DOC },
    supply: {
      kind: 'roll',
      tool: supplyTool(null),
      userData: rollToolData(ATTRITION_USER_DATA, supplyTool),
    },
    surrender: {
      kind: 'roll',
      tool: surrenderTool(null),
      examples: SURRENDER_EXAMPLES,
      userData: rollToolData(SURRENDER_USER_DATA, surrenderTool),
    },
    'attrition-table': ATTRITION_CHART_ROSTER,
    'surrender-table': SURRENDER_CHART_ROSTER,
    'random-states': RANDOM_STATES_ROSTER,
    blockade: BLOCKADE_ROSTER,
    'blockade-running': {
      kind: 'roll',
      tool: blockadeRunningTool(null),
      userData: rollToolData(BLOCKADE_USER_DATA, blockadeRunningTool),
    },
    'naval-battle': { kind: 'calculator', tool: navalBattleCalculator },
    'running-the-guns': { kind: 'calculator', tool: runningTheGunsCalculator },
    'low-on-coal': { kind: 'calculator', tool: lowOnCoalCalculator },
    'naval-interception': { kind: 'roll', tool: navalInterceptionTool },
    'naval-reinforcement': {
      kind: 'roll',
      tool: navalReinforcementTool(null),
      userData: rollToolData(RANDOM_STATES_USER_DATA, navalReinforcementTool),
    },
    'war-industry': {
      kind: 'roll',
      tool: warIndustryTool(null),
      userData: rollToolData(RANDOM_STATES_USER_DATA, warIndustryTool),
    },
    'ironclad-completion': { kind: 'roll', tool: ironcladCompletionTool },
    'ironclad-save': { kind: 'roll', tool: ironcladSaveTool, examples: IRONCLAD_SAVE_EXAMPLES },
    // The tracker, its panels and their words load with its own page (chunk per tool).
    tracker: lazyTool('tracker', () => import('./tracker.js').then((m) => m.USCW_TRACKER)),
    'turn-record': TURN_RECORD_ROSTER,
    'card-decks': CARD_DECKS_ROSTER,
    'card-uses': { kind: 'calculator', tool: cardUsesCalculator },
    rulings: { kind: 'rulings' },
  },
};
