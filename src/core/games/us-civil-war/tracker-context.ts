/**
 * What the U.S. Civil War tracker's panels read beside the saved state: the game being played,
 * the players' Turn Record Track and their Special Action Card decks, each used only while it
 * agrees with every fact of the rulebook.
 */
import { checkTrack } from './turn-record-check.js';
import { TurnRecordSchema, type TurnBox, type TurnRecord, turnBox } from './turn-record-data.js';
import * as v from 'valibot';
import { CardDecksSchema, checkDeck, type DeckCounts } from './cards-deck-data.js';
import type { Side } from './sides.js';
import { trackerScenario, type TrackerScenario } from './tracker-scenarios.js';

/** The tracker's context. */
export interface UscwContext {
  readonly game: TrackerScenario;
  /** The entered track, or null when none is entered or it contradicts the rulebook. */
  readonly track: TurnRecord | null;
  /** The rulebook's facts the entered track contradicts. */
  readonly trackFailures: readonly string[];
  /** Each side's entered deck, when it is whole and agrees with the rulebook's size (18.1). */
  readonly decks: Readonly<Partial<Record<Side, DeckCounts>>>;
}

/** The decks of `entered` that are whole and agree with the rulebook. */
function usableDecks(entered: unknown): Partial<Record<Side, DeckCounts>> {
  const parsed = v.safeParse(CardDecksSchema, entered);
  if (!parsed.success) return {};
  const out: Partial<Record<Side, DeckCounts>> = {};
  for (const side of ['union', 'confederate'] as const) {
    const d = parsed.output.decks[side];
    if (d && checkDeck(side, d).status === 'pass') out[side] = d;
  }
  return out;
}

/**
 * The context of a game of `slug` with the players' entered track and (`also[0]`) their card
 * decks; null for an unknown game.
 */
export function uscwContext(
  slug: string | null,
  entered: unknown,
  also: readonly unknown[] = [],
): UscwContext | null {
  const game = trackerScenario(slug);
  if (!game) return null;
  const decks = usableDecks(also[0]);
  const parsed = v.safeParse(TurnRecordSchema, entered);
  if (!parsed.success) return { game, track: null, trackFailures: [], decks };
  const failures = checkTrack(parsed.output)
    .filter((c) => c.status === 'fail')
    .map((c) => `${c.fact.expected} (${c.fact.place})`);
  return {
    game,
    track: failures.length ? null : parsed.output,
    trackFailures: failures,
    decks,
  };
}

/** Turn `turn`'s box of the usable track, if any. */
export const boxOf = (c: UscwContext, turn: number): TurnBox | undefined =>
  c.track ? turnBox(c.track, turn) : undefined;
