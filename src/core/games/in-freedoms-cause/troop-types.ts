/**
 * In Freedom's Cause: the troop types and formations, shared by the movement, reference and
 * tracker tools. Which formations each type may take (Formations and Movement) is data here so
 * that every tool checks a formation the same way.
 */

/** The troop types of the rules, generals included (they move but have no formation). */
export type TroopType =
  | 'infantry'
  | 'light-infantry'
  | 'cavalry'
  | 'light-artillery'
  | 'heavy-artillery'
  | 'siege-artillery'
  | 'general';

/** Every formation a unit can be in (artillery's two are limbered and unlimbered). */
export type Formation =
  'line' | 'column' | 'march-column' | 'square' | 'skirmish' | 'limbered' | 'unlimbered';

/** A troop type's name and the formations it may take. */
export interface TroopTypeInfo {
  readonly id: TroopType;
  readonly label: string;
  /** The formations it may take; empty for a type without formations (generals, siege guns). */
  readonly formations: readonly Formation[];
  /** Mounted or dismounted, shown on the table (cavalry only). */
  readonly mounts: boolean;
  /** Rulebook section. */
  readonly rule: string;
}

export const TROOP_TYPES: readonly TroopTypeInfo[] = [
  {
    id: 'infantry',
    label: 'Infantry',
    formations: ['line', 'column', 'march-column', 'square'],
    mounts: false,
    rule: 'Infantry Formations',
  },
  {
    id: 'light-infantry',
    label: 'Light infantry',
    formations: ['line', 'column', 'march-column', 'square', 'skirmish'],
    mounts: false,
    rule: 'Infantry Formations',
  },
  {
    id: 'cavalry',
    label: 'Cavalry',
    formations: ['line', 'column', 'march-column', 'skirmish'],
    mounts: true,
    rule: 'Cavalry Formations',
  },
  {
    id: 'light-artillery',
    label: 'Light artillery',
    formations: ['limbered', 'unlimbered'],
    mounts: false,
    rule: 'Artillery Formations',
  },
  {
    id: 'heavy-artillery',
    label: 'Heavy artillery',
    formations: ['limbered', 'unlimbered'],
    mounts: false,
    rule: 'Artillery Formations',
  },
  {
    id: 'siege-artillery',
    label: 'Siege artillery',
    formations: [],
    mounts: false,
    rule: 'Base Movement Rates',
  },
  { id: 'general', label: 'General', formations: [], mounts: false, rule: 'Base Movement Rates' },
];

export const FORMATION_LABELS: Readonly<Record<Formation, string>> = {
  line: 'Line',
  column: 'Column',
  'march-column': 'March column',
  square: 'Square',
  skirmish: 'Skirmish',
  limbered: 'Limbered',
  unlimbered: 'Unlimbered',
};

/** The troop type `id`. */
export function troopType(id: TroopType): TroopTypeInfo {
  const t = TROOP_TYPES.find((x) => x.id === id);
  if (!t) throw new Error(`unknown troop type ${id}`);
  return t;
}

/** Whether a unit of type `type` may take `formation`. */
export function formationAllowed(type: TroopType, formation: Formation): boolean {
  return troopType(type).formations.includes(formation);
}
