/**
 * The battle tracker's saved state, checked when a saved game is loaded (a stored record of the
 * wrong shape is refused with a message instead of breaking the tracker).
 */
import * as v from 'valibot';
import { MAX_FATIGUE_MARKERS } from './constants.js';
import { ArmSchema, SideSchema } from './schema.js';

/** Version of the tracker state format stored in saved games. */
export const TRACKER_STATE_VERSION = 1;

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const Whole = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000));

const ClockSchema = v.object({
  dieSides: v.pipe(Whole, v.minValue(10), v.maxValue(20)),
  value: Whole,
  controller: SideSchema,
  levels: Whole,
  expired: v.boolean(),
});

const SnapshotEntries = {
  scenario: Id,
  turn: Whole,
  lastTurn: Whole,
  phase: v.picklist(['turn', 'end-of-turn', 'game-over']),
  eotStep: Whole,
  clockDie: Whole,
  clock: v.nullable(ClockSchema),
  units: v.record(
    Id,
    v.object({
      side: SideSchema,
      arm: ArmSchema,
      commandGeneral: Id,
      fatigue: v.pipe(Whole, v.maxValue(MAX_FATIGUE_MARKERS)),
      state: v.picklist(['not-arrived', 'active', 'broken', 'removed', 'absent']),
      brokenAt: v.nullable(Id),
    }),
  ),
  generals: v.record(
    Id,
    v.object({
      side: SideSchema,
      state: v.picklist(['not-arrived', 'active', 'new-horse', 'captured', 'wounded', 'killed']),
      hq: Id,
      replaced: v.boolean(),
    }),
  ),
  hqs: v.record(Id, v.object({ side: SideSchema, general: Id, captured: v.boolean() })),
  armies: v.array(v.object({ side: SideSchema, breakPoint: Whole, commander: Id })),
  arrivals: v.record(
    Id,
    v.object({
      side: SideSchema,
      kind: v.picklist(['scheduled', 'roll']),
      turn: Whole,
      units: v.array(Id),
      roll: v.nullable(v.object({ die: Whole, target: Whole, bonusPerAttempt: Whole })),
      optional: v.boolean(),
      arrived: v.boolean(),
      attempts: Whole,
    }),
  ),
  result: v.nullable(
    v.object({
      reason: v.picklist(['break-point', 'turn-limit']),
      broken: v.array(SideSchema),
      turn: Whole,
    }),
  ),
};

/** A saved tracker state: the snapshot plus its undo history. */
export const BattleStateSchema = v.object({
  ...SnapshotEntries,
  history: v.pipe(v.array(v.object(SnapshotEntries)), v.maxLength(1000)),
});
