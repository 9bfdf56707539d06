/**
 * In Freedom's Cause: how a move may be made (Base Movement Rates, Formation Changes), as the
 * movement calculator's notes, with the numbers read from the data.
 */
import { FORMATION_CHANGE, FRONT_ARC_DEGREES, inchText, MOVE_RULE } from './movement-data.js';

export const MOVEMENT_NOTES: readonly { readonly text: string; readonly rule: string }[] = [
  {
    text: `Straight ahead, or obliquely up to ${FRONT_ARC_DEGREES}° either side without turning. A forward wheel pivots on a front corner and pays what the other corner travels; sideways and backward moves, wheels included, go at full speed.`,
    rule: MOVE_RULE,
  },
  {
    text: 'Units pass through undisordered units, and always through skirmishers and artillery, but never end a move on another unit (ruling A34).',
    rule: MOVE_RULE,
  },
  {
    text: `A formation change may come at any point of the move, with a free change of facing; the unit keeps its centre, shifting up to ${inchText(FORMATION_CHANGE.shiftInches)} only to fit terrain or friends. Never with a charge.`,
    rule: FORMATION_CHANGE.rule,
  },
  {
    text: 'A disordered unit makes no formation change and never moves toward the enemy.',
    rule: 'Morale and Combat Results',
  },
];
