/**
 * What the U.S. Civil War tracker's panels read beside the saved state: the game being played and
 * the players' Turn Record Track, used only while it agrees with every fact of the rulebook.
 */
import { checkTrack } from './turn-record-check.js';
import { TurnRecordSchema, type TurnBox, type TurnRecord, turnBox } from './turn-record-data.js';
import * as v from 'valibot';
import { trackerScenario, type TrackerScenario } from './tracker-scenarios.js';

/** The tracker's context. */
export interface UscwContext {
  readonly game: TrackerScenario;
  /** The entered track, or null when none is entered or it contradicts the rulebook. */
  readonly track: TurnRecord | null;
  /** The rulebook's facts the entered track contradicts. */
  readonly trackFailures: readonly string[];
}

/** The context of a game of `slug` with the players' entered track; null for an unknown game. */
export function uscwContext(slug: string | null, entered: unknown): UscwContext | null {
  const game = trackerScenario(slug);
  if (!game) return null;
  const parsed = v.safeParse(TurnRecordSchema, entered);
  if (!parsed.success) return { game, track: null, trackFailures: [] };
  const failures = checkTrack(parsed.output)
    .filter((c) => c.status === 'fail')
    .map((c) => `${c.fact.expected} (${c.fact.place})`);
  return { game, track: failures.length ? null : parsed.output, trackFailures: failures };
}

/** Turn `turn`'s box of the usable track, if any. */
export const boxOf = (c: UscwContext, turn: number): TurnBox | undefined =>
  c.track ? turnBox(c.track, turn) : undefined;
