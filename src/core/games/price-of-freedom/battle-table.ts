/**
 * The Price of Freedom: the Battle Results Table (§17.3.4) as data. Rows are the modified die
 * roll (≤0 to 11+), columns the number of corps the player engaged (1-6). Each cell is a
 * two-digit battle score: the first digit is the losses inflicted on the opponent (§17.4.1),
 * the second only breaks ties between scores.
 */
import { axisFromValues, rangeEntry } from '../../shared/table.js';
import type { ResultsTable } from '../../shared/types.js';
import { BATTLE_MAX_CORPS, BATTLE_ROLL_CLAMP } from './constants.js';

/** A battle score as printed: `losses` is its first digit, `second` its second (§17.4.1). */
export interface BattleScore {
  readonly losses: number;
  readonly second: number;
}

/** Whole numbers from `from` to `to`, inclusive. */
function wholeNumbers(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A printed two-digit battle score ('14') as its digits. */
function score(printed: string): BattleScore {
  return { losses: Number(printed[0]), second: Number(printed[1]) };
}

const { min: LOWEST, max: HIGHEST } = BATTLE_ROLL_CLAMP;

/**
 * The Battle Results Table (§17.3.4; spec T1). Rows run from `BATTLE_ROLL_CLAMP.min` or less to
 * its max or more; each row is written as the book prints it, one two-digit score per column.
 */
export const BATTLE_RESULTS_TABLE: ResultsTable<BattleScore> = {
  id: 'pof-battle-results',
  title: 'Battle Results Table',
  rule: '§17.3.4',
  rows: {
    label: 'Modified die roll',
    entries: [
      rangeEntry(null, LOWEST),
      ...wholeNumbers(LOWEST + 1, HIGHEST - 1).map((v) => rangeEntry(v, v)),
      rangeEntry(HIGHEST, null),
    ],
  },
  columns: axisFromValues('Engaged corps', wholeNumbers(1, BATTLE_MAX_CORPS)),
  cells: [
    '00 00 01 02 03 04', // ≤0
    '00 01 02 03 04 10', // 1
    '01 02 03 04 10 11', // 2
    '02 03 04 10 11 12', // 3
    '03 04 10 11 12 13', // 4
    '04 10 11 12 13 14', // 5
    '10 11 12 13 14 20', // 6
    '11 12 13 14 20 21', // 7
    '12 13 14 20 21 22', // 8
    '13 14 20 21 22 23', // 9
    '14 20 21 22 23 24', // 10
    '20 21 22 23 24 30', // 11+
  ].map((row) => row.split(' ').map(score)),
  outOfRange: 'clamp',
};
