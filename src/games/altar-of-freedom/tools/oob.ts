/** Altar of Freedom's orders of battle: the arm symbols drawn before the roster's values. */
import type { ToolParts } from '../../../components/renderers/game-ui.js';
import { ARM_ICONS } from '../arm-icon.js';

export const PARTS: ToolParts = { icons: ARM_ICONS };
