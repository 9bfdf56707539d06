/**
 * The Battle Results Table against the values printed in the spec (T1, §17.3.4), its closed
 * form, and the whole-table invariant: every reachable modified roll has a result.
 */
import { expect } from '@open-wc/testing';
import { checkTable, lookup } from '../../../../src/core/shared/index.js';
import { BATTLE_RESULTS_TABLE } from '../../../../src/core/games/price-of-freedom/battle-table.js';
import {
  battleScore,
  battleScoreText,
  clampBattleRoll,
} from '../../../../src/core/games/price-of-freedom/battle-result.js';

/** The table as the spec transcribes it (T1): rows ≤0, 1..10, ≥11; columns 1..6 corps. */
const PRINTED = [
  ['00', '00', '01', '02', '03', '04'],
  ['00', '01', '02', '03', '04', '10'],
  ['01', '02', '03', '04', '10', '11'],
  ['02', '03', '04', '10', '11', '12'],
  ['03', '04', '10', '11', '12', '13'],
  ['04', '10', '11', '12', '13', '14'],
  ['10', '11', '12', '13', '14', '20'],
  ['11', '12', '13', '14', '20', '21'],
  ['12', '13', '14', '20', '21', '22'],
  ['13', '14', '20', '21', '22', '23'],
  ['14', '20', '21', '22', '23', '24'],
  ['20', '21', '22', '23', '24', '30'],
];

describe('Price of Freedom Battle Results Table (§17.3.4)', () => {
  it('is well formed: 12 rows (≤0 to 11+) by 6 columns', () => {
    expect(checkTable(BATTLE_RESULTS_TABLE)).to.deep.equal([]);
    expect(BATTLE_RESULTS_TABLE.rows.entries.map((e) => e.label)).to.deep.equal([
      '≤0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11+',
    ]);
    expect(BATTLE_RESULTS_TABLE.columns?.entries.map((e) => e.label)).to.deep.equal([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });

  it('matches every printed cell', () => {
    const cells = BATTLE_RESULTS_TABLE.cells.map((row) => row.map(battleScoreText));
    expect(cells).to.deep.equal(PRINTED);
  });

  it('follows the closed form k = max(0, m + corps − 2): losses k div 5, second digit k mod 5', () => {
    for (let m = 0; m <= 11; m++) {
      for (let corps = 1; corps <= 6; corps++) {
        const k = Math.max(0, m + corps - 2);
        const cell = battleScore(m, corps).cell;
        expect(cell, `m=${m} corps=${corps}`).to.deep.equal({
          losses: Math.floor(k / 5),
          second: k % 5,
        });
      }
    }
  });

  it('gives a result for every reachable modified roll (die 1-6 with any modifier −15..+15)', () => {
    for (let total = 1 - 15; total <= 6 + 15; total++) {
      for (let corps = 1; corps <= 6; corps++) {
        const hit = battleScore(total, corps);
        expect(hit.row).to.equal(clampBattleRoll(total));
        expect(hit.column).to.equal(corps - 1);
        // The raw lookup agrees: the open-ended rows catch what clamping would.
        expect(lookup(BATTLE_RESULTS_TABLE, total, corps).cell).to.deep.equal(hit.cell);
      }
    }
  });

  it('the spec’s two spot checks: roll 3 on "4" is 10, roll 4 on "2" is 04', () => {
    expect(battleScoreText(battleScore(3, 4).cell)).to.equal('10');
    expect(battleScoreText(battleScore(4, 2).cell)).to.equal('04');
  });
});
