import { expect } from '@open-wc/testing';
import {
  burnedButRecapturedVp,
  retakenProblems,
  victoryCheck,
  type VictoryInput,
} from '../../../../src/core/games/us-civil-war/victory.js';

const base: VictoryInput = {
  scenario: 's4',
  turn: 11,
  unionBp: 0,
  mississippi: false,
  nationalPanic: false,
  invasionBefore: 0,
  northHexes: 0,
  northMarker: false,
  borderHold: false,
  benchmark: 30,
  autoInShort: true,
  closedPoints: 0,
  csaBorderHexes: 0,
};
const check = (over: Partial<VictoryInput>) => victoryCheck({ ...base, ...over });

describe('The U.S. Civil War victory check', () => {
  it('Turn 11 example (19.3.4): 27 − 3 = 24 against a benchmark of 30 goes on', () => {
    const c = check({ unionBp: 27, invasionBefore: 3, borderHold: true });
    expect(c.diff).to.equal(24);
    expect(c.auto).to.deep.equal({ winner: null, low: 18, high: 42 });
    expect(c.end).to.equal(null);
  });

  it('wins at exactly 12 behind or 12 ahead of the benchmark', () => {
    expect(check({ unionBp: 18, borderHold: true }).auto?.winner).to.equal('csa');
    expect(check({ unionBp: 42, borderHold: true }).auto?.winner).to.equal('union');
    expect(check({ unionBp: 41, borderHold: true }).auto?.winner).to.equal(null);
  });

  it('Fading Glory example (19.3.2): 2 on Turn 5, 6 on Turn 6, 5 on Turn 7 (ruling C11)', () => {
    const t5 = check({ turn: 5, northHexes: 1 });
    const t6 = check({ turn: 6, invasionBefore: t5.invasion, northHexes: 2 });
    const t7 = check({ turn: 7, invasionBefore: t6.invasion });
    expect([t5.invasion, t6.invasion, t7.invasion]).to.deep.equal([2, 6, 5]);
    expect(t7.fading).to.equal(true);
    expect(check({ invasionBefore: 0 }).invasion).to.equal(0);
  });

  it('adds the Mississippi and National Panic', () => {
    const c = check({ unionBp: 10, mississippi: true, nationalPanic: true, borderHold: true });
    expect([c.unionVp, c.csaVp, c.diff]).to.deep.equal([13, 3, 10]);
  });

  it('1864 election (S4.3): the cut decides only the Confederate test (ruling C10)', () => {
    const lost = check({ turn: 18, unionBp: 21, borderHold: true });
    expect(lost.electionCut).to.equal(5);
    expect(lost.auto?.winner).to.equal('csa');
    const kept = check({ turn: 18, unionBp: 42, borderHold: true });
    expect(kept.auto?.winner).to.equal('union');
    expect(check({ scenario: 's3', turn: 18 }).electionCut).to.equal(0);
  });

  it('1862 play note (S2.2): 4 VPs, 5 closed points and 2 Confederate Kentucky hexes net 4.5', () => {
    const c = check({
      scenario: 's2',
      turn: 8,
      benchmark: null,
      unionBp: 4,
      closedPoints: 5,
      csaBorderHexes: 2,
      borderHold: true,
    });
    expect(c.end).to.deep.equal({ net: 4.5, threshold: 24, winner: 'csa' });
  });

  it('1861 start (S1.2): Harper’s Ferry, Wheeling and Norfolk with Pensacola make 3', () => {
    const c = check({ scenario: 's1', turn: 3, benchmark: null, unionBp: 2, closedPoints: 2 });
    expect(c.end?.net).to.equal(3);
    expect(c.end?.threshold).to.equal(5);
    expect(c.lastTurn).to.equal(3);
  });

  it('ends the short scenarios on Turns 3, 8 and 13 with 5, 24 and 39; the Campaign on 20 with 60 net (ruling C9)', () => {
    const at = (scenario: VictoryInput['scenario'], turn: number, unionBp: number) =>
      check({ scenario, turn, unionBp, benchmark: null, borderHold: true }).end;
    expect(at('s1', 3, 5)?.winner).to.equal('union');
    expect(at('s2', 8, 23)?.winner).to.equal('csa');
    expect(at('s3', 13, 39)?.winner).to.equal('union');
    expect(at('s4', 20, 60)).to.deep.equal({ net: 60, threshold: 60, winner: 'union' });
    expect(
      check({
        scenario: 's4',
        turn: 20,
        unionBp: 62,
        invasionBefore: 3,
        benchmark: null,
        borderHold: true,
      }).end?.winner,
    ).to.equal('csa');
  });

  it('skips the test in a short scenario when switched off, and without a benchmark (ruling C8, G5)', () => {
    expect(check({ scenario: 's3', turn: 10, autoInShort: false }).auto).to.equal(null);
    expect(check({ benchmark: null }).auto).to.equal(null);
  });

  it('Burned but recaptured example (19.3.1, 6.4.2): Charleston, SC (3) burned and retaken counts 2 VPs', () => {
    expect(burnedButRecapturedVp(3, 1)).to.equal(2);
    const c = check({ unionBp: 27, retaken: { printed: 3, hexes: 1 }, borderHold: true });
    expect(c.retaken).to.equal(2);
    expect(c.unionVp).to.equal(29);
    expect(c.diff).to.equal(29);
  });

  it('Burned but recaptured (6.4.1): each burned hex printed 2 or more; hexes are needed with BPs', () => {
    expect(burnedButRecapturedVp(5, 2)).to.equal(3);
    expect(retakenProblems(5, 2)).to.deep.equal([]);
    expect(retakenProblems(0, 0)).to.deep.equal([]);
    expect(retakenProblems(3, 2).join(' ')).to.contain('at least 4 BPs, not 3');
    expect(retakenProblems(3, 0).join(' ')).to.contain('how many hexes');
  });
});
