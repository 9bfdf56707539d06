/**
 * In Freedom's Cause: generals and orders (Generals, Orders, and Command Control) in our words,
 * with the numbers read from the data: changing orders within the command range (with the
 * divisional chain), attaching and detaching a general, his escape move, and what Defend orders
 * forbid. The reference's section and the tracker's notes on its orders and brigadier buttons
 * read them from here.
 */
import type { RichText } from '../../shared/reference.js';
import { COMMAND_RANGE_INCHES, DEFEND_CHARGE, ORDERS_RULE } from './charge-data.js';
import { BASE_MOVES, inchText } from './movement-data.js';

const RANGE = inchText(COMMAND_RANGE_INCHES);
const GENERAL_MOVE = inchText(BASE_MOVES.find((m) => m.mover === 'general')?.inches ?? 0);

/** The tracker's note on its Attack/Defend button. */
export const ORDERS_CHANGE_NOTE = `Orders change only for a unit within ${RANGE} of its commanding general; with divisional generals on the table, the brigadier must be within ${RANGE} of his divisional general, or the divisional general orders a unit within ${RANGE} of himself. A change costs no action (ruling A17).`;

/** The tracker's note on its brigadier joins/leaves button. */
export const ATTACH_NOTE =
  'A general attaches by spending his own action to move into contact and declare it, then acts when the unit does; detaching takes a separate initiative, spent before he acts with the unit that turn (ruling A18).';

/** The reference's paragraphs on generals and orders. */
export const COMMAND_PARAGRAPHS: readonly RichText[] = [
  [`Changing orders: ${ORDERS_CHANGE_NOTE.charAt(0).toLowerCase()}${ORDERS_CHANGE_NOTE.slice(1)}`],
  [
    `Standing orders: Attack or Defend, usually set by the scenario. A unit on Defend does not advance beyond the position it holds, and charges only an enemy of equal or lesser strength that is disordered, or when it and its friends within ${inchText(DEFEND_CHARGE.withinInches)} outnumber the enemy there ${String(DEFEND_CHARGE.ratio)} to 1. Competitive players may agree to ignore orders until brigade or army morale imposes Defend.`,
  ],
  [
    `Generals acting: a general moves ${GENERAL_MOVE}, always as mounted, and needs an initiative of his own unless attached. ${ATTACH_NOTE} Attached, he counts as General with Unit in its morale checks.`,
  ],
  [
    'Generals in danger: a general is never the target of fire or a charge and never melees, and he never fires. Overrun by enemy troops, he makes a free escape move toward the nearest friendly unit and may attach to it. Attached to a unit that takes casualties from an enemy action, he is hit on 2d6 at or under those casualties, and is not replaced: see the ',
    { tool: 'general-casualty', text: 'general casualty roll' },
    '.',
  ],
];

export { ORDERS_RULE };
