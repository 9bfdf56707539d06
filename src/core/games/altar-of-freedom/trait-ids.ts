/**
 * Altar of Freedom: the ids of the 26 personality traits (App. I, L1645–1721).
 */

/** The trait ids, for schemas and pickers (App. I). */
export const TRAIT_IDS = [
  'aggressive',
  'cautious',
  'disciplinarian',
  'dour',
  'energetic',
  'finest-hour',
  'grandiose',
  'grasps-the-initiative',
  'hard-driving',
  'hesitant',
  'inept',
  'insubordinate',
  'leads-from-the-front',
  'leads-from-the-rear',
  'masterful',
  'micromanager',
  'quartermaster',
  'reckless-attacker',
  'revered',
  'shrewd-tactician',
  'sloppy-staff-work',
  'stalwart',
  'tardy',
  'trusted-lieutenant',
  'unflappable',
  'unreliable',
] as const;

/** One of `TRAIT_IDS`. */
export type TraitId = (typeof TRAIT_IDS)[number];
