/**
 * The U.S. Civil War: what each Confederate-held Coastal Fort protects (20.5, "What each Coastal
 * Fort protects", L56), as data. The rulebook gives the hex of the place guarded, not of the fort,
 * and only for six of the eight; the others have none here. Spellings follow rulings C2 and C4,
 * Hampton's hex ruling C1. Pure.
 */

/** One Coastal Fort and what it guards while the Confederacy holds it. */
export interface CoastalFort {
  readonly fort: string;
  /** What it protects, in the app's words. */
  readonly protects: string;
  /** The hex of the place protected, as printed in 20.5; null where none is printed. */
  readonly hex: string | null;
  /** A further effect 20.5 names, if any. */
  readonly also?: string;
  /** Rulings behind the row's name or hex. */
  readonly rulings?: readonly string[];
}

/** The eight Coastal Forts in the order 20.5 lists them (L56). */
export const COASTAL_FORTS: readonly CoastalFort[] = [
  { fort: 'Forts St. Philip / Jackson', protects: 'The Mississippi River', hex: null },
  { fort: 'Fort Morgan', protects: 'Mobile Bay', hex: null },
  { fort: 'Fort Pickens', protects: 'Pensacola', hex: '4722', rulings: ['C4'] },
  {
    fort: 'Fort Pulaski',
    protects: 'Savannah, with the way up the Savannah River',
    hex: '4137',
  },
  { fort: 'Fort Sumter', protects: 'Charleston', hex: '3839' },
  { fort: 'Fort Johnson', protects: 'Wilmington', hex: '3345', rulings: ['C2'] },
  { fort: 'Fort Macon', protects: 'Beaufort, from the ocean side only', hex: '3148' },
  {
    fort: 'Fort Monroe',
    protects: 'Hampton',
    hex: '2349',
    also: 'Norfolk (2449): safe from Amphibious Assault and open to Blockade Running',
    rulings: ['C1'],
  },
];

/** The rule the list belongs to. */
export const COASTAL_FORTS_RULE = '20.5';
