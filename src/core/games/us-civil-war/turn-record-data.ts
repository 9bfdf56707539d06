/**
 * The U.S. Civil War's Turn Record Track as the players key it in (ruling G5): for each turn its
 * season, its benchmark, the leader changes printed in its box (`turn-record-leaders.ts`) and a
 * note. Entries saved before the changes were structured kept them as one line, `leaders`: that
 * line is read into the note, so nothing typed is lost. The track is on the map, not
 * in the rulebook, so nothing is invented here; what the players enter is a user-data kind (saved,
 * exported, imported, shared) and is checked against every fact the rulebook gives about the
 * track (`turn-record-check.ts`).
 */
import * as v from 'valibot';
import { LAST_TURN } from './calendar.js';
import { dataKind } from './data-kind.js';
import { SEASONS } from './supply-data.js';
import { LEADER_CHANGE_LIMITS, LeaderChangesSchema } from './turn-record-leaders.js';
import { keysOf } from '../../shared/keys-of.js';

/** The turns of the track, as the keys of the entered data. */
export const TRACK_TURNS: readonly string[] = Array.from({ length: LAST_TURN }, (_, i) =>
  String(i + 1),
);

/** Sanity bounds on what is typed (not rulebook numbers): a benchmark, a box's note. */
export const TRACK_LIMITS = { benchmarkMax: 400, noteMax: LEADER_CHANGE_LIMITS.noteMax } as const;

const Note = v.pipe(v.string(), v.maxLength(TRACK_LIMITS.noteMax));

const TurnSchema = v.pipe(
  v.strictObject({
    season: v.exactOptional(v.picklist(keysOf(SEASONS))),
    benchmark: v.exactOptional(
      v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(TRACK_LIMITS.benchmarkMax)),
    ),
    changes: v.exactOptional(LeaderChangesSchema),
    note: v.exactOptional(Note),
    /** The free-text leader line of entries saved before `changes`; read into `note`. */
    leaders: v.exactOptional(Note),
  }),
  v.transform(({ leaders, ...box }) => {
    const old = leaders?.trim() ?? '';
    if (old === '') return box;
    return { ...box, note: box.note ? `${box.note} ${old}` : old };
  }),
  v.check(
    (box) => (box.note?.length ?? 0) <= TRACK_LIMITS.noteMax,
    `A turn’s note is at most ${TRACK_LIMITS.noteMax} letters.`,
  ),
);

/** The players' track: each turn's box as far as they have entered it. */
export const TurnRecordSchema = v.strictObject({
  turns: v.record(v.picklist(TRACK_TURNS as [string, ...string[]]), TurnSchema),
});
export type TurnRecord = v.InferOutput<typeof TurnRecordSchema>;
export type TurnBox = TurnRecord['turns'][string];

/** The user-data kind of the Turn Record Track (ruling G5). */
export const TURN_RECORD_USER_DATA = dataKind('turn-record', TurnRecordSchema, () => ({
  turns: {},
}));

/** Turn `turn`'s box as entered, or an empty one. */
export const turnBox = (data: TurnRecord, turn: number): TurnBox => data.turns[String(turn)] ?? {};
