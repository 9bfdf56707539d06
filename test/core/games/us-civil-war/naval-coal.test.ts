import { expect } from '@open-wc/testing';
import {
  coalStep,
  lowOnCoalCalculator as calc,
} from '../../../../src/core/games/us-civil-war/naval-coal.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';

describe('The U.S. Civil War Low on Coal (21.2.7)', () => {
  it('clears, marks, holds or rolls for surrender by where the stack traces supply', () => {
    expect(coalStep({ full: true, low: true })).to.equal('supplied');
    expect(coalStep({ full: false, low: false })).to.equal('marked');
    expect(coalStep({ full: false, low: true, safe: true })).to.equal('holding');
    expect(coalStep({ full: false, low: true, safe: false })).to.equal('surrender');
  });

  it('says the surrender roll has no Naval Leader modifier, and clears Surrender Points when safe', () => {
    const r = calc.compute({ ...calculatorDefaults(calc), low: true }, { userData: null }, {});
    expect(r.headline?.text).to.equal('Roll for surrender');
    expect(JSON.stringify(r.lines)).to.contain('no Naval Leader modifier');
    const safe = calc.compute({ ...calculatorDefaults(calc), safe: true }, { userData: null }, {});
    expect(JSON.stringify(safe.lines)).to.contain('Clear its Surrender Points');
  });
});
