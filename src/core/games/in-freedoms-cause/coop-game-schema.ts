/**
 * In Freedom's Cause: the coop/solo game's saved state, checked when a saved game is loaded,
 * imported or changed in another tab, so a record of the wrong shape is refused with a message
 * instead of breaking the page. Every word an encounter carries must be one of the rulebook's
 * (`encounter-vocab.ts`).
 */
import * as v from 'valibot';
import { plainText } from '../../shared/schema-limits.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import {
  DIRECTIONS,
  ENCOUNTER_KINDS,
  ENEMY_SIZES,
  ENEMY_TYPES,
  ORDERS,
  THIRDS,
} from './encounter-vocab.js';
import { COOP_HISTORY, COOP_LIMITS } from './coop-game-reducer.js';
import type { CoopSnapshot } from './coop-game-types.js';
import { QUALITY_IDS } from './quality.js';
import { FORMATION_LABELS } from './troop-types.js';
import { keysOf } from '../../shared/keys-of.js';

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((x) => x.id as T['id']);
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(16));
const Whole = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const Side = v.picklist(['union', 'confederate']);

const Unit = v.object({
  type: v.picklist(ids(ENEMY_TYPES)),
  size: v.picklist(ids(ENEMY_SIZES)),
  quality: v.picklist(QUALITY_IDS),
  formation: v.picklist(keysOf(FORMATION_LABELS)),
  line: v.nullable(v.picklist(['front', 'second'])),
  brigade: Whole(COOP_LIMITS.unitsPerEncounter),
  held: v.exactOptional(v.boolean()),
});

const Encounter = v.object({
  id: Id,
  kind: v.picklist(ids(ENCOUNTER_KINDS)),
  units: v.pipe(v.array(Unit), v.maxLength(COOP_LIMITS.unitsPerEncounter)),
  orders: v.picklist(ids(ORDERS)),
  entrenched: v.boolean(),
  distance: v.nullable(Whole(96)),
  direction: v.nullable(v.picklist(ids(DIRECTIONS))),
  third: v.nullable(v.picklist(ids(THIRDS))),
  press: Whole(COOP_LIMITS.presses),
  origin: v.picklist(['generated', 'added']),
  edited: v.boolean(),
  ignored: v.boolean(),
  brigadiers: v.exactOptional(
    v.pipe(
      v.array(Whole(COOP_LIMITS.unitsPerEncounter)),
      v.maxLength(COOP_LIMITS.unitsPerEncounter),
    ),
  ),
});

const Entries = {
  scenario: Id,
  players: v.nullable(Side),
  playerUnits: v.nullable(Whole(COOP_LIMITS.units)),
  presses: v.pipe(
    v.array(v.object({ side: Side, encounter: v.nullable(Id) })),
    v.maxLength(COOP_LIMITS.presses),
  ),
  encounters: v.pipe(v.array(Encounter), v.maxLength(COOP_LIMITS.presses)),
  /** Absent in a game saved before brigades could be marked broken. */
  broken: v.optional(
    v.pipe(
      v.array(Whole(COOP_LIMITS.unitsPerEncounter)),
      v.maxLength(COOP_LIMITS.unitsPerEncounter),
    ),
    [],
  ),
  next: Whole(1_000_000),
  note: plainText(4000, 'A change'),
};

const StateSchema = v.object({
  ...Entries,
  history: v.pipe(v.array(v.object(Entries)), v.maxLength(COOP_HISTORY)),
});

/** The saved state, or null when it is not a coop/solo game of this version. */
export function parseCoopState(raw: unknown): WithHistory<CoopSnapshot> | null {
  const r = v.safeParse(StateSchema, raw);
  return r.success ? r.output : null;
}
