/**
 * Altar of Freedom: the descriptor of its `movement` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { movementReference } from '../movement-reference.js';

export const TOOL: DescriptorOf<'reference'> = {
  kind: 'reference',
  // Drawn from every scenario's movement notes: read once the scenarios are fetched.
  get doc() {
    return movementReference();
  },
};
