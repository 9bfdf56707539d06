import { expect } from '@open-wc/testing';
import {
  startCountText,
  victoryCalculator,
} from '../../../../src/core/games/us-civil-war/victory-calculator.js';
import { SCENARIOS } from '../../../../src/core/games/us-civil-war/scenarios.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const compute = (over: Inputs) =>
  victoryCalculator.compute(
    { ...calculatorDefaults(victoryCalculator), ...over },
    { userData: null },
    {},
  );
const text = (r: ReturnType<typeof compute>) => JSON.stringify(r.lines ?? []);

describe('The U.S. Civil War victory calculator', () => {
  it('Turn 11 example (19.3.4): the rulebook’s benchmark of 30 is used without entry; 6 behind, the game goes on', () => {
    const r = compute({ turn: 11, ubp: 27, invb: 3, bhold: true });
    expect(r.headline?.text).to.equal('The game goes on');
    expect(r.total).to.equal(24);
    expect(text(r)).to.contain('Benchmark 30');
    expect(text(r)).to.contain('+24, −6 against the benchmark');
  });

  it('flags a Turn 11 benchmark that is not the rulebook’s and uses 30', () => {
    const r = compute({ turn: 11, bknown: true, bench: 28 });
    expect(r.problems.join(' ')).to.contain('benchmark as 30');
  });

  it('says plainly when the benchmark is missing (ruling G5)', () => {
    const r = compute({ turn: 12, bknown: false });
    expect(text(r)).to.contain('Benchmark not entered');
    expect(r.rulings).to.include('G5');
  });

  it('scores the end of the 1862 scenario with the half-VP blockade points', () => {
    const r = compute({ sc: 's2', turn: 8, ubp: 4, closed: 5, bhex: 2, bhold: true });
    expect(r.headline?.text).to.equal('Confederate victory');
    expect(text(r)).to.contain('Final count: 4½ net');
    expect(r.breakdown.rows.find((x) => x.label.includes('closed'))?.here).to.equal('+2½');
  });

  it('reports the 1864 election on Turn 18 of the Campaign', () => {
    const r = compute({ sc: 's4', turn: 18, bknown: true, bench: 40, ubp: 33, bhold: true });
    expect(r.headline?.text).to.equal('Confederate automatic victory');
    expect(text(r)).to.contain('McClellan is elected');
  });

  it('says a turn past the scenario’s end is wrong', () => {
    expect(compute({ sc: 's1', turn: 5 }).problems.join(' ')).to.contain('ends on Turn 3');
  });

  it('Burned but recaptured (19.3.1): Charleston, SC (3) retaken adds 2 to the Union’s count', () => {
    const r = compute({ turn: 11, ubp: 25, rbp: 3, rhex: 1, bhold: true });
    expect(r.total).to.equal(27);
    expect(r.breakdown.rows.find((x) => x.label.includes('burned'))?.here).to.equal('+2');
    expect(compute({ rbp: 3, rhex: 2 }).problems.join(' ')).to.contain('worth 2 or more');
  });

  it('1863 scenario (S3.2): no start count is given as the rulebook’s; the 1862 play note’s is (S2.2)', () => {
    const [s1, s2, s3] = SCENARIOS;
    expect(s3?.startNote).to.deep.equal({
      closedPoints: null,
      csaBorderHexes: null,
      place: 'S3.2',
    });
    expect(startCountText(s3!)).to.contain('prints no count');
    expect(startCountText(s2!)).to.contain('5 closed Blockade DRM points and 2 Border-State');
    expect(startCountText(s1!)).to.equal(
      'At the 1861 start the rulebook counts 2 closed Blockade DRM points; count your own at the end.',
    );
    const notes = compute({ sc: 's3', turn: 9 }).notes;
    expect(notes.map((n) => n.rule)).to.include('S3.2');
  });
});
