/**
 * A new U.S. Civil War tracker game: the scenario's markers, Border States, starting cards and
 * removed or unassigned Generals (S1.1–S3.1; the starting cards' kinds not yet noted), empty Displaced Boxes, no Isolated Group, an empty
 * Naval Pool and no Ironclad, and the first turn begun at its Action Cycle (the first turn skips the three phases before it).
 */
import { noArmies, noOptionalRules } from './army-markers.js';
import { emptyBox, type DisplacedBox } from './displaced.js';
import { startLeaders } from './leaders.js';
import { emptyNaval } from './naval-pool.js';
import type { BorderHolder } from './scenario-types.js';
import type { Side } from './sides.js';
import { startStatus } from './status-track.js';
import type { Hand } from './sac-hand.js';
import { noRailUse } from './rail-bonus.js';
import { noStrategicUse } from './strategic.js';
import type { Theater } from './theaters.js';
import { trackerScenario } from './tracker-scenarios.js';
import type { BorderState, UscwSnapshot, UscwState } from './tracker-types.js';

const boxes = (): Record<Theater, DisplacedBox> => ({
  east: emptyBox(),
  west: emptyBox(),
  transMississippi: emptyBox(),
});

/** The snapshot a game of `slug` starts from; throws a RangeError for an unknown game. */
export function startUscw(slug: string): UscwSnapshot {
  const g = trackerScenario(slug);
  if (!g) throw new RangeError(`No game “${slug.slice(0, 20)}”.`);
  const s = g.setup;
  const border: Record<BorderState, BorderHolder> = { ...s.border };
  const hands: Record<Side, Hand> = {
    union: { unnoted: s.cards },
    confederate: { unnoted: s.cards },
  };
  return {
    scenario: g.slug,
    turn: g.first,
    phase: 'action',
    action: 1,
    status: startStatus(s),
    border,
    displaced: { union: boxes(), confederate: boxes() },
    strategic: { union: noStrategicUse(), confederate: noStrategicUse() },
    rail: noRailUse(),
    forts: [],
    nextFort: 1,
    freeFortUsed: false,
    hands,
    due: { union: 0, confederate: 0 },
    leaders: startLeaders(s),
    isolated: [],
    nextGroup: 1,
    naval: emptyNaval(),
    optional: noOptionalRules(),
    armies: noArmies(),
    over: false,
    note: `${g.title} set up: Turn ${g.first}, Action Phase 1.`,
  };
}

/** A new game of `slug` with an empty history. */
export function createUscw(slug: string): UscwState {
  return { ...startUscw(slug), history: [] };
}
