/**
 * Altar of Freedom: what a close combat does to each side, from the difference of the two
 * totals (Close Combat Table, L1120–1172; Artillery in Combat, L1269–1275; spec §3.11).
 */
import { lookup } from '../../shared/index.js';
import type { Lookup } from '../../shared/index.js';
import type { CloseCombatCell } from './cells.js';
import { ARTILLERY_MAX_RECOIL_BD } from './constants.js';
import { CLOSE_COMBAT_TABLE } from './tables.js';

/** What happens to one combatant. Distances in base depths. */
export interface CombatantEffect {
  readonly recoilBd: number;
  readonly fatigue: number;
  readonly broken: boolean;
  /** Pursuit: the victor advances between these (its choice); 0–0 when it holds its ground. */
  readonly advanceMin: number;
  readonly advanceMax: number;
}

/** The full result of one close combat. */
export interface CloseCombatResult {
  /** Attacker total − defender total. */
  readonly difference: number;
  readonly winner: 'attacker' | 'defender' | null;
  /** One of the close-combat outcome keys, e.g. 'attacker-3-5'. */
  readonly outcomeKey: string;
  readonly lookup: Lookup<CloseCombatCell>;
  readonly attacker: CombatantEffect;
  readonly defender: CombatantEffect;
}

const NOTHING: CombatantEffect = {
  recoilBd: 0,
  fatigue: 0,
  broken: false,
  advanceMin: 0,
  advanceMax: 0,
};

/** The outcome key for a difference (attacker − defender): the row of the table and who won. */
export function closeCombatOutcomeKey(difference: number): string {
  if (difference === 0) return 'tie';
  const who = difference > 0 ? 'attacker' : 'defender';
  return disparityOutcomeKey(who, lookup(CLOSE_COMBAT_TABLE, Math.abs(difference)).rowKey);
}

/** The outcome key of `who` winning on the table's disparity row `rowKey`: 'attacker-3-5'. */
export function disparityOutcomeKey(who: 'attacker' | 'defender', rowKey: string): string {
  return `${who}-${rowKey.startsWith('ge') ? `${rowKey.slice(2)}plus` : rowKey}`;
}

/**
 * The result of a close combat whose totals differ by `difference` (attacker − defender).
 * When the primary defender is artillery and loses, it cannot recoil more than 1 BD, so any
 * losing result breaks it; the victor still advances per its row (L1269–1275; ruling A19).
 */
export function closeCombatResult(
  difference: number,
  defenderIsArtillery: boolean,
): CloseCombatResult {
  if (!Number.isInteger(difference))
    throw new RangeError(`Not a difference of totals: ${difference}.`);
  const hit = lookup(CLOSE_COMBAT_TABLE, Math.abs(difference));
  const outcomeKey = closeCombatOutcomeKey(difference);
  const cell = hit.cell;
  if (cell.kind === 'tie') {
    const recoil = { ...NOTHING, recoilBd: cell.bd };
    return {
      difference,
      winner: null,
      outcomeKey,
      lookup: hit,
      attacker: recoil,
      defender: recoil,
    };
  }
  const winner = difference > 0 ? 'attacker' : 'defender';
  let victor: CombatantEffect;
  let loser: CombatantEffect;
  if (cell.kind === 'loser-recoils') {
    victor = { ...NOTHING, advanceMin: cell.advanceMin, advanceMax: cell.advanceMax };
    loser = { ...NOTHING, recoilBd: cell.loserBd, fatigue: cell.loserFatigue };
    if (winner === 'attacker' && defenderIsArtillery && cell.loserBd > ARTILLERY_MAX_RECOIL_BD) {
      loser = { ...NOTHING, broken: true };
    }
  } else {
    victor = { ...NOTHING, fatigue: cell.victorFatigue };
    loser = { ...NOTHING, broken: true };
  }
  return winner === 'attacker'
    ? { difference, winner, outcomeKey, lookup: hit, attacker: victor, defender: loser }
    : { difference, winner, outcomeKey, lookup: hit, attacker: loser, defender: victor };
}

/** A combatant's effect in plain words, e.g. 'recoils 2 BD and gains 1 Fatigue marker'. */
export function describeEffect(who: string, e: CombatantEffect): string {
  if (e.broken) return `${who} is broken.`;
  const parts: string[] = [];
  if (e.recoilBd > 0) parts.push(`recoils ${e.recoilBd} BD`);
  if (e.fatigue > 0) parts.push(`gains ${e.fatigue} Fatigue marker`);
  if (e.advanceMax > 0) {
    parts.push(
      e.advanceMin === e.advanceMax
        ? `advances ${e.advanceMax} BD`
        : `advances ${e.advanceMin} or ${e.advanceMax} BD (its choice)`,
    );
  }
  if (parts.length === 0 || (e.recoilBd === 0 && e.advanceMax === 0))
    parts.unshift('holds its ground');
  return `${who} ${parts.join(' and ')}.`;
}
