import { expect } from '@open-wc/testing';
import {
  compareCrtResults,
  formatCrtResult,
  parseCrtResult,
} from '../../../../src/core/games/us-civil-war/crt-result.js';

const r = (t: string) => {
  const x = parseCrtResult(t);
  if (!x) throw new Error(`unreadable ${t}`);
  return x;
};

describe('The U.S. Civil War CRT results', () => {
  it('reads results as typed and writes them as printed', () => {
    expect(r('1*')).to.deep.equal({ hits: 1, grade: 'asterisk' });
    expect(r('*')).to.deep.equal({ hits: 0, grade: 'asterisk' });
    expect(r(' 2d ')).to.deep.equal({ hits: 2, grade: 'diamond' });
    expect(r('2♦')).to.deep.equal(r('2◆'));
    expect(r('-')).to.deep.equal({ hits: 0, grade: 'plain' });
    expect(['1*', '*', '2◆', '0', '3', '◆'].map((t) => formatCrtResult(r(t)))).to.deep.equal([
      '1*',
      '*',
      '2◆',
      '0',
      '3',
      '◆',
    ]);
  });

  it('refuses what is not a result', () => {
    for (const t of ['', 'x', '1x', '01', '99', '1**', '-1', '1.5', '<b>'])
      expect(parseCrtResult(t), t).to.equal(null);
  });

  it('ranks by number, then * over ◆ over plain (11.2.2, ruling C7)', () => {
    expect(compareCrtResults(r('1*'), r('1'))).to.equal(1);
    expect(compareCrtResults(r('1◆'), r('1'))).to.equal(1);
    expect(compareCrtResults(r('1*'), r('1◆'))).to.equal(1);
    expect(compareCrtResults(r('2'), r('1*'))).to.equal(1);
    expect(compareCrtResults(r('*'), r('1'))).to.equal(-1);
    expect(compareCrtResults(r('1*'), r('1*'))).to.equal(0);
    expect(compareCrtResults(r('0'), r('-'))).to.equal(0);
  });
});
