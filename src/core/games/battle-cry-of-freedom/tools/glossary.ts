/**
 * Battle Cry of Freedom: the descriptor of its `glossary` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { GLOSSARY_DOC } from '../glossary.js';

export const TOOL: DescriptorOf<'reference'> = { kind: 'reference', doc: GLOSSARY_DOC };
