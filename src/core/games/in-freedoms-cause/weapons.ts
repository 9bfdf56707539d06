/**
 * In Freedom's Cause: the weapons a unit fires with, as the official app's Action field takes
 * them, and the longest range the rulebook allows each small arm. Artillery ranges are "very
 * long" and not given, so artillery has none. Shared by the fire table and the movement and
 * ranges tools.
 */

/** Where the ranges are stated. */
export const WEAPON_RULE = 'VI. Fire';

/** A weapon class. `maxRange` in inches; null where the rulebook sets no limit. */
export interface Weapon {
  readonly id: 'minie' | 'musket' | 'carbine' | 'smoothbore-art' | 'rifled-art' | 'mixed-art';
  readonly label: string;
  readonly artillery: boolean;
  readonly maxRange: number | null;
}

/** The weapons the rulebook names (its promised full list is missing: ruling G1). */
export const WEAPONS: readonly Weapon[] = [
  { id: 'minie', label: 'Minie rifle (rifle-musket)', artillery: false, maxRange: 18 },
  { id: 'musket', label: 'Smoothbore musket', artillery: false, maxRange: 12 },
  { id: 'carbine', label: 'Carbine', artillery: false, maxRange: 12 },
  { id: 'smoothbore-art', label: 'Smoothbore artillery', artillery: true, maxRange: null },
  { id: 'rifled-art', label: 'Rifled artillery', artillery: true, maxRange: null },
  { id: 'mixed-art', label: 'Mixed battery', artillery: true, maxRange: null },
];

export type WeaponId = Weapon['id'];

/** The weapon `id`; the first (Minie rifle) for an id that is none. */
export function weaponById(id: string): Weapon {
  return WEAPONS.find((w) => w.id === id) ?? (WEAPONS[0] as Weapon);
}
