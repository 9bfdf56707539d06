/**
 * The campaign tracker's saved state as a valibot schema, so a stored or imported game is read
 * only when its shape is right (the snapshot and each one of its history).
 */
import * as v from 'valibot';
import { PHASE_LETTERS } from './phases.js';
import { SCENARIO_SLUGS } from './scenario-types.js';
import { VICTORY_CITIES } from './victory-data.js';
import type { CampaignSnapshot } from './campaign-types.js';
import type { WithHistory } from '../../shared/tracker-history.js';

const side = v.picklist(['union', 'confederate']);
const theater = v.picklist(['east', 'west']);
const phase = v.picklist(PHASE_LETTERS);
const int = v.pipe(v.number(), v.integer());
/** The longest card name a play records. */
const NAME_MAX = 80;
const bySide = <T extends v.GenericSchema>(s: T) => v.object({ union: s, confederate: s });
const split = v.object({ east: int, west: int });

const Snapshot = v.object({
  scenario: v.picklist(SCENARIO_SLUGS),
  turn: int,
  phase,
  cp: bySide(int),
  cpLog: v.array(
    v.object({ side, asked: int, applied: int, reason: v.string(), turn: int, phase }),
  ),
  generals: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      side,
      theater,
      cavalry: v.boolean(),
      threeStar: v.boolean(),
      byCard: v.boolean(),
    }),
  ),
  everInPlay: v.array(v.string()),
  leftThisPhase: v.array(v.object({ name: v.string(), theater })),
  nextId: int,
  decks: bySide(v.object({ deck: v.picklist([1, 2, 3]), left: v.nullable(int) })),
  hands: bySide(int),
  handsAtK: v.exactOptional(bySide(int)),
  unmatched: v.exactOptional(v.array(theater)),
  unionPlaced: v.exactOptional(v.boolean()),
  fallen: v.array(v.picklist(VICTORY_CITIES)),
  pending: v.array(
    v.variant('kind', [
      v.object({ kind: v.literal('emancipation'), left: int, played: int }),
      v.object({ kind: v.literal('washington'), captured: int }),
      v.object({ kind: v.literal('chattanooga') }),
      v.object({ kind: v.literal('cavalry-raids'), turn: int }),
      v.object({ kind: v.literal('stonewall'), turn: int }),
      v.object({ kind: v.literal('duck'), theater, played: int }),
    ]),
  ),
  wins: v.array(v.object({ side, theater, major: v.exactOptional(v.boolean()) })),
  invasionMajors: int,
  electionPlayed: v.boolean(),
  allocation: bySide(
    v.nullable(
      v.object({ faceDown: split, discretionary: v.nullable(split), faceUp: v.boolean() }),
    ),
  ),
  revealed: v.boolean(),
  ending: v.nullable(v.string()),
  result: v.nullable(
    v.object({ winner: v.picklist(['union', 'confederate', 'draw']), reason: v.string() }),
  ),
  day: int,
  battleContinues: bySide(v.boolean()),
  wounded: v.exactOptional(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.maxLength(NAME_MAX)),
        side,
        day: int,
        replacedBy: v.exactOptional(v.pipe(v.string(), v.maxLength(NAME_MAX))),
      }),
    ),
  ),
  movement: v.exactOptional(
    v.object({
      turn: int,
      actor: side,
      passes: int,
      plays: v.array(
        v.object({
          side,
          name: v.pipe(v.string(), v.maxLength(NAME_MAX)),
          card: v.exactOptional(v.string()),
          theater: v.exactOptional(theater),
        }),
      ),
    }),
  ),
  battles: v.exactOptional(
    v.object({
      turn: int,
      order: v.pipe(v.array(theater), v.maxLength(2)),
      drawn: v.pipe(
        v.array(v.object({ union: v.exactOptional(int), confederate: v.exactOptional(int) })),
        v.maxLength(2),
      ),
    }),
  ),
  lasting: v.exactOptional(
    v.array(
      v.object({
        card: v.pipe(v.string(), v.maxLength(NAME_MAX)),
        side,
        turn: int,
        phase,
        deck: v.exactOptional(v.picklist([1, 2, 3])),
      }),
    ),
  ),
  note: v.string(),
  battleCards: v.exactOptional(
    v.object({ held: v.array(v.string()), removed: v.array(v.string()) }),
  ),
});

const State = v.object({ ...Snapshot.entries, history: v.array(Snapshot) });

/** The saved state, or null when its shape is wrong. */
export function parseCampaignState(raw: unknown): WithHistory<CampaignSnapshot> | null {
  const r = v.safeParse(State, raw);
  return r.success ? r.output : null;
}
