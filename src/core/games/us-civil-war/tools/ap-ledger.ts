/**
 * The U.S. Civil War: the descriptor of its `ap-ledger` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { apLedgerCalculator } from '../ap-ledger.js';

export const TOOL: DescriptorOf<'calculator'> = { kind: 'calculator', tool: apLedgerCalculator };
