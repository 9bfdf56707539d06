/**
 * The Price of Freedom: the shape of a ruling: where the rulebook contradicts itself, is
 * ambiguous or leaves something out, and the default the app applies (spec §8). Types only.
 */

/** A decision the app made about the rulebook text. */
export interface Ruling {
  /** C1-C8 contradictions, A… ambiguities (spec numbering), G… gaps. */
  readonly id: string;
  readonly kind: 'contradiction' | 'ambiguity' | 'gap';
  /** The question, in the app's own words. */
  readonly text: string;
  /** The default the app applies. */
  readonly decision: string;
  /** Rule sections involved. */
  readonly rules: readonly string[];
}
