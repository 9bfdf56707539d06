/**
 * In Freedom's Cause: what each formation is and allows (Formations and Movement), and the
 * formation changes with who may make them (Formation Changes). Shapes are in our words; the
 * counts in them are data.
 */
import { CHARGE_FORMATIONS } from './charge-data.js';
import type { Formation, TroopType } from './troop-types.js';

/** A formation's shape and what it allows. */
export interface FormationInfo {
  readonly id: Formation;
  readonly shape: string;
  readonly fires: string;
  readonly facing: string;
  readonly note?: string;
  readonly rule: string;
}

/** Line: at most this many figures deep. Column: at least this deep and this wide. */
export const LINE_MAX_DEPTH = 2;
export const COLUMN_MIN = { depth: 3, width: 2 };
/** March column: at most this many figures wide. Skirmishers: within this of another figure. */
export const MARCH_COLUMN_MAX_WIDTH = 2;
export const SKIRMISH_GAP_INCHES = 2;
/** Ranks that fire in a column, or in skirmish (the two outermost seen from the target). */
export const FIRING_RANKS = 2;

export const FORMATIONS: readonly FormationInfo[] = [
  {
    id: 'line',
    shape: `At most ${LINE_MAX_DEPTH} figures deep, wider than deep, figures touching`,
    fires: 'Every figure',
    facing: 'One front (a refused flank is allowed)',
    note: 'The most firepower, the slowest of the fighting formations',
    rule: 'Infantry Formations',
  },
  {
    id: 'column',
    shape: `At least ${COLUMN_MIN.depth} figures deep and ${COLUMN_MIN.width} wide; a unit too small says it is in column`,
    fires: `The front ${FIRING_RANKS} ranks`,
    facing: 'One front',
    note: 'Faster than line',
    rule: 'Infantry Formations',
  },
  {
    id: 'march-column',
    shape: `Deeper than wide, at most ${MARCH_COLUMN_MAX_WIDTH} figures wide`,
    fires: 'None',
    facing: 'One front',
    note: 'Very fast; a formation for the road (ruling A7)',
    rule: 'Infantry Formations',
  },
  {
    id: 'square',
    shape: 'A regular rectangle, one rank on each face, facing out',
    fires: 'Every figure, each to its own front',
    facing: 'All round; no flanks',
    note: 'Cannot move; infantry only, never cavalry',
    rule: 'Infantry Formations',
  },
  {
    id: 'skirmish',
    shape: `Figures based singly, each within ${SKIRMISH_GAP_INCHES}″ of another of the unit`,
    fires: `The ${FIRING_RANKS} outermost ranks seen from the target`,
    facing: 'None',
    note: 'Light infantry and cavalry only; charging is allowed but risky',
    rule: 'Infantry Formations',
  },
  {
    id: 'limbered',
    shape: 'The gun base is the unit; a limber model is only a marker and cannot be targeted',
    fires: 'None',
    facing: 'One front',
    note: 'Moves fast',
    rule: 'Artillery Formations',
  },
  {
    id: 'unlimbered',
    shape: 'The gun base with its crew',
    fires: 'The crew figures',
    facing: 'One front',
    note: 'Moves slowly, by hand (prolonge)',
    rule: 'Artillery Formations',
  },
];

/** A formation change: what it turns into what, and who may make it. */
export interface FormationChange {
  readonly name: string;
  readonly from: string;
  readonly to: string;
  /** The troop types that may make it; every type with formations when absent. */
  readonly who?: readonly TroopType[];
}

export const FORMATION_CHANGES: readonly FormationChange[] = [
  { name: 'Deploy', from: 'Column or march column', to: 'Line' },
  { name: 'Ploy', from: 'Line', to: 'Column or march column' },
  {
    name: 'Break into skirmish',
    from: 'Any other',
    to: 'Skirmish',
    who: ['light-infantry', 'cavalry'],
  },
  { name: 'Form up from skirmish', from: 'Skirmish', to: 'Any other' },
  { name: 'Form square', from: 'Any other', to: 'Square', who: ['infantry', 'light-infantry'] },
  { name: 'About face', from: 'Any', to: 'The same, facing the rear' },
  { name: 'Reform to flank', from: 'Line or column', to: 'The same, facing a flank' },
  { name: 'Refuse a flank', from: 'Line', to: 'Line with a flank bent back' },
  { name: 'Mount or dismount', from: 'Mounted', to: 'Dismounted, or back', who: ['cavalry'] },
  {
    name: 'Limber',
    from: 'Unlimbered',
    to: 'Limbered',
    who: ['light-artillery', 'heavy-artillery'],
  },
  {
    name: 'Unlimber',
    from: 'Limbered',
    to: 'Unlimbered',
    who: ['light-artillery', 'heavy-artillery'],
  },
];

/** The formation `id`. */
export function formationInfo(id: Formation): FormationInfo {
  const f = FORMATIONS.find((x) => x.id === id);
  if (!f) throw new Error(`unknown formation ${id}`);
  return f;
}

/** Whether a unit in `formation` may charge. */
export function mayCharge(formation: Formation): boolean {
  return CHARGE_FORMATIONS.includes(formation);
}
