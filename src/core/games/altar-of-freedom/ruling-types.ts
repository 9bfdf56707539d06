/**
 * Altar of Freedom: the shape of a ruling: a contradiction or gap in the rulebook and the
 * default the app applies (spec §8). Types only.
 */

/** A decision the app made where the rulebook contradicts itself, is silent or is ambiguous. */
export interface Ruling {
  /** The spec's id: C1–C15 contradictions, A1–A50 ambiguities, G1–G8 gaps, AB for Army Builder. */
  readonly id: string;
  readonly kind: 'contradiction' | 'ambiguity' | 'gap';
  /** The question, in the app's own words. */
  readonly question: string;
  /** The default the app applies. */
  readonly decision: string;
  /** Rulebook lines (Lnnn) and sections involved. */
  readonly rule: string;
}
