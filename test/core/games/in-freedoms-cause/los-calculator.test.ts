import { expect } from '@open-wc/testing';
import { losCalculator } from '../../../../src/core/games/in-freedoms-cause/los-calculator.js';
import { LOS_SECTION } from '../../../../src/core/games/in-freedoms-cause/reference-terrain.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const run = (patch: Inputs = {}) =>
  losCalculator.compute(
    { ...calculatorDefaults(losCalculator), ...patch },
    { userData: undefined },
    {},
  );

const text = (r: ReturnType<typeof run>) => JSON.stringify(r.lines);

describe('In Freedom’s Cause line-of-sight calculator (Line of Sight (LOS))', () => {
  it('sits in the reference’s line-of-sight section', () => {
    expect(LOS_SECTION.calculator).to.equal(losCalculator);
  });

  it('opens on the rulebook’s first case: one level up, 12″ to the far edge, a target 6″ beyond is hidden', () => {
    const r = run();
    expect(r.problems).to.deep.equal([]);
    expect(r.warning).to.equal(undefined);
    expect(r.headline?.text).to.equal('Hidden');
    expect(text(r)).to.contain('hides 12″ beyond its far edge').and.contain('6″ beyond it');
    expect(r.breakdown.rows.map((row) => [row.printed, row.here])).to.deep.equal([
      ['1, 2, 3 …', '1'],
      ['A', '12″'],
      ['hidden if ≤ the shadow', '6″'],
    ]);
    expect(r.rulings).to.deep.equal(['C20']);
  });

  it('three levels up the shadow is A ÷ 4, and a target past it is seen, clear by the difference', () => {
    const r = run({ spotter: 3, a: 10, beyond: 6 });
    expect(r.headline?.text).to.equal('Visible');
    expect(r.breakdown.rows[1]).to.include({ printed: 'A ÷ 4', here: '2½″' });
    expect(text(r)).to.contain('3½″ clear of it');
  });

  it('a spotter on the obstruction’s own ground sees nothing behind it', () => {
    const r = run({ spotter: 1, ground: 1, target: 1, beyond: 90 });
    expect(r.headline?.text).to.equal('Hidden');
    expect(r.breakdown.rows[1]).to.include({ printed: 'everything behind it', here: 'Everything' });
  });

  it('guns fire over friends only where the target would be seen, the friends a level below', () => {
    const seen = run({ blocker: 'friends', spotter: 2, a: 8, beyond: 5 });
    expect(text(seen)).to.contain('The guns may fire over the friends');
    const level = run({ blocker: 'friends', spotter: 0 });
    expect(text(level)).to.contain('no fire over them');
    expect(level.notes.map((n) => n.rule)).to.include('Fire; Line of Sight (LOS)');
  });

  it('warns, without deciding, when the target is not on the obstruction’s ground', () => {
    const r = run({ target: 2 });
    expect(r.warning?.text).to.contain('judge the line on the table').and.contain('higher unit');
    expect(r.warning?.rule).to.equal('Line of Sight (LOS)');
  });
});
