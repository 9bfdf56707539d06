/**
 * A reference page as data: sections of tables and of entries (a trait, a formation, a unit
 * type), an optional filter, and text that can link to the game's other tools. The generic
 * reference renderer draws any game's; the filter is pure and tested here.
 */

import type { CalculatorTool } from './calculator.js';

/** A run of text: plain words, a link to another tool of the game, a rulebook place, a note. */
export type Inline =
  | string
  | { readonly tool: string; readonly text: string }
  | { readonly rule: string }
  | { readonly note: string };

/** Text made of runs, in order. */
export type RichText = readonly Inline[];

/** One line of an entry's details: a term and its value, or a list of values. */
export interface ReferenceField {
  readonly term: string;
  readonly value?: RichText;
  readonly items?: readonly RichText[];
  /** Shown, muted, when `items` is empty. */
  readonly empty?: string;
}

/** A thing the page explains, with its details. */
export interface ReferenceEntry {
  /** Unique on the page; the entry's anchor. */
  readonly id: string;
  readonly name: string;
  /** A short label beside the name (who it applies to). */
  readonly badge?: string;
  readonly description: string;
  readonly fields: readonly ReferenceField[];
  /** Further text the filter searches, beyond the name, description and fields. */
  readonly keywords?: readonly string[];
}

/** A cell of a table: plain text, or rich text (a row's heading with its note and rule). */
export type ReferenceCell = string | RichText;

/** A table of the rulebook's numbers. The first column heads each row. */
export interface ReferenceTable {
  readonly caption: string;
  /** Shown to screen readers only: the section's heading already says what the table is. */
  readonly captionHidden?: boolean;
  readonly rule?: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly ReferenceCell[])[];
  /** Notes under the table. */
  readonly notes?: readonly RichText[];
}

export interface ReferenceSection {
  /** Unique on the page; the section's anchor. */
  readonly id: string;
  readonly title: string;
  readonly rule?: string;
  readonly paragraphs?: readonly RichText[];
  readonly tables?: readonly ReferenceTable[];
  readonly entries?: readonly ReferenceEntry[];
  /**
   * A small calculator under the section's tables (the markers an army of so many divisions
   * fields). The page's link is its, but for the filter's `q`.
   */
  readonly calculator?: CalculatorTool;
}

/** What the filter is called and what it counts. */
export interface ReferenceFilter {
  /** The filter box's label. */
  readonly label: string;
  /** What one entry is called, and several. */
  readonly one: string;
  readonly many: string;
  readonly maxLength: number;
}

/** A reference page: an introduction, its sections and, for pages of entries, a filter. */
export interface ReferenceDoc {
  readonly intro: readonly RichText[];
  readonly filter?: ReferenceFilter;
  readonly sections: readonly ReferenceSection[];
}

/** Text compared without case, accents, apostrophes, full stops or repeated spaces. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘.]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of rich text as the filter reads them: links by their text, rule places left out. */
export function plainText(text: RichText): string {
  return text
    .map((run) =>
      typeof run === 'string' ? run : 'text' in run ? run.text : 'note' in run ? run.note : '',
    )
    .join('');
}

function entryTexts(e: ReferenceEntry): string[] {
  return [
    e.name,
    e.description,
    ...e.fields.flatMap((f) => [
      ...(f.value ? [plainText(f.value)] : []),
      ...(f.items ?? []).map(plainText),
    ]),
    ...(e.keywords ?? []),
  ];
}

/**
 * The sections with only the entries that match `query` (case, accents and punctuation
 * ignored); sections of entries left empty are dropped, sections without entries are kept.
 */
export function filterReference(
  sections: readonly ReferenceSection[],
  query: string,
): ReferenceSection[] {
  const q = searchKey(query);
  if (q === '') return [...sections];
  return sections.flatMap((s) => {
    if (!s.entries) return [s];
    const entries = s.entries.filter((e) => entryTexts(e).some((t) => searchKey(t).includes(q)));
    return entries.length > 0 ? [{ ...s, entries }] : [];
  });
}

/** How many entries `sections` hold. */
export function entryCount(sections: readonly ReferenceSection[]): number {
  return sections.reduce((n, s) => n + (s.entries?.length ?? 0), 0);
}
