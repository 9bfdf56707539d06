/**
 * Battle Cry of Freedom: counts in words, so the tools' sentences are built from the data ("four
 * infantry generals") rather than retyping its numbers. No imports: the phase data, the lowest
 * module, reads it too.
 */

const WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;

/** A count in words ("four", or "Four" to open a sentence); digits past twelve. */
export function inWords(n: number, capital = false): string {
  const w = WORDS[n] ?? String(n);
  return capital ? w.charAt(0).toUpperCase() + w.slice(1) : w;
}
