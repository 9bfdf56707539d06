/**
 * In Freedom's Cause, Haversack's open model: the range brackets of the fire table. The rulebook
 * names range brackets but never lists them (ruling G3), so these are the model's, in inches;
 * whether a small arm may fire at a bracket follows from its longest range in `weapons.ts`.
 */
import type { FireWeapon } from './fire-weapons.js';

/** A range bracket: ranges above `from` up to `to` inches (`to` null: no upper end). */
export interface FireBracket {
  readonly id: string;
  readonly from: number;
  readonly to: number | null;
}

/** The model's brackets, nearest first. */
export const FIRE_BRACKETS: readonly FireBracket[] = [
  { id: 'r3', from: 0, to: 3 },
  { id: 'r6', from: 3, to: 6 },
  { id: 'r12', from: 6, to: 12 },
  { id: 'r18', from: 12, to: 18 },
  { id: 'r36', from: 18, to: 36 },
  { id: 'r72', from: 36, to: 72 },
  { id: 'far', from: 72, to: null },
];

/** The bracket `id`, or undefined. */
export function bracketById(id: string): FireBracket | undefined {
  return FIRE_BRACKETS.find((b) => b.id === id);
}

/** The bracket in words: 'up to 3″', '3–6″', 'over 72″'. */
export function bracketLabel(b: FireBracket): string {
  if (b.from === 0) return `up to ${String(b.to)}″`;
  if (b.to === null) return `over ${String(b.from)}″`;
  return `${String(b.from)}–${String(b.to)}″`;
}

/**
 * Whether `weapon` may fire at bracket `b`: small arms only within their longest range (a
 * range on the boundary counts in the shorter bracket); artillery at any range.
 */
export function bracketAllowed(weapon: FireWeapon, b: FireBracket): boolean {
  if (weapon.maxRange === null) return true;
  return b.to !== null && b.to <= weapon.maxRange;
}
