/**
 * The U.S. Civil War: the descriptor of its `card-decks` tool, in a chunk of its own that loads with the tool's
 * page (see `lazyTool`).
 */
import type { DescriptorOf } from '../../../shared/game-module.js';
import { CARD_DECKS_ROSTER } from '../cards-deck-roster.js';

export const TOOL: DescriptorOf<'roster'> = CARD_DECKS_ROSTER;
