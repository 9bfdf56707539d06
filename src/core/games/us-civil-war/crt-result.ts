/**
 * The U.S. Civil War: a Combat Results Table result, its grammar and its rank. A result is the
 * loss inflicted on the other side (SPs on land, hits at sea) with a grade mark: plain, ◆ or *.
 * The higher number wins; on equal numbers * beats ◆, which beats plain (11.2.2, ruling C7).
 */

/** The grade marks, weakest first: their order is their rank. */
export const GRADES = ['plain', 'diamond', 'asterisk'] as const;
export type Grade = (typeof GRADES)[number];

/** The mark printed after the number for each grade. */
export const GRADE_MARK: Readonly<Record<Grade, string>> = {
  plain: '',
  diamond: '◆',
  asterisk: '*',
};

/** One result of the CRT. */
export interface CrtResult {
  readonly hits: number;
  readonly grade: Grade;
}

/** A sanity bound on a result's number when typed in (no chart inflicts more); not a rule. */
export const CRT_HITS_MAX = 20;

/** Marks a player may type for ◆ on a keyboard without one. */
const DIAMOND_TYPED = ['◆', '♦', '◇', 'd', 'D'];
/** What a player may type for no loss at all. */
const NOTHING_TYPED = ['-', '–', '—', '0'];

/**
 * Reads a result as typed: '1', '1*', '*' (no loss, asterisk), '2◆' (also '2♦' or '2d'), '0' or
 * '-' for nothing. Spaces around it are ignored. Null for anything else.
 */
export function parseCrtResult(text: string): CrtResult | null {
  const t = text.trim();
  if (t.length === 0 || t.length > 4) return null;
  if (NOTHING_TYPED.includes(t)) return { hits: 0, grade: 'plain' };
  const m = /^([0-9]{0,2})(.?)$/u.exec(t);
  if (!m) return null;
  const digits = m[1] ?? '';
  const mark = m[2] ?? '';
  const grade: Grade | null =
    mark === ''
      ? 'plain'
      : mark === '*'
        ? 'asterisk'
        : DIAMOND_TYPED.includes(mark)
          ? 'diamond'
          : null;
  if (grade === null || (digits === '' && grade === 'plain')) return null;
  const hits = digits === '' ? 0 : Number(digits);
  if (hits > CRT_HITS_MAX || (digits.length > 1 && digits.startsWith('0'))) return null;
  return { hits, grade };
}

/** A result as the chart prints it: '1', '1*', '2◆', '*', and '0' for nothing. */
export function formatCrtResult(r: CrtResult): string {
  if (r.hits === 0 && r.grade !== 'plain') return GRADE_MARK[r.grade];
  return `${r.hits}${GRADE_MARK[r.grade]}`;
}

/** A result's rank as one number: higher wins (the number first, then the grade). */
export function crtRank(r: CrtResult): number {
  return r.hits * GRADES.length + GRADES.indexOf(r.grade);
}

/** Which of two results wins: 1 when `a` ranks higher, −1 when `b` does, 0 on a tie. */
export function compareCrtResults(a: CrtResult, b: CrtResult): -1 | 0 | 1 {
  const d = crtRank(a) - crtRank(b);
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}
