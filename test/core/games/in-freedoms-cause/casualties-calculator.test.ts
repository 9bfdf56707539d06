import { expect } from '@open-wc/testing';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import { casualtiesCalculator } from '../../../../src/core/games/in-freedoms-cause/casualties-calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const calc = casualtiesCalculator;
const run = (inputs: Inputs) =>
  calc.compute({ ...calculatorDefaults(calc), ...inputs }, { userData: null }, {});

describe("In Freedom's Cause casualty brackets calculator (Morale and Combat Results)", () => {
  it("opens on the rulebook's 7-figure unit with none lost", () => {
    const r = run({});
    expect(r.headline?.text).to.equal('None');
    expect(r.breakdown.rows.map((row) => row.printed)).to.deep.equal([
      '2 lost',
      '4 lost',
      '6 lost',
    ]);
  });

  it('enters the highest bracket reached against the starting figures', () => {
    expect(run({ start: 15, lost: 7 }).headline?.text).to.equal('25%');
    expect(run({ start: 15, lost: 8 }).headline?.text).to.equal('50%');
    expect(run({ start: 15, lost: 11 }).headline?.text).to.equal('50%');
    expect(run({ start: 15, lost: 12 }).headline?.text).to.equal('75%');
    expect(run({ start: 15, lost: 8 }).total).to.equal(50);
  });

  it('says how far off the next bracket is', () => {
    const r = run({ start: 12, lost: 4 });
    const words = (r.lines?.[0] ?? [])
      .map((t) => (typeof t === 'string' ? t : 'strong' in t ? t.strong : ''))
      .join('');
    expect(words).to.equal(
      '12 figures at the start, 4 lost (8 left): enter 25%. 50% comes at 6 lost.',
    );
    expect(r.breakdown.rows.map((row) => row.here)).to.deep.equal([
      'reached',
      '2 more to go',
      '5 more to go',
    ]);
    expect(r.rulings).to.deep.equal(['G7']);
  });

  it('never shows a line number to the player', () => {
    const r = run({ start: 9, lost: 3 });
    const shown = JSON.stringify([r.notes, r.breakdown, r.lines, calc.groups]);
    expect(shown).not.to.match(/L\d/);
  });
});
