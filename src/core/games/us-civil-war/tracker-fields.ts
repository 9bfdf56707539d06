/**
 * Fields and readers the U.S. Civil War tracker's forms share: the side and theater choices, and
 * reading a form's values back as the game's ids.
 */
import type { FormValues, SelectField } from '../../shared/tracker-form.js';
import { SIDES, type Side } from './sides.js';
import { THEATERS, type Theater } from './theaters.js';
import { keysOf } from '../../shared/keys-of.js';

/** A side select. */
export const sideField: SelectField = {
  kind: 'select',
  name: 'side',
  label: 'Side',
  options: keysOf(SIDES).map((s) => ({ value: s, label: SIDES[s] })),
};

/** A theater select. */
export const theaterField: SelectField = {
  kind: 'select',
  name: 'theater',
  label: 'Theater',
  options: keysOf(THEATERS).map((t) => ({ value: t, label: THEATERS[t] })),
};

/** The side chosen, the Union by default. */
export const sideOf = (v: FormValues): Side => (v.side === 'confederate' ? 'confederate' : 'union');

/** The theater chosen, the East by default. */
export const theaterOf = (v: FormValues): Theater =>
  v.theater === 'west' || v.theater === 'transMississippi' ? v.theater : 'east';

/** A whole number from a field, 0 when empty. */
export const countOf = (v: FormValues, k: string): number => Number(v[k] ?? 0) || 0;

/** Text from a field. */
export const textOf = (v: FormValues, k: string): string => String(v[k] ?? '');
