/**
 * In Freedom's Cause as a game module: its catalogue entry, its rulebook, its rulings and the
 * descriptors of the tools the generic renderers draw (see `GameModule`). What the rulebook gives
 * is built exactly; the companion app's generated tables are not published, so any model of them
 * is labelled as Haversack's wherever it shows.
 */
import type { GameModule } from '../../shared/game-module.js';
import { armyMoraleTool } from './army-morale.js';
import { artilleryCellText, artilleryTypeTool } from './artillery-type.js';
import { brigadeMoraleTool } from './brigade-morale.js';
import { casualtiesCalculator } from './casualties-calculator.js';
import { COOP_DOC } from './coop.js';
import { concealmentCalculator } from './concealment-calculator.js';
import { defendChargeCalculator } from './defend-charge-calculator.js';
import { COOP_TRACKER } from './coop-game-descriptor.js';
import { fireCalculator } from './fire-calculator.js';
import { generalCasualtyCellText, generalCasualtyTool } from './general-casualty.js';
import { meleeCalculator } from './melee-calculator.js';
import { META } from './meta.js';
import { unitMoraleCalculator } from './model-morale-calculator.js';
import { MODEL_ROSTER } from './model-roster.js';
import { moraleCellText } from './morale-test.js';
import { movementCalculator } from './movement-calculator.js';
import { REFERENCE_DOC } from './reference.js';
import { RULINGS } from './rulings.js';
import { IFC_TRACKER } from './tracker-descriptor.js';

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
    'brigade-morale': { kind: 'roll', tool: brigadeMoraleTool, cellText: moraleCellText },
    'army-morale': { kind: 'roll', tool: armyMoraleTool, cellText: moraleCellText },
    'general-casualty': {
      kind: 'roll',
      tool: generalCasualtyTool,
      cellText: generalCasualtyCellText,
    },
    casualties: { kind: 'calculator', tool: casualtiesCalculator },
    'artillery-type': { kind: 'roll', tool: artilleryTypeTool, cellText: artilleryCellText },
    fire: { kind: 'calculator', tool: fireCalculator },
    melee: { kind: 'calculator', tool: meleeCalculator },
    'defend-charge': { kind: 'calculator', tool: defendChargeCalculator },
    concealment: { kind: 'calculator', tool: concealmentCalculator },
    'unit-morale': { kind: 'calculator', tool: unitMoraleCalculator },
    model: MODEL_ROSTER,
    tracker: IFC_TRACKER,
    encounters: COOP_TRACKER,
    rulings: { kind: 'rulings' },
  },
};
