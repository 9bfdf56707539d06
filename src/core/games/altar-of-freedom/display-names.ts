/**
 * Altar of Freedom: the names a player reads for an army side and a trait, written once so every
 * view (and the rules' own messages) names them the same way.
 */
import type { Side } from './schema.js';
import type { TraitId } from './trait-ids.js';
import { TRAITS } from './traits.js';

/** Each side as the book names its army: 'Union', 'Confederate'. */
export const SIDE_NAMES: Readonly<Record<Side, string>> = { USA: 'Union', CSA: 'Confederate' };

/** Both sides, Union first, as the views list them. */
export const SIDES: readonly Side[] = ['USA', 'CSA'];

/** The side that is not `side`. */
export function otherSide(side: Side): Side {
  return side === 'USA' ? 'CSA' : 'USA';
}

/** A trait's name as App. I prints it; the id itself for an id no trait has. */
export function traitName(id: string): string {
  return TRAITS.find((t) => t.id === id)?.name ?? id;
}

/** Traits by name, joined with commas ('' for none). */
export function traitNames(ids: readonly TraitId[]): string {
  return ids.map(traitName).join(', ');
}
