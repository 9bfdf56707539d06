/** Altar of Freedom's `general-fate` roller: the general picker above it (loads with its page). */
import type { ToolParts } from '../../../components/renderers/game-ui.js';
import { withGeneralPicker } from '../with-general-picker.js';

export const PARTS: ToolParts = {
  around: (make, host) => withGeneralPicker('general-fate', make, host),
};
