import { expect } from '@open-wc/testing';
import { victoryCalculator } from '../../../../src/core/games/us-civil-war/victory-calculator.js';
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
});
