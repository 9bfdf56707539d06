/**
 * The contract between a tool page and the tool it shows: the link's inputs, and a way to write
 * them back. Every tool element, generic or bespoke, takes one; it belongs to no game.
 */
export interface ToolHost {
  /** Query-string pairs of the current link, in order. */
  readonly params: readonly (readonly [string, string])[];
  /** Replaces the query string (no new history entry), so the link always reproduces the view. */
  setParams(params: Iterable<readonly [string, string]>): void;
}
