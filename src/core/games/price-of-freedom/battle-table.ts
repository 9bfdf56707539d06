/**
 * The Price of Freedom: the Battle Results Table (§17.3.4) as data. Rows are the modified die
 * roll (≤0 to 11+), columns the number of corps the player engaged (1-6). Each cell is a
 * two-digit battle score: the first digit is the losses inflicted on the opponent (§17.4.1),
 * the second only breaks ties between scores.
 */
import type { ResultsTable } from '../../shared/types.js';

/** A battle score as printed: `losses` is its first digit, `second` its second (§17.4.1). */
export interface BattleScore {
  readonly losses: number;
  readonly second: number;
}

/** The Battle Results Table (§17.3.4; spec T1). */
export const BATTLE_RESULTS_TABLE: ResultsTable<BattleScore> = {
  id: 'pof-battle-results',
  title: 'Battle Results Table',
  rule: '§17.3.4',
  rows: {
    label: 'Modified die roll',
    entries: [
      { key: '..0', label: '≤0', min: null, max: 0 },
      { key: '1', label: '1', min: 1, max: 1 },
      { key: '2', label: '2', min: 2, max: 2 },
      { key: '3', label: '3', min: 3, max: 3 },
      { key: '4', label: '4', min: 4, max: 4 },
      { key: '5', label: '5', min: 5, max: 5 },
      { key: '6', label: '6', min: 6, max: 6 },
      { key: '7', label: '7', min: 7, max: 7 },
      { key: '8', label: '8', min: 8, max: 8 },
      { key: '9', label: '9', min: 9, max: 9 },
      { key: '10', label: '10', min: 10, max: 10 },
      { key: '11..', label: '11+', min: 11, max: null },
    ],
  },
  columns: {
    label: 'Engaged corps',
    entries: [
      { key: '1', label: '1', min: 1, max: 1 },
      { key: '2', label: '2', min: 2, max: 2 },
      { key: '3', label: '3', min: 3, max: 3 },
      { key: '4', label: '4', min: 4, max: 4 },
      { key: '5', label: '5', min: 5, max: 5 },
      { key: '6', label: '6', min: 6, max: 6 },
    ],
  },
  cells: [
    // ≤0: 00 00 01 02 03 04
    [
      { losses: 0, second: 0 },
      { losses: 0, second: 0 },
      { losses: 0, second: 1 },
      { losses: 0, second: 2 },
      { losses: 0, second: 3 },
      { losses: 0, second: 4 },
    ],
    // 1: 00 01 02 03 04 10
    [
      { losses: 0, second: 0 },
      { losses: 0, second: 1 },
      { losses: 0, second: 2 },
      { losses: 0, second: 3 },
      { losses: 0, second: 4 },
      { losses: 1, second: 0 },
    ],
    // 2: 01 02 03 04 10 11
    [
      { losses: 0, second: 1 },
      { losses: 0, second: 2 },
      { losses: 0, second: 3 },
      { losses: 0, second: 4 },
      { losses: 1, second: 0 },
      { losses: 1, second: 1 },
    ],
    // 3: 02 03 04 10 11 12
    [
      { losses: 0, second: 2 },
      { losses: 0, second: 3 },
      { losses: 0, second: 4 },
      { losses: 1, second: 0 },
      { losses: 1, second: 1 },
      { losses: 1, second: 2 },
    ],
    // 4: 03 04 10 11 12 13
    [
      { losses: 0, second: 3 },
      { losses: 0, second: 4 },
      { losses: 1, second: 0 },
      { losses: 1, second: 1 },
      { losses: 1, second: 2 },
      { losses: 1, second: 3 },
    ],
    // 5: 04 10 11 12 13 14
    [
      { losses: 0, second: 4 },
      { losses: 1, second: 0 },
      { losses: 1, second: 1 },
      { losses: 1, second: 2 },
      { losses: 1, second: 3 },
      { losses: 1, second: 4 },
    ],
    // 6: 10 11 12 13 14 20
    [
      { losses: 1, second: 0 },
      { losses: 1, second: 1 },
      { losses: 1, second: 2 },
      { losses: 1, second: 3 },
      { losses: 1, second: 4 },
      { losses: 2, second: 0 },
    ],
    // 7: 11 12 13 14 20 21
    [
      { losses: 1, second: 1 },
      { losses: 1, second: 2 },
      { losses: 1, second: 3 },
      { losses: 1, second: 4 },
      { losses: 2, second: 0 },
      { losses: 2, second: 1 },
    ],
    // 8: 12 13 14 20 21 22
    [
      { losses: 1, second: 2 },
      { losses: 1, second: 3 },
      { losses: 1, second: 4 },
      { losses: 2, second: 0 },
      { losses: 2, second: 1 },
      { losses: 2, second: 2 },
    ],
    // 9: 13 14 20 21 22 23
    [
      { losses: 1, second: 3 },
      { losses: 1, second: 4 },
      { losses: 2, second: 0 },
      { losses: 2, second: 1 },
      { losses: 2, second: 2 },
      { losses: 2, second: 3 },
    ],
    // 10: 14 20 21 22 23 24
    [
      { losses: 1, second: 4 },
      { losses: 2, second: 0 },
      { losses: 2, second: 1 },
      { losses: 2, second: 2 },
      { losses: 2, second: 3 },
      { losses: 2, second: 4 },
    ],
    // 11+: 20 21 22 23 24 30
    [
      { losses: 2, second: 0 },
      { losses: 2, second: 1 },
      { losses: 2, second: 2 },
      { losses: 2, second: 3 },
      { losses: 2, second: 4 },
      { losses: 3, second: 0 },
    ],
  ],
  outOfRange: 'clamp',
};
