/**
 * The War Effort tracker's own panels, by the ids of its descriptor's custom panels, and their
 * styles: what the generic tracker shell does not draw for The Price of Freedom.
 */
import {
  panelRenderer,
  type TrackerParts,
} from '../../../components/renderers/tracker/panel-context.js';
import { blockadePanel } from './blockade-panel.js';
import { deployPanel } from './deploy-panel.js';
import { eventsPanel } from './events-panel.js';
import { ledgersPanel } from './ledger-panel.js';
import { regionsPanel } from './regions-panel.js';
import { victoryPanel } from './victory-panel.js';
import { warEffortMoreStyles } from './war-effort-more.styles.js';
import { warEffortStyles } from './war-effort.styles.js';

export const WAR_EFFORT_PARTS: TrackerParts = {
  panels: {
    ledgers: panelRenderer(ledgersPanel),
    events: panelRenderer(eventsPanel),
    regions: panelRenderer(regionsPanel),
    blockade: panelRenderer(blockadePanel),
    deploy: panelRenderer(deployPanel),
    victory: panelRenderer(victoryPanel),
  },
  styles: [warEffortStyles, warEffortMoreStyles],
};
