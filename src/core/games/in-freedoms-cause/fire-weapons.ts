/**
 * In Freedom's Cause: the weapons the fire table's Action field takes: the small arms the
 * rulebook names, with their ranges read from `weapons.ts`, and artillery as it fires,
 * smoothbore, rifled or a mixed battery (ruling G1). Artillery has no maximum range.
 */
import { FIRE_RULE, weapon, type WeaponId } from './weapons.js';

/** Where fire and its ranges are described. */
export const WEAPON_RULE = FIRE_RULE;

/** A weapon of the fire table. `maxRange` in inches; null where the rulebook sets no limit. */
export interface FireWeapon {
  readonly id: 'minie' | 'musket' | 'carbine' | 'smoothbore-art' | 'rifled-art' | 'mixed-art';
  readonly label: string;
  readonly artillery: boolean;
  readonly maxRange: number | null;
}

const smallArm = (id: Exclude<WeaponId, 'artillery'>): FireWeapon => ({
  id,
  label: weapon(id).label,
  artillery: false,
  maxRange: weapon(id).range,
});
const gun = (id: FireWeapon['id'], label: string): FireWeapon => ({
  id,
  label,
  artillery: true,
  maxRange: weapon('artillery').range,
});

/** The weapons of the fire table (the rulebook's promised full list is missing: ruling G1). */
export const FIRE_WEAPONS: readonly FireWeapon[] = [
  smallArm('minie'),
  smallArm('musket'),
  smallArm('carbine'),
  gun('smoothbore-art', 'Smoothbore artillery'),
  gun('rifled-art', 'Rifled artillery'),
  gun('mixed-art', 'Mixed battery'),
];

export type FireWeaponId = FireWeapon['id'];

/** The weapon `id`; the first (Minie rifle) for an id that is none. */
export function fireWeaponById(id: string): FireWeapon {
  return FIRE_WEAPONS.find((w) => w.id === id) ?? (FIRE_WEAPONS[0] as FireWeapon);
}
