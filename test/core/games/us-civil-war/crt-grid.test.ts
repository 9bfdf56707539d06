import { expect } from '@open-wc/testing';
import {
  crtCell,
  crtResultOdds,
  crtWinOdds,
  readColumn,
} from '../../../../src/core/games/us-civil-war/crt-grid.js';
import { formatCrtResult } from '../../../../src/core/games/us-civil-war/crt-result.js';

/** A made-up column for the tests (not the printed chart). */
const COL = { from: 2, results: ['0', '*', '1', '1*', '2'] };

describe('The U.S. Civil War CRT grid', () => {
  it('reads a total, the first row as "or less" and the last as "or more"', () => {
    const at = (t: number) => formatCrtResult(crtCell(COL, t));
    expect([at(-3), at(2), at(3), at(4), at(5), at(6), at(12)]).to.deep.equal([
      '0',
      '0',
      '*',
      '1',
      '1*',
      '2',
      '2',
    ]);
  });

  it('gives the exact odds of each result of one roll', () => {
    const odds = crtResultOdds({ entry: COL, dice: 1, modifier: 1 });
    const w = (k: string) => odds.outcomes.find((o) => o.key === k)?.weight ?? 0;
    expect(odds.total).to.equal(6);
    expect([w('0'), w('*'), w('1'), w('1*'), w('2')]).to.deep.equal([1, 1, 1, 1, 2]);
  });

  it('gives who wins, compared by rank, over every pair of rolls', () => {
    const same = { entry: COL, dice: 1, modifier: 0 };
    const odds = crtWinOdds(same, same);
    expect(odds.attacker.total).to.equal(36);
    expect(odds.attacker.weight).to.equal(odds.defender.weight);
    expect(odds.attacker.weight + odds.defender.weight + odds.tie.weight).to.equal(36);
    const sure = crtWinOdds({ entry: COL, dice: 2, modifier: 10 }, { ...same, modifier: -10 });
    expect([sure.attacker.weight, sure.attacker.total]).to.deep.equal([216, 216]);
  });

  it('reads a column, marking cells it cannot read', () => {
    expect(readColumn({ from: 0, results: ['1', 'x'] })).to.deep.equal([
      { hits: 1, grade: 'plain' },
      null,
    ]);
  });

  it('rolls each 1 again once for high morale: a 1 comes up 1 time in 36, each other face 7', () => {
    const entry = { from: 1, results: ['1', '2', '3', '4', '5', '6'] };
    const odds = crtResultOdds({ entry, dice: 1, modifier: 0, rerollOnes: true });
    expect(odds.total).to.equal(36);
    expect(odds.outcomes.map((o) => [o.key, o.weight])).to.deep.equal([
      ['1', 1],
      ['2', 7],
      ['3', 7],
      ['4', 7],
      ['5', 7],
      ['6', 7],
    ]);
  });
});
