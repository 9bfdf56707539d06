/**
 * Rulings and citations as a game's data writes them: a citation as a compact row, and a ruling
 * as an entry of the game's rulings files, from which `rulingsFromData` builds the `Ruling`
 * records.
 */
import type { Citation } from './citation.js';
import type { Ruling, RulingKind } from './ruling.js';

/**
 * A rulebook place as a row writes it: the place alone (`'§17.3.4'`), or the place with its
 * developer trace into the text copy (`['The Turn Clock', 'L632–644']`).
 */
export type CiteRow = string | readonly [place: string, trace: string];

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

/**
 * One ruling as a game's rulings file (`rulings-*.json`) writes it. The prose lives in data, and
 * a number or rulebook place the text shows is a placeholder, `{name}`, filled from the game's
 * data when the rulings are read, so no number is typed twice.
 */
export interface RulingEntry {
  readonly id: string;
  readonly question: string;
  readonly decision: string;
  readonly cites: readonly (string | readonly string[])[];
}

/** The values a game's rulings text may name as `{name}`. */
export type RulingValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** `text` with each `{name}` replaced by its value; a name without one is an error in the data. */
function filled(text: string, values: RulingValues, id: string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Ruling ${id}: no value for {${name}}`);
    return String(value);
  });
}

/** A citation from its entry form, checked: a place, or exactly a place and its trace. */
function citeFromEntry(
  cite: string | readonly string[],
  values: RulingValues,
  id: string,
): Citation {
  if (typeof cite === 'string') return citeFromRow(filled(cite, values, id));
  const [place, trace, ...rest] = cite;
  if (place === undefined || trace === undefined || rest.length > 0) {
    throw new Error(`Ruling ${id}: a citation is a place, or a place and its trace`);
  }
  return citeFromRow([filled(place, values, id), trace]);
}

/**
 * The rulings of `entries`, in order, each of the kind its id names (see `rulingKindOf`), with
 * every `{name}` in its text and places filled from `values`.
 */
export function rulingsFromData(
  entries: readonly RulingEntry[],
  values: RulingValues = {},
): Ruling[] {
  return entries.map(({ id, question, decision, cites }) => ({
    id,
    kind: rulingKindOf(id),
    question: filled(question, values, id),
    decision: filled(decision, values, id),
    cites: cites.map((cite) => citeFromEntry(cite, values, id)),
  }));
}
