/**
 * The Price of Freedom: per-turn and per-side numbers: hand size (§10.5), free reinforcements
 * (§11.4), turn order (§11.1, §12.2) and deployment limits against War Effort (§11.9-11.10,
 * §18.2-18.3). Procedures only.
 */
import { CORPS_COUNTERS, HAND_SIZE, LAST_TURN, NATIONS } from './constants.js';
import type { Nation } from './constants.js';
import { FREE_CORPS, TURN_ORDER } from './turn-data.js';
import type { TurnOrderRow } from './turn-data.js';
import type { CampaignSnapshot } from './tracker-types.js';
import { warEffort } from './war-effort.js';

function checkTurn(turn: number): void {
  if (!Number.isInteger(turn) || turn < 1 || turn > LAST_TURN) {
    throw new RangeError(`A turn is 1 to ${LAST_TURN}; got ${String(turn)}.`);
  }
}

/** Hand size after the card phase: WE limited to 6..10, CORE card included (§10.5). */
export function handSize(warEffortLevel: number): number {
  return Math.min(HAND_SIZE.max, Math.max(HAND_SIZE.min, warEffortLevel));
}

/** Cards drawn in the card phase: the hand size less the CORE card taken back (§10.4-10.5). */
export function cardsDrawn(warEffortLevel: number): number {
  return handSize(warEffortLevel) - 1;
}

/** Free corps in `turn`'s reinforcement phase; none in Turn 1 (§11.1, §11.4; ruling A15). */
export function freeCorps(turn: number, side: Nation, draftPlayed: boolean): number {
  checkTurn(turn);
  const row = FREE_CORPS.find((r) => turn >= r.fromTurn && turn <= r.toTurn);
  if (row === undefined) return 0;
  return side === 'usa' ? row.usa + (draftPlayed ? row.usaDraftBonus : 0) : row.csa;
}

/** Who has the initiative and who reinforces first in `turn` (§11.1, §12.2). */
export function turnOrder(turn: number): TurnOrderRow {
  checkTurn(turn);
  const row = TURN_ORDER.find((r) => turn >= r.fromTurn && turn <= r.toTurn);
  if (row === undefined) throw new Error(`No turn order for turn ${turn}.`);
  return row;
}

/** One side's deployment against its limits. */
export interface DeploymentStatus {
  readonly corps: number;
  /** War Effort: new corps may not take the count above it (§11.9). */
  readonly limit: number;
  readonly counters: number;
  /** How many more corps may be placed now (0 once at or over the limit, §11.10). */
  readonly room: number;
  /** More corps on the map than War Effort, after a drop (allowed, §11.10). */
  readonly over: boolean;
}

/** Corps per side and Union garrisons against War Effort and the counter mix. */
export function deploymentStatus(s: CampaignSnapshot): {
  readonly corps: Readonly<Record<Nation, DeploymentStatus>>;
  readonly garrisons: {
    readonly onMap: number;
    readonly limit: number;
    readonly room: number;
    readonly over: boolean;
  };
} {
  const we = warEffort(s);
  const side = (n: Nation): DeploymentStatus => {
    const cap = Math.min(we[n], CORPS_COUNTERS[n]);
    return {
      corps: s.corps[n],
      limit: we[n],
      counters: CORPS_COUNTERS[n],
      room: Math.max(0, cap - s.corps[n]),
      over: s.corps[n] > we[n],
    };
  };
  return {
    corps: { usa: side('usa'), csa: side('csa') },
    garrisons: {
      onMap: s.garrisons,
      limit: we.usa,
      room: Math.max(0, we.usa - s.garrisons),
      over: s.garrisons > we.usa,
    },
  };
}

/** One side's numbers for the current turn. */
export interface SideTurnInfo {
  readonly warEffort: number;
  readonly handSize: number;
  readonly cardsDrawn: number;
  readonly freeCorps: number;
}

/** The current turn at a glance: both sides' hand and reinforcements, and the turn order. */
export function turnSummary(s: CampaignSnapshot): {
  readonly turn: number;
  readonly order: TurnOrderRow;
  /** No card or reinforcement phase in Turn 1 (§10.1, §11.1). */
  readonly cardPhase: boolean;
  readonly sides: Readonly<Record<Nation, SideTurnInfo>>;
} {
  const we = warEffort(s);
  const sides = {} as Record<Nation, SideTurnInfo>;
  for (const n of NATIONS) {
    sides[n] = {
      warEffort: we[n],
      handSize: handSize(we[n]),
      cardsDrawn: cardsDrawn(we[n]),
      freeCorps: freeCorps(s.turn, n, s.draftPlayed),
    };
  }
  return { turn: s.turn, order: turnOrder(s.turn), cardPhase: s.turn > 1, sides };
}
