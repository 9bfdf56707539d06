import { expect } from '@open-wc/testing';
import { runningTheGunsCalculator as calc } from '../../../../src/core/games/us-civil-war/river-guns-calculator.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';
import { CHARTS_FIXTURE } from '../../../helpers/uscw-crt-fixture.js';

const compute = (over: Inputs, userData: unknown = CHARTS_FIXTURE) =>
  calc.compute({ ...calculatorDefaults(calc), ...over }, { userData }, {});
const text = (lines: readonly (readonly unknown[])[] | undefined) => JSON.stringify(lines ?? []);

describe('The U.S. Civil War running the guns (21.13)', () => {
  it('PV5 (How Safe is Cairo?): 2 Confederate NSPs up-river past the Cairo Fort get one through 55% of the time', () => {
    const r = compute({ fort: true, running: 2, up: true });
    expect(r.breakdown.total.value).to.equal('2');
    expect(r.headline?.text).to.equal('56%');
    expect(text(r.lines)).to.contain('2 rolls added together (ruling C16)');
  });

  it('reads the typed dice at −2, summing up-river: hits sink, * damages, ◆ turns back', () => {
    // Fixture column 2 from −1: a 3 less 2 reads *, a 6 less 2 reads 1.
    const r = compute({ fort: true, running: 4, up: true, r1: 3, r2: 6 });
    expect(text(r.lines)).to.contain('Reads * + 1: ');
    expect(text(r.lines)).to.contain('1 NSP sunk, 1 damaged, 0 turned back of 4.');
    expect(compute({ fort: true, r1: 7 }).problems[0]).to.contain('cannot be rolled');
    const down = compute({ fort: true, running: 1, r1: 3, retreat: true });
    expect(text(down.lines)).to.contain('eliminated, as this is a naval retreat');
  });

  it('reads a chart that disagrees with the rulebook, marked with the cells (ruling G1)', () => {
    const col = CHARTS_FIXTURE.crt['0']!;
    const results = col.results.map((r, i) => (col.from + i === 6 ? '1' : r));
    const off = { ...CHARTS_FIXTURE, crt: { ...CHARTS_FIXTURE.crt, '0': { ...col, results } } };
    const r = compute({ fort: true, running: 4, up: true, r1: 3, r2: 6 }, off);
    expect(text(r.lines)).to.contain('Reads * + 1: ');
    expect(r.warning?.text).to.contain(
      'Your chart disagrees with the rulebook at column 0 at total 6',
    );
  });

  it('says what is missing without the CRT, and that nothing fires at 0 NSPs', () => {
    expect(compute({}, null).headline?.text).to.equal('not known');
    expect(compute({ fort: false }).problems[0]).to.contain('0-NSP');
  });
});
