/**
 * Rulings written as compact table rows: a game lists each ruling as its id, question, decision
 * and places, and `rulingsFromRows` builds the `Ruling` records, so the record's shape is
 * written once for every game instead of once per ruling.
 */
import type { Citation } from './citation.js';
import type { Ruling, RulingKind } from './ruling.js';

/**
 * A rulebook place as a row writes it: the place alone (`'§17.3.4'`), or the place with its
 * developer trace into the text copy (`['The Turn Clock', 'L632–644']`).
 */
export type CiteRow = string | readonly [place: string, trace: string];

/** One ruling as a row: its id, the question, the default the app applies, and its places. */
export type RulingRow = readonly [
  id: string,
  question: string,
  decision: string,
  cites: readonly CiteRow[],
];

/**
 * The kind a ruling's id names, by the specs' numbering: C… contradictions, G… gaps, and every
 * other id (A…, AB…) an ambiguity.
 */
export function rulingKindOf(id: string): RulingKind {
  if (id.startsWith('C')) return 'contradiction';
  if (id.startsWith('G')) return 'gap';
  return 'ambiguity';
}

/** A citation from its row form (see `CiteRow`). */
export function citeFromRow(row: CiteRow): Citation {
  return typeof row === 'string' ? { place: row } : { place: row[0], trace: row[1] };
}

/** The rulings of `rows`, in order, each of the kind its id names (see `rulingKindOf`). */
export function rulingsFromRows(rows: readonly RulingRow[]): Ruling[] {
  return rows.map(([id, question, decision, cites]) => ({
    id,
    kind: rulingKindOf(id),
    question,
    decision,
    cites: cites.map(citeFromRow),
  }));
}
