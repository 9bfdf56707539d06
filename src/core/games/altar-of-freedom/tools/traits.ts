/**
 * Altar of Freedom: the descriptor of its `traits` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { traitsReference } from '../traits-reference.js';

export const TOOL: DescriptorOf<'reference'> = { kind: 'reference', doc: traitsReference() };
