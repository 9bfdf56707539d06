/**
 * The U.S. Civil War: the descriptor of its `reference` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { REFERENCE_DOC } from '../reference.js';

export const TOOL: DescriptorOf<'reference'> = { kind: 'reference', doc: REFERENCE_DOC };
