/** In Freedom's Cause's coop/solo tracker: its INITIATIVE panel and styles (with its page). */
import type { ToolParts } from '../../../components/renderers/game-ui.js';
import { COOP_PARTS } from '../coop-parts.js';

export const PARTS: ToolParts = { tracker: COOP_PARTS };
