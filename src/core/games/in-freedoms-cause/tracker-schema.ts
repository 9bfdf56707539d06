/**
 * In Freedom's Cause: the unit tracker's saved state, checked when a saved game is loaded or
 * imported, so a record of the wrong shape (or names holding markup) is refused with a message
 * instead of breaking the tracker.
 */
import * as v from 'valibot';
import { plainText } from '../../shared/schema-limits.js';
import { QUALITY_IDS } from './quality.js';
import { TROOP_TYPES } from './troop-types.js';
import type { IfcSnapshot } from './tracker-types.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { WEAPONS } from './weapons.js';

/** Longest unit or brigade name. */
export const NAME_MAX = 60;

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
  broken: v.boolean(),
});

const Army = v.object({
  divisional: Whole,
  divisionalFallen: Whole,
  passed: Whole,
  lostAtFirstTest: v.nullable(Whole),
  state: v.picklist(['fighting', 'defend', 'left-field']),
});

const Entries = {
  scenario: Id,
  turn: Whole,
  initiative: v.nullable(Side),
  brigades: v.pipe(v.array(Brigade), v.maxLength(100)),
  units: v.pipe(v.array(Unit), v.maxLength(500)),
  armies: v.object({ union: Army, confederate: Army }),
  tests: v.pipe(
    v.array(v.object({ turn: Whole, text: plainText(300, 'A test record') })),
    v.maxLength(1000),
  ),
  note: plainText(300, 'A change'),
  next: Whole,
};

const StateSchema = v.object({
  ...Entries,
  history: v.pipe(v.array(v.object(Entries)), v.maxLength(1000)),
});

/** The saved state, or null when it is not a tracker state of this version. */
export function parseIfcState(raw: unknown): WithHistory<IfcSnapshot> | null {
  const r = v.safeParse(StateSchema, raw);
  return r.success ? r.output : null;
}
