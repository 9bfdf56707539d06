/**
 * The U.S. Civil War tracker's saved state as a valibot schema, so a stored or imported game is
 * read only when its shape is right (the snapshot and each one of its history).
 */
import * as v from 'valibot';
import { ARMY_LIMITS, noArmies, noOptionalRules } from './army-markers.js';
import { MAX_GROUPS } from './isolated-groups.js';
import { LEADER_NAME_MAX, LEADER_STATUS } from './leaders.js';
import { RAIL_BONUS } from './movement-data.js';
import { emptyNaval } from './naval-pool.js';
import { noRailUse } from './rail-bonus.js';
import { HAND_KINDS, type Hand, type HandKind } from './sac-hand.js';
import { STATUS_KEYS, turnOverSavedTraining, type StatusTrack } from './status-track.js';
import { TRACKER_SCENARIOS } from './tracker-scenarios.js';
import { WHERE_MAX } from './tracker-reducer.js';
import type { UscwState } from './tracker-types.js';
import { TURN_PHASES, type PhaseId } from './turn-phases.js';
import { keysOf } from '../../shared/keys-of.js';

const int = v.pipe(v.number(), v.integer());
const count = v.pipe(int, v.minValue(0));
const side = v.picklist(['union', 'confederate']);
const holder = v.picklist(['union', 'csa', 'neutral']);
const bySide = <T extends v.GenericSchema>(s: T) => v.object({ union: s, confederate: s });
const byTheater = <T extends v.GenericSchema>(s: T) =>
  v.object({ east: s, west: s, transMississippi: s });
const name = v.pipe(v.string(), v.maxLength(LEADER_NAME_MAX));

const Box = v.object({
  sps: count,
  militia: count,
  generals: v.array(v.object({ name, wait: count })),
});

const Strategic = v.object({ rail: count, river: count, ocean: count, road: byTheater(count) });

// Games saved before the tracker kept Isolated Groups and the naval state read as having none.
const Naval = v.object({
  pool: v.object({ river: count, ocean: count }),
  replacedTurn: count,
  ironclads: v.object({ building: count, built: count }),
  completedTurn: count,
});
const Group = v.object({
  id: v.pipe(v.string(), v.maxLength(12)),
  side,
  where: v.pipe(v.string(), v.maxLength(WHERE_MAX)),
  points: count,
});

// A hand saved before the tracker counted cards by kind was a number: its cards' kinds not noted.
const Hand = v.union([
  v.pipe(
    count,
    v.transform((n): Hand => ({ unnoted: n })),
  ),
  v.object(
    Object.fromEntries(Object.keys(HAND_KINDS).map((k) => [k, v.exactOptional(count)])) as Record<
      HandKind,
      v.ExactOptionalSchema<typeof count, undefined>
    >,
  ),
]);

// Games saved before the tracker kept the optional rules read as using none, with no Army.
const Optional = v.object({ political: v.boolean(), armies: v.boolean() });
const Armies = v.object({
  list: v.array(
    v.object({
      id: v.pipe(v.string(), v.maxLength(12)),
      side,
      general: v.pipe(v.string(), v.maxLength(ARMY_LIMITS.nameMax)),
      stars: int,
      high: v.boolean(),
    }),
  ),
  supplied: bySide(v.nullable(count)),
  next: int,
});

const SnapshotShape = v.object({
  scenario: v.picklist(TRACKER_SCENARIOS.map((s) => s.slug) as [string, ...string[]]),
  turn: int,
  phase: v.picklist(TURN_PHASES.map((p) => p.id) as [PhaseId, ...PhaseId[]]),
  action: int,
  status: v.object(
    Object.fromEntries(STATUS_KEYS.map((k) => [k, int])) as Record<
      (typeof STATUS_KEYS)[number],
      typeof int
    >,
  ),
  border: v.object({ wv: holder, ky: holder, mo: holder }),
  displaced: bySide(byTheater(Box)),
  strategic: bySide(Strategic),
  // Games saved before the tracker kept the Rail Movement Bonus read as no SP having used it.
  rail: v.optional(bySide(v.pipe(count, v.maxValue(RAIL_BONUS.spPerPhase))), noRailUse),
  forts: v.array(
    v.object({
      id: v.pipe(v.string(), v.maxLength(12)),
      where: v.pipe(v.string(), v.maxLength(WHERE_MAX)),
      side,
      level: v.pipe(v.string(), v.maxLength(4)),
      free: v.boolean(),
      due: v.object({ turn: int, action: int }),
    }),
  ),
  nextFort: int,
  freeFortUsed: v.boolean(),
  hands: bySide(Hand),
  due: v.optional(bySide(count), () => ({ union: 0, confederate: 0 })),
  leaders: v.array(
    v.object({
      name,
      side,
      status: v.picklist(keysOf(LEADER_STATUS)),
    }),
  ),
  isolated: v.optional(v.pipe(v.array(Group), v.maxLength(MAX_GROUPS)), () => []),
  nextGroup: v.optional(int, 1),
  naval: v.optional(Naval, emptyNaval),
  optional: v.optional(Optional, noOptionalRules),
  armies: v.optional(Armies, noArmies),
  over: v.boolean(),
  note: v.string(),
});

/**
 * A snapshot saved before the Training markers turned over at 7 (17.3): a marker at 7 or more is
 * turned over on reading, and the note says what it earned (`said`), so no SP is lost unseen.
 */
function turnedOver<T extends { readonly status: StatusTrack; readonly note: string }>(
  snap: T,
  say: (said: readonly string[]) => string,
): T {
  const t = turnOverSavedTraining(snap.status);
  if (t.said.length === 0) return snap;
  return { ...snap, status: t.track, note: `${snap.note} ${say(t.said)}`.trim() };
}

// An earlier step in the history says it was turned over; the game as it stands says what was earned.
const Snapshot = v.pipe(
  SnapshotShape,
  v.transform((snap) =>
    turnedOver(snap, () => '(Its Training marker turned over at 7 when this game was read, 17.3.)'),
  ),
);
const State = v.pipe(
  v.object({ ...SnapshotShape.entries, history: v.array(Snapshot) }),
  v.transform((state) => turnedOver(state, (said) => said.join(' '))),
);

/** The saved state, or null when its shape is wrong. */
export function parseUscwState(raw: unknown): UscwState | null {
  const r = v.safeParse(State, raw);
  return r.success ? r.output : null;
}
