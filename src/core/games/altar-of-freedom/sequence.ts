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

/** A step as a row: id, label, detail, and the rule places after the sequence's own. */
type StepRow = readonly [id: string, label: string, detail: string, places: string];

/**
 * The steps of the sequence printed under `heading`, in order: each cites its numbered place
 * in that sequence ("Basic Game Sequence (3)") before its own rule places.
 */
function sequenceSteps(heading: string, rows: readonly StepRow[]): SequenceStep[] {
  return rows.map(([id, label, detail, places], i) => ({
    id,
    label,
    detail,
    rule: `${heading} (${i + 1}); ${places}`,
  }));
}

/** The phases of one turn, in order (L497–530). */
export const TURN_SEQUENCE: readonly SequenceStep[] = sequenceSteps('Basic Game Sequence', [
  // L510–512, L537–609
  [
    'bid',
    'Bid Priority Points',
    'Each general secretly splits his PP between divisions, the clock and savings.',
    'Priority Points to Tracking Priority Points',
  ],
  // L513–515, L610–644
  [
    'clock',
    'Roll for the Turn Clock',
    'Army commanders roll a D6 plus clock points; ties are rerolled.',
    'Rolling for the Turn Clock; The Turn Clock',
  ],
  // L516–519, L657–677, L817–866
  [
    'highest-bid',
    'Highest bid maneuvers',
    'The top-rated division moves; defenders fire, then the movers, then close combats.',
    'Calling Out Bids; Pour the Hot Lead!',
  ],
  // L520–523, L1372–1408
  [
    'lower-bids',
    'Continue to lower bids',
    'Before each lower bid level, roll to take time off the clock.',
    'Manipulating the Turn Clock',
  ],
  // L524–527, L1380–1383
  [
    'end-turn',
    'End of turn',
    'When every rated division has moved or the clock runs out, run the end-of-turn steps.',
    'Ending a Turn',
  ],
  // L528–530, L1590–1623
  [
    'end-game',
    'End of game?',
    'Stop at the scenario turn limit or when an army reaches its break point.',
    'Ending the Game; Army Break Points',
  ],
]);

/** The seven end-of-turn steps, in their strict order (L1412–1423). */
export const END_OF_TURN_STEPS: readonly SequenceStep[] = sequenceSteps('End of Turn Sequence', [
  // L1417, L1428–1447
  [
    'move-generals',
    'Move generals',
    `Each general may make a free ${GENERAL_MOVE_INCHES}″ move.`,
    'Moving Generals',
  ],
  // L1418, L1450–1458
  [
    'facing',
    'Free facing change',
    'Units may turn in place unless inside an enemy zone of control.',
    'Facing Adjustment',
  ],
  // L1419, L1460–1484
  [
    'saved-pp',
    'Spend saved PP',
    `1 PP moves one brigade within ${SAVED_PP_RADIUS_INCHES}″ and LOS of the general; clock holder picks the order.`,
    'Spending Saved Priority Points',
  ],
  // L1420, L1426–1441, L1485–1513
  [
    'rally',
    'Rally broken brigades',
    'Roll on the Rally Table for each broken infantry or cavalry brigade.',
    'How to Rally; Rally Table; Successful Rally Attempts',
  ],
  // L1421, L1524–1534
  [
    'recover-fatigue',
    'Recover fatigue',
    `Remove all markers from brigades ${FATIGUE_RECOVERY_INCHES}″ or more from every enemy.`,
    'Recover Fatigue',
  ],
  // L1422, L1547–1555
  [
    'field-works',
    'Complete field works',
    'Markers that survived the turn move to the front and become terrain.',
    'Complete Field Works',
  ],
  // L1423, L1557–1578
  [
    'replace-generals',
    'Replace fallen generals',
    `A replacement with half the PP (rounded up) and no traits, within ${REPLACEMENT_PLACEMENT_INCHES}″ of his troops.`,
    'Replace Fallen Generals',
  ],
]);
