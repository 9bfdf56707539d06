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

/** The kinds in the order a rulings list shows them, with their headings. */
export const RULING_KINDS: readonly { readonly kind: RulingKind; readonly title: string }[] = [
  { kind: 'contradiction', title: 'Contradictions' },
  { kind: 'gap', title: 'Gaps' },
  { kind: 'ambiguity', title: 'Ambiguities' },
];

/**
 * How running text mentions rulings: "ruling C5", "rulings A38, A41 and C5". Only ids after the
 * word "ruling" count, so grid sectors such as "A1" or "C3" in the same text are never taken.
 */
const MENTION = /\b[Rr]ulings? ((?:[ACG]B?\d+)(?:(?:, | and )[ACG]B?\d+)*)/g;
const MENTION_ID = /[ACG]B?\d+/g;

/**
 * A run of plain text, or a ruling the text mentions with the words that name it: the first id
 * of a mention carries the word before it ("ruling A6"), so a link to it reads as a phrase.
 */
export type RulingTextPart =
  { readonly text: string } | { readonly ruling: string; readonly text: string };

/**
 * `text` cut into plain runs and the rulings it mentions (see `MENTION`), in order, so a view
 * can link each: "see rulings A7, C8." → "see ", "rulings A7" (A7), ", ", "C8" (C8), ".".
 */
export function rulingTextParts(text: string): RulingTextPart[] {
  const parts: RulingTextPart[] = [];
  let at = 0;
  const plain = (to: number) => {
    if (to > at) parts.push({ text: text.slice(at, to) });
    at = to;
  };
  for (const m of text.matchAll(MENTION)) {
    const ids = m[1] ?? '';
    const start = m.index + m[0].length - ids.length;
    let first = true;
    for (const id of ids.matchAll(MENTION_ID)) {
      const from = first ? m.index : start + id.index;
      const to = start + id.index + id[0].length;
      plain(from);
      parts.push({ ruling: id[0], text: text.slice(from, to) });
      at = to;
      first = false;
    }
  }
  plain(text.length);
  return parts;
}

/** The ruling ids a text mentions, in order, once each. */
export function mentionedRulingIds(text: string): string[] {
  const ids: string[] = [];
  for (const p of rulingTextParts(text))
    if ('ruling' in p && !ids.includes(p.ruling)) ids.push(p.ruling);
  return ids;
}
