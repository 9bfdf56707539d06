/**
 * The U.S. Civil War's Turn Record Track as entered, checked against every fact the rulebook gives
 * about the track: the turns it says are winter (S2.1, S3.1) or fall (S2.1), the winter turn of
 * 1864 it implies (5.4.5; a warning, not a failure), and the one benchmark its example prints
 * (19.3.4). A track that fails a fact is flagged and the tracker does not read its seasons.
 */
import { YEARS } from './calendar.js';
import type { CheckStatus } from './crt-check.js';
import { lastTurn, scenarioById } from './scenarios.js';
import { SEASONS, type Season } from './supply-data.js';
import { turnBox, type TurnRecord } from './turn-record-data.js';
import { KNOWN_BENCHMARKS } from './victory-data.js';

/** A fact's verdict: as for the CRT, or `warn` for a fact the rulebook only implies. */
export type TrackStatus = CheckStatus | 'warn';

/** A fact of the rulebook about the track. */
export interface TrackFact {
  readonly id: string;
  readonly turn: number;
  readonly expected: string;
  readonly place: string;
  /** Stated outright, or inferred (a mismatch only warns). */
  readonly source: 'stated' | 'inferred';
  test(box: ReturnType<typeof turnBox>): TrackStatus;
}

const seasonFact = (
  turn: number,
  season: Season,
  place: string,
  source: 'stated' | 'inferred',
): TrackFact => ({
  id: `season-${turn}`,
  turn,
  expected: `Turn ${turn} is ${SEASONS[season].label}`,
  place,
  source,
  test: (box) =>
    box.season === undefined
      ? 'missing'
      : box.season === season
        ? 'pass'
        : source === 'stated'
          ? 'fail'
          : 'warn',
});

const s2 = scenarioById('s2');

/** Every fact the rulebook gives about the track. */
export const TRACK_FACTS: readonly TrackFact[] = [
  ...YEARS.flatMap((y) =>
    y.winterFirst === null ? [] : [seasonFact(y.first, 'winter', y.place, y.winterFirst)],
  ),
  ...(s2 ? [seasonFact(lastTurn(s2), 'fall', 'S2.1', 'stated')] : []),
  ...KNOWN_BENCHMARKS.map((b): TrackFact => ({
    id: `benchmark-${b.turn}`,
    turn: b.turn,
    expected: `Turn ${b.turn}’s benchmark is ${b.value}`,
    place: '19.3.4',
    source: 'stated',
    test: (box) =>
      box.benchmark === undefined ? 'missing' : box.benchmark === b.value ? 'pass' : 'fail',
  })),
].sort((a, b) => a.turn - b.turn);

/** One fact checked. */
export interface TrackCheck {
  readonly fact: TrackFact;
  readonly status: TrackStatus;
}

/** Every fact checked against the entered track. */
export function checkTrack(data: TurnRecord): TrackCheck[] {
  return TRACK_FACTS.map((fact) => ({ fact, status: fact.test(turnBox(data, fact.turn)) }));
}

/** The facts the track contradicts: while there is any, the tracker does not read it. */
export const trackFailures = (data: TurnRecord): string[] =>
  checkTrack(data)
    .filter((c) => c.status === 'fail')
    .map((c) => c.fact.expected);
