/**
 * In Freedom's Cause: the artillery classes (Troop Types): light, heavy and siege set only how a
 * gun moves; how it fires comes from whether it is a smoothbore or a rifle. The pieces each class
 * names, with the firing class where the name says it.
 */

export type ArtilleryClass = 'light-artillery' | 'heavy-artillery' | 'siege-artillery';
export type Bore = 'smoothbore' | 'rifled';

export interface Piece {
  readonly name: string;
  /** Smoothbore or rifled where the rulebook's name says so, else null. */
  readonly bore: Bore | null;
}

export interface ArtilleryClassInfo {
  readonly id: ArtilleryClass;
  readonly label: string;
  /** Weight of a piece in pounds: its range, or a floor ("more than"). */
  readonly weight: { readonly min: number; readonly max?: number; readonly over?: boolean } | null;
  readonly pieces: readonly Piece[];
  readonly note?: string;
}

export const ARTILLERY_RULE = 'Troop Types, Units, Scales, and Organization';

export const ARTILLERY_CLASSES: readonly ArtilleryClassInfo[] = [
  {
    id: 'light-artillery',
    label: 'Light artillery',
    weight: { min: 800, max: 900 },
    pieces: [
      { name: '6-pdr smoothbore', bore: 'smoothbore' },
      { name: '10-pdr Parrott rifle', bore: 'rifled' },
      { name: '12-pdr James rifle', bore: 'rifled' },
      { name: '12-pdr howitzer', bore: null },
      { name: '3-inch ordnance rifle', bore: 'rifled' },
    ],
  },
  {
    id: 'heavy-artillery',
    label: 'Heavy artillery',
    weight: { min: 1000, over: true },
    pieces: [
      { name: '12-pdr Napoleon smoothbore', bore: 'smoothbore' },
      { name: '20-pdr Parrott rifle', bore: 'rifled' },
      { name: '12-pdr Whitworth rifle', bore: 'rifled' },
      { name: 'light "Austrian" 24-pdr howitzer', bore: null },
      { name: 'other non-siege guns', bore: null },
    ],
  },
  {
    id: 'siege-artillery',
    label: 'Siege artillery',
    weight: null,
    pieces: [
      { name: '24-pdr and 32-pdr howitzers', bore: null },
      { name: '8- to 13-inch mortars', bore: null },
      { name: 'smaller mortars, several to a model', bore: null },
    ],
    note: 'fortress and siege pieces, shown more abstractly',
  },
];

/** A class's weight in words: "about 800–900 lb", "over 1000 lb". */
export function weightText(c: ArtilleryClassInfo): string {
  if (!c.weight) return 'not given';
  if (c.weight.over) return `over ${c.weight.min} lb`;
  return `about ${c.weight.min}–${c.weight.max ?? c.weight.min} lb`;
}
