/** The Price of Freedom's War Effort tracker: its own panels and their styles (with its page). */
import type { ToolParts } from '../../../components/renderers/game-ui.js';
import { WAR_EFFORT_PARTS } from '../war-effort/parts.js';

export const PARTS: ToolParts = { tracker: WAR_EFFORT_PARTS };
