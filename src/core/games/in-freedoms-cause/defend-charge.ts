/**
 * In Freedom's Cause: may a unit on Defend orders charge? Only an enemy equal or less in strength
 * and disordered, or when the charger and its friends within 12″ outnumber the enemy units there
 * 2 to 1 (Generals, Orders, and Command Control; ruling A16: strength is current figures, and the
 * count is of units within 12″ of the charging unit). Pure; the numbers are `DEFEND_CHARGE`'s.
 */
import { DEFEND_CHARGE } from './charge-data.js';

/** What the check needs, as the table stands. */
export interface DefendChargeSituation {
  /** The charging unit's figures now. */
  readonly chargerFigures: number;
  /** The target's figures now. */
  readonly targetFigures: number;
  readonly targetDisordered: boolean;
  /** Friendly units within the distance of the charger, the charger counted. */
  readonly friends: number;
  /** Enemy units within the distance of the charger. */
  readonly enemies: number;
}

/** The check's two ways to allow a charge, and whether either does. */
export interface DefendChargeVerdict {
  /** The target is no stronger and disordered. */
  readonly weakerAndDisordered: boolean;
  /** Friends outnumber enemies by the ratio or more. */
  readonly outnumbered: boolean;
  readonly allowed: boolean;
}

/** Whether a unit on Defend orders may charge in `s`. */
export function defendCharge(s: DefendChargeSituation): DefendChargeVerdict {
  const weakerAndDisordered = s.targetDisordered && s.targetFigures <= s.chargerFigures;
  const outnumbered = s.friends >= DEFEND_CHARGE.ratio * s.enemies;
  return { weakerAndDisordered, outnumbered, allowed: weakerAndDisordered || outnumbered };
}
