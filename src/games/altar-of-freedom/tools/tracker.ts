/** Altar of Freedom's battle tracker: the styles of its panels (loads with its page). */
import type { ToolParts } from '../../../components/renderers/game-ui.js';
import { battleTrackerStyles } from '../tracker-panels.styles.js';

export const PARTS: ToolParts = { tracker: { styles: [battleTrackerStyles] } };
