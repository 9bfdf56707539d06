/**
 * Altar of Freedom as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`).
 */
import type { GameModule } from '../../shared/game-module.js';
import { META } from './meta.js';
import { RULINGS } from './rulings.js';
import { firingTool } from './firing.js';
import { closeCombatTool } from './close-combat.js';
import { evasionTool } from './evasion.js';
import { generalFateTool } from './general-fate.js';
import { rallyTool } from './rally.js';
import {
  closeCombatCellText,
  evasionCellText,
  fateCellText,
  firingCellText,
  rallyCellText,
} from './cell-text.js';
import { traitsReference } from './traits-reference.js';
import { BATTLE_TRACKER } from './tracker-descriptor.js';
import { OOB_ROSTER } from './oob-roster.js';
import { movementReference } from './movement-reference.js';
import { setupSheetTool } from './setup-sheet-tool.js';
import { labelSheetTool } from './label-sheet-tool.js';
import { SCENARIO_DATA } from './scenarios.js';

export const MODULE: GameModule = {
  meta: META,
  rulebook: { title: 'Altar of Freedom', edition: '2013, revised 2015', citeBy: 'section' },
  rulings: RULINGS,
  tools: {
    rulings: { kind: 'rulings' },
    firing: { kind: 'roll', tool: firingTool, cellText: firingCellText },
    'close-combat': { kind: 'roll', tool: closeCombatTool, cellText: closeCombatCellText },
    evasion: { kind: 'roll', tool: evasionTool, cellText: evasionCellText },
    'general-fate': { kind: 'roll', tool: generalFateTool, cellText: fateCellText },
    rally: { kind: 'roll', tool: rallyTool, cellText: rallyCellText },
    traits: { kind: 'reference', doc: traitsReference() },
    tracker: BATTLE_TRACKER,
    oob: OOB_ROSTER,
    movement: {
      kind: 'reference',
      // Drawn from every scenario's movement notes: read once the scenarios are fetched.
      get doc() {
        return movementReference();
      },
    },
    setup: setupSheetTool,
    labels: labelSheetTool,
  },
  data: [
    // The fire roller notes Cedar Creek's fog, read from that scenario's rules.
    SCENARIO_DATA.need(['firing'], ['cedar-creek']),
    // Every tool that offers a choice of scenario, or a general picked from one (the fate and
    // rally rollers' picker; rally notes the fog too).
    SCENARIO_DATA.need([
      'general-fate',
      'rally',
      'tracker',
      'oob',
      'movement',
      'setup',
      'labels',
      'turn-clock',
    ]),
  ],
};
