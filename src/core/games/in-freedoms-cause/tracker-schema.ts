/**
 * In Freedom's Cause: the unit tracker's saved state, checked when a saved game is loaded or
 * imported, so a record of the wrong shape (or names holding markup) is refused with a message
 * instead of breaking the tracker. A battle saved before divisional generals had names (format 1,
 * counts only) is read with each counted general named by his number, so no saved game is lost.
 */
import * as v from 'valibot';
import { plainText } from '../../shared/schema-limits.js';
import { QUALITY_IDS } from './quality.js';
import { TROOP_TYPES } from './troop-types.js';
import { IFC_TRACKER_VERSION, type IfcSnapshot, type Side as SideId } from './tracker-types.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { WEAPONS } from './weapons.js';

/** Longest unit or brigade name. */
export const NAME_MAX = 60;

const SIDES: readonly SideId[] = ['union', 'confederate'];
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(16));
const Whole = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000));
const Side = v.picklist(['union', 'confederate']);
const FORMATIONS = [
  'line',
  'column',
  'march-column',
  'square',
  'skirmish',
  'limbered',
  'unlimbered',
] as const;

const Unit = v.object({
  id: Id,
  name: plainText(NAME_MAX, 'A unit’s name'),
  brigade: Id,
  type: v.picklist(TROOP_TYPES.map((t) => t.id).filter((t) => t !== 'general')),
  quality: v.picklist(QUALITY_IDS),
  weapon: v.picklist(WEAPONS.map((w) => w.id)),
  formation: v.picklist([...FORMATIONS, '']),
  start: Whole,
  figures: Whole,
  disordered: v.boolean(),
  acted: v.boolean(),
  general: v.boolean(),
  orders: v.picklist(['attack', 'defend']),
  fixedDefend: v.boolean(),
  removed: v.nullable(v.picklist(['routed', 'destroyed', 'off-table'])),
});

const Brigade = v.object({
  id: Id,
  name: plainText(NAME_MAX, 'A brigade’s name'),
  side: Side,
  generalFallen: v.boolean(),
  passed: Whole,
  /** Absent in a battle saved before it was kept: see `brigadeInputs`. */
  lostAtFirstTest: v.optional(v.nullable(Whole), null),
  broken: v.boolean(),
});

const ArmyMorale = {
  passed: Whole,
  lostAtFirstTest: v.nullable(Whole),
  state: v.picklist(['fighting', 'defend', 'left-field']),
};
const Army = v.object(ArmyMorale);
/** Format 1: the divisional generals as counts. */
const ArmyV1 = v.object({ ...ArmyMorale, divisional: Whole, divisionalFallen: Whole });

const General = v.object({
  id: Id,
  name: plainText(NAME_MAX, 'A general’s name'),
  side: Side,
  attachedTo: v.nullable(Id),
  fallen: v.boolean(),
});

const Roll = v.object({
  id: Id,
  unit: Id,
  who: v.variant('rank', [
    v.object({ rank: v.literal('brigadier'), brigade: Id }),
    v.object({ rank: v.literal('divisional'), general: Id }),
  ]),
  casualties: Whole,
});

const Common = {
  scenario: Id,
  turn: Whole,
  initiative: v.nullable(Side),
  brigades: v.pipe(v.array(Brigade), v.maxLength(100)),
  units: v.pipe(v.array(Unit), v.maxLength(500)),
  tests: v.pipe(
    v.array(v.object({ turn: Whole, text: plainText(300, 'A test record') })),
    v.maxLength(1000),
  ),
  note: plainText(300, 'A change'),
  next: Whole,
};

const Entries = {
  ...Common,
  armies: v.object({ union: Army, confederate: Army }),
  generals: v.pipe(v.array(General), v.maxLength(100)),
  casualtyRolls: v.pipe(v.array(Roll), v.maxLength(500)),
};
const EntriesV1 = { ...Common, armies: v.object({ union: ArmyV1, confederate: ArmyV1 }) };

const StateSchema = v.object({
  ...Entries,
  history: v.pipe(v.array(v.object(Entries)), v.maxLength(1000)),
});
const StateSchemaV1 = v.object({
  ...EntriesV1,
  history: v.pipe(v.array(v.object(EntriesV1)), v.maxLength(1000)),
});

type V1 = v.InferOutput<typeof StateSchemaV1>;
type SnapshotV1 = Omit<V1, 'history'>;

/** A format-1 snapshot with its counted divisional generals named by number. */
function fromV1({ armies, ...s }: SnapshotV1): IfcSnapshot {
  const generals = SIDES.flatMap((side) =>
    Array.from({ length: armies[side].divisional }, (_, i) => ({
      id: `g${side.charAt(0)}${i + 1}`,
      name: `Divisional general ${i + 1}`,
      side,
      attachedTo: null,
      fallen: i < armies[side].divisionalFallen,
    })),
  );
  const army = ({ divisional: _d, divisionalFallen: _f, ...a }: SnapshotV1['armies']['union']) => a;
  return {
    ...s,
    armies: { union: army(armies.union), confederate: army(armies.confederate) },
    generals,
    casualtyRolls: [],
  };
}

/**
 * The saved state, or null when it is not a tracker state of this format or of format 1. A game
 * saved in format 1 keeps that number on its record when its state is saved again (the store
 * writes the state only), so either shape is read under either number.
 */
export function parseIfcState(raw: unknown, version: number): WithHistory<IfcSnapshot> | null {
  if (version !== 1 && version !== IFC_TRACKER_VERSION) return null;
  const now = v.safeParse(StateSchema, raw);
  if (now.success) return now.output;
  const old = v.safeParse(StateSchemaV1, raw);
  if (!old.success) return null;
  const { history, ...snap } = old.output;
  return { ...fromV1(snap), history: history.map(fromV1) };
}
