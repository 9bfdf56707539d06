/**
 * In Freedom's Cause: the weapons the rules name and their maximum ranges (Fire). Artillery
 * ranges are only called very long: no number is given (ruling G2).
 */

export const FIRE_RULE = 'Fire';

/**
 * The lines of fire (Fire, L298–318): no fire through a gap between friendly units narrower than
 * `gapInches`; fire more than `coverShare` of whose length crosses intervening soft cover too
 * shallow to block sight (at most `coverDepthInches` deep) gives the target soft cover.
 */
export const FIRE_LINES = { gapInches: 1, coverShare: 1 / 2, coverDepthInches: 1 } as const;

export type WeaponId = 'minie' | 'musket' | 'carbine' | 'artillery';

export interface Weapon {
  readonly id: WeaponId;
  readonly label: string;
  /** Maximum range in inches at 25 mm, or null where the rulebook gives none. */
  readonly range: number | null;
  readonly note?: string;
}

export const WEAPONS: readonly Weapon[] = [
  { id: 'minie', label: 'Minie rifle (rifle-musket)', range: 18 },
  { id: 'musket', label: 'Smoothbore musket', range: 12 },
  {
    id: 'carbine',
    label: 'Carbine',
    range: 12,
    note: 'cavalry carry single-shot breechloaders unless agreed otherwise',
  },
  { id: 'artillery', label: 'Artillery', range: null, note: 'very long; no maximum given' },
];

/** The weapon `id`. */
export function weapon(id: WeaponId): Weapon {
  const w = WEAPONS.find((x) => x.id === id);
  if (!w) throw new Error(`unknown weapon ${id}`);
  return w;
}
