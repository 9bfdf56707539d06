/**
 * The U.S. Civil War's Turn Record Track as the players key it in (ruling G5): for each turn its
 * season, its benchmark and the leader changes printed in its box. The track is on the map, not
 * in the rulebook, so nothing is invented here; what the players enter is a user-data kind (saved,
 * exported, imported, shared) and is checked against every fact the rulebook gives about the
 * track (`turn-record-check.ts`).
 */
import * as v from 'valibot';
import { LAST_TURN } from './calendar.js';
import { dataKind } from './data-kind.js';

/** The four seasons, in the order of a year. */
export const SEASONS = {
  winter: 'Winter',
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
} as const;
export type Season = keyof typeof SEASONS;

/** The turns of the track, as the keys of the entered data. */
export const TRACK_TURNS: readonly string[] = Array.from({ length: LAST_TURN }, (_, i) =>
  String(i + 1),
);

/** Sanity bounds on what is typed (not rulebook numbers): a benchmark, a box's leader line. */
export const TRACK_LIMITS = { benchmarkMax: 400, leadersMax: 300 } as const;

const TurnSchema = v.strictObject({
  season: v.exactOptional(v.picklist(Object.keys(SEASONS) as [Season, ...Season[]])),
  benchmark: v.exactOptional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(TRACK_LIMITS.benchmarkMax)),
  ),
  leaders: v.exactOptional(v.pipe(v.string(), v.maxLength(TRACK_LIMITS.leadersMax))),
});

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
