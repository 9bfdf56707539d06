/**
 * Altar of Freedom: questions about a tracked battle: losses against the break point, the broken
 * brigades at an HQ, the end-of-turn checklist (Army Break Points, L1600–1632; End of Turn
 * Sequence, L1412–1423; spec §3.18).
 */
import type { Side } from './schema.js';
import { END_OF_TURN_STEPS } from './sequence.js';
import type { SequenceStep } from './sequence.js';
import type { BattleSnapshot } from './tracker-types.js';

/** An army's losses by kind (L1624–1628). */
export interface Losses {
  /** Broken or removed infantry, cavalry and artillery (not the gunboat, ruling A38). */
  readonly brigades: number;
  /** Captured, wounded or killed generals, replaced or not ("new horse" is not a loss). */
  readonly generals: number;
  readonly hqs: number;
  readonly total: number;
}

/**
 * The losses of `side` now: each broken or removed brigade, fallen general and captured HQ
 * counts one (L1624–1628). Rallied brigades no longer count (ruling A25).
 */
export function lossesOf(s: BattleSnapshot, side: Side): Losses {
  let brigades = 0;
  let generals = 0;
  let hqs = 0;
  for (const unit of Object.values(s.units)) {
    if (
      unit.side === side &&
      unit.arm !== 'naval' &&
      (unit.state === 'broken' || unit.state === 'removed')
    ) {
      brigades += 1;
    }
  }
  for (const general of Object.values(s.generals)) {
    if (general.side === side && ['captured', 'wounded', 'killed'].includes(general.state))
      generals += 1;
  }
  for (const hq of Object.values(s.hqs)) if (hq.side === side && hq.captured) hqs += 1;
  return { brigades, generals, hqs, total: brigades + generals + hqs };
}

/** The printed break point of `side` (authoritative, ruling C15). */
export function breakPointOf(s: BattleSnapshot, side: Side): number {
  const army = s.armies.find((a) => a.side === side);
  if (army === undefined) throw new RangeError(`No ${side} army in ${s.scenario}.`);
  return army.breakPoint;
}

/** Whether `side`'s losses have reached its break point (L1619–1623). */
export function atBreakPoint(s: BattleSnapshot, side: Side): boolean {
  return lossesOf(s, side).total >= breakPointOf(s, side);
}

/** Losses `side` can still take before it breaks (0 when broken; used for ruling A27). */
export function lossesToBreak(s: BattleSnapshot, side: Side): number {
  return Math.max(0, breakPointOf(s, side) - lossesOf(s, side).total);
}

/** Ids of the broken brigades waiting at HQ `hq`, the rally queue (L1027–1035). */
export function brokenAtHq(s: BattleSnapshot, hq: string): string[] {
  return Object.entries(s.units)
    .filter(([, u]) => u.state === 'broken' && u.brokenAt === hq)
    .map(([id]) => id);
}

/** The end-of-turn steps in their strict order with their state (L1412–1423). */
export function endOfTurnChecklist(
  s: BattleSnapshot,
): { readonly step: SequenceStep; readonly state: 'done' | 'current' | 'to-do' }[] {
  return END_OF_TURN_STEPS.map((step, i) => {
    if (s.phase === 'game-over') return { step, state: 'done' };
    if (s.phase !== 'end-of-turn') return { step, state: 'to-do' };
    return { step, state: i < s.eotStep ? 'done' : i === s.eotStep ? 'current' : 'to-do' };
  });
}
