/**
 * The rulings page every game lists among its tools, the same entry in each catalogue. Data only,
 * and small: the catalogue ships it in the first page's JavaScript.
 */
import type { ToolMeta } from './game-module.js';

/** The catalogue entry of a game's rulings page (drawn by the generic rulings renderer). */
export const RULINGS_TOOL = {
  slug: 'rulings',
  kind: 'rulings',
  built: true,
  title: 'Rulings',
  summary: 'Where the rulebook contradicts itself or leaves a gap, and what the app does.',
  rule: 'Contradictions and gaps',
} as const satisfies ToolMeta;
