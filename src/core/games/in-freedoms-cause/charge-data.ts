/**
 * In Freedom's Cause: the numbers and names of the charge rules (Charges and Melee; Generals,
 * Orders, and Command Control), each typed once: the command range, the Defend-order exception,
 * the formations that may charge, and the morale checks the sequence calls for, by the names
 * the fire, melee and morale screens use.
 */
import type { Formation } from './troop-types.js';

export const CHARGE_RULE = 'Charges and Melee';
export const ORDERS_RULE = 'Generals, Orders, and Command Control';

/** How near a general a unit must be to charge (and to have its orders changed). */
export const COMMAND_RANGE_INCHES = 18;

/** Defend orders: a charge is allowed when friends outnumber enemies by this ratio within this distance. */
export const DEFEND_CHARGE = { ratio: 2, withinInches: 12 };

/** The formations a charge may be made from. */
export const CHARGE_FORMATIONS: readonly Formation[] = ['line', 'column', 'skirmish'];

/** The morale checks the charge sequence names, as the morale screen lists them. */
export const CHARGE_CHECKS = {
  ordered: 'Ordered to Charge',
  receiving: 'Receiving Charge',
  firedOn: 'Fired on during Charge',
  lost: 'Unit Lost Melee',
  casualties: 'Unit Taking Casualties from Fire/Melee',
  holdFire: 'Unit Fired On (Return Fire)',
} as const;

/** The melee screen's box for a charging attacker. */
export const CHARGING_BOX = 'Attacker is Charging';

/** Reaction fire held back by a passed hold-fire check comes at this share of the charge distance. */
export const HELD_FIRE_SHARE = 1 / 2;
