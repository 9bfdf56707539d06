/**
 * A ruling: where a rulebook contradicts itself, is ambiguous or leaves something out, and the
 * default the app applies (each game's spec, §8). One shape for every game; each game's rulings
 * page and `docs/rulings.md` are drawn from the same data.
 */
import type { Citation } from './citation.js';

export type RulingKind = 'contradiction' | 'ambiguity' | 'gap';

export interface Ruling {
  /** The spec's id, unique within the game: C… contradictions, A… ambiguities, G… gaps. */
  readonly id: string;
  readonly kind: RulingKind;
  /** The question, in the app's own words. */
  readonly question: string;
  /** The default the app applies. */
  readonly decision: string;
  /** The rulebook places involved, as a player can look them up. */
  readonly cites: readonly Citation[];
}
