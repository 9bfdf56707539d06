/**
 * In Freedom's Cause: the descriptor of its `coop` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { COOP_DOC } from '../coop.js';

export const TOOL: DescriptorOf<'reference'> = { kind: 'reference', doc: COOP_DOC };
