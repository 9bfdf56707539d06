/**
 * Altar of Freedom: the turn sequence and the strict end-of-turn order (Basic Game Sequence,
 * L497–530; End of Turn Sequence, L1412–1423; QRS L5600–5658; spec §2.10). Labels are the
 * app's own short wording.
 */
import {
  FATIGUE_RECOVERY_INCHES,
  GENERAL_MOVE_INCHES,
  REPLACEMENT_PLACEMENT_INCHES,
  SAVED_PP_RADIUS_INCHES,
} from './constants.js';

/** A step of a sequence: stable id, short label and rule reference. */
export interface SequenceStep {
  readonly id: string;
  readonly label: string;
  readonly detail: string;
  readonly rule: string;
}

/** The phases of one turn, in order (L497–530). */
export const TURN_SEQUENCE: readonly SequenceStep[] = [
  {
    id: 'bid',
    label: 'Bid Priority Points',
    detail: 'Each general secretly splits his PP between divisions, the clock and savings.',
    rule: 'Basic Game Sequence (1); Priority Points to Tracking Priority Points', // L510–512, L537–609
  },
  {
    id: 'clock',
    label: 'Roll for the Turn Clock',
    detail: 'Army commanders roll a D6 plus clock points; ties are rerolled.',
    rule: 'Basic Game Sequence (2); Rolling for the Turn Clock; The Turn Clock', // L513–515, L610–644
  },
  {
    id: 'highest-bid',
    label: 'Highest bid maneuvers',
    detail: 'The top-rated division moves; defenders fire, then the movers, then close combats.',
    rule: 'Basic Game Sequence (3); Calling Out Bids; Pour the Hot Lead!', // L516–519, L657–677, L817–866
  },
  {
    id: 'lower-bids',
    label: 'Continue to lower bids',
    detail: 'Before each lower bid level, roll to take time off the clock.',
    rule: 'Basic Game Sequence (4); Manipulating the Turn Clock', // L520–523, L1372–1408
  },
  {
    id: 'end-turn',
    label: 'End of turn',
    detail: 'When every rated division has moved or the clock runs out, run the end-of-turn steps.',
    rule: 'Basic Game Sequence (5); Ending a Turn', // L524–527, L1380–1383
  },
  {
    id: 'end-game',
    label: 'End of game?',
    detail: 'Stop at the scenario turn limit or when an army reaches its break point.',
    rule: 'Basic Game Sequence (6); Ending the Game; Army Break Points', // L528–530, L1590–1623
  },
];

/** The seven end-of-turn steps, in their strict order (L1412–1423). */
export const END_OF_TURN_STEPS: readonly SequenceStep[] = [
  {
    id: 'move-generals',
    label: 'Move generals',
    detail: `Each general may make a free ${GENERAL_MOVE_INCHES}″ move.`,
    rule: 'End of Turn Sequence (1); Moving Generals', // L1417, L1428–1447
  },
  {
    id: 'facing',
    label: 'Free facing change',
    detail: 'Units may turn in place unless inside an enemy zone of control.',
    rule: 'End of Turn Sequence (2); Facing Adjustment', // L1418, L1450–1458
  },
  {
    id: 'saved-pp',
    label: 'Spend saved PP',
    detail: `1 PP moves one brigade within ${SAVED_PP_RADIUS_INCHES}″ and LOS of the general; clock holder picks the order.`,
    rule: 'End of Turn Sequence (3); Spending Saved Priority Points', // L1419, L1460–1484
  },
  {
    id: 'rally',
    label: 'Rally broken brigades',
    detail: 'Roll on the Rally Table for each broken infantry or cavalry brigade.',
    rule: 'End of Turn Sequence (4); How to Rally; Rally Table; Successful Rally Attempts', // L1420, L1426–1441, L1485–1513
  },
  {
    id: 'recover-fatigue',
    label: 'Recover fatigue',
    detail: `Remove all markers from brigades ${FATIGUE_RECOVERY_INCHES}″ or more from every enemy.`,
    rule: 'End of Turn Sequence (5); Recover Fatigue', // L1421, L1524–1534
  },
  {
    id: 'field-works',
    label: 'Complete field works',
    detail: 'Markers that survived the turn move to the front and become terrain.',
    rule: 'End of Turn Sequence (6); Complete Field Works', // L1422, L1547–1555
  },
  {
    id: 'replace-generals',
    label: 'Replace fallen generals',
    detail: `A replacement with half the PP (rounded up) and no traits, within ${REPLACEMENT_PLACEMENT_INCHES}″ of his troops.`,
    rule: 'End of Turn Sequence (7); Replace Fallen Generals', // L1423, L1557–1578
  },
];
