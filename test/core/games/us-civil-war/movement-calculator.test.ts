import { expect } from '@open-wc/testing';
import {
  movementCalculator,
  RAIL_READING,
} from '../../../../src/core/games/us-civil-war/movement-calculator.js';
import { USCW_TRACKER } from '../../../../src/core/games/us-civil-war/tracker.js';
import type { UscwSnapshot } from '../../../../src/core/games/us-civil-war/tracker-types.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const compute = (over: Inputs) =>
  movementCalculator.compute(
    { ...calculatorDefaults(movementCalculator), ...over },
    { userData: null },
    {},
  );
const text = (r: ReturnType<typeof compute>) => JSON.stringify(r.lines ?? []);

describe('The U.S. Civil War movement calculator', () => {
  it('Regroup example (5.9): Grant, 3 hexes and 2 Regroups, spends 5 MPs', () => {
    const r = compute({ rank: '4', ma: 5, plain: 3, regroup: 2, regroupSp: 4 });
    expect(r.total).to.equal(0);
    expect(r.problems).to.deep.equal([]);
    expect(text(r)).to.contain('5 MPs spent of 5 MPs');
    const row = r.breakdown.rows.find((x) => x.label === 'Regroups');
    expect(row?.here).to.equal('−2');
    expect(row?.rule).to.equal('5.9');
  });

  it('Rail Movement Bonus (5.4.2): 10 MPs, and how many SPs may still use it this Action Phase', () => {
    const r = compute({ rail: true, railBefore: 1, sps: 1, plain: 4 });
    expect(r.total).to.equal(6);
    expect(text(r)).to.contain('1 of 2 SPs may still use it this Action Phase');
    expect(r.rulings).to.include('C31');
    expect(compute({ rail: true, railBefore: 1, sps: 2 }).problems.join(' ')).to.contain('5.4.2');
  });

  it('Cautious General (7.7): says 2 Action Points, or a card, when he enters an enemy ZOI', () => {
    expect(text(compute({ cautious: true, zoi: true }))).to.contain('Activation: 2 Action Points');
    expect(text(compute({ cautious: true }))).to.contain('Activation: 1 Action Point');
  });

  it('Foraging and Force March (13.2.1, 18.1) show in the breakdown with their places', () => {
    const r = compute({ rank: '2', ma: 4, forage: true, fm: true, plain: 2 });
    expect(r.total).to.equal(3);
    const rows = r.breakdown.rows.filter((x) => x.here !== null).map((x) => [x.rule, x.here]);
    expect(rows).to.deep.equal([
      ['5.2, 1.2', '4'],
      ['13.2.1', '−1'],
      ['18.1', '+2'],
      ['5.3, 5.4.1, 5.6', '−2'],
    ]);
  });

  it('Coastal Fort stacking (10.3.2): ending in one with too many SPs is refused', () => {
    expect(compute({ sps: 2, inFort: true, fortSp: 2 }).problems.join(' ')).to.contain('(10.3.2)');
    expect(compute({ sps: 2, inFort: false, fortSp: 2 }).problems).to.deep.equal([]);
  });

  it('12.2, 12.4, 12.5.2: a Demoralized stack is told it may not also Rally, spreads it, frees a General who leaves', () => {
    const demor = text(compute({ demor: true, plain: 1 }));
    expect(demor).to.contain('Demoralized: ');
    expect(demor).to.contain('may not also Rally in this Action Phase');
    expect(demor).to.contain('Demoralizes them too');
    expect(demor).to.contain('recovers at once');
    expect(demor).to.contain('12.2, 12.4, 12.5.2');
    expect(text(compute({ demor: false, plain: 1 }))).not.to.contain('Demoralized: ');
  });
  it('21.3.3: the enemy-ships box refuses a Navigable River crossing in the calculator', () => {
    const r = compute({ riverShips: true, nav: 1 });
    expect(r.problems.join(' ')).to.contain('not in Port Protection (21.3.3)');
    expect(compute({ riverShips: true, nav: 0 }).problems).to.deep.equal([]);
  });
});

describe('The U.S. Civil War movement calculator reads the turn tracker (5.4.2)', () => {
  const read = RAIL_READING.read.bind(RAIL_READING);
  it('5.4.2: reads the moving side’s SPs that used the Rail Movement Bonus this Action Phase', () => {
    let s = USCW_TRACKER.start('s2') as WithHistory<UscwSnapshot>;
    const r1 = USCW_TRACKER.apply(s, { type: 'rail', side: 'union', sps: 2 });
    if (isProblem(r1)) throw new Error(r1.problem);
    s = r1 as WithHistory<UscwSnapshot>;
    const union = read(s, { side: 'union' });
    expect(union?.inputs).to.deep.equal({ railBefore: 2 });
    expect(union?.lines.join(' ')).to.contain(
      'Union SPs that used the bonus in it: 2 of 2 (5.4.2)',
    );
    expect(read(s, { side: 'confederate' })?.inputs).to.deep.equal({ railBefore: 0 });
    // A third SP of the side is refused with the rule's place.
    const r = compute({ side: 'union', rail: true, sps: 1, ...union?.inputs });
    expect(r.problems.join(' ')).to.contain('no more can (5.4.2)');
    expect(text(r)).to.contain('0 of 2 SPs may still use it this Action Phase');
  });

  it('5.4.2: reads 0 outside an Action Phase, and nothing from a state that is not the tracker’s', () => {
    const s = { ...USCW_TRACKER.start('s2'), phase: 'end', rail: { union: 2, confederate: 0 } };
    expect(read(s, { side: 'union' })?.inputs).to.deep.equal({ railBefore: 0 });
    expect(read({ turn: 1 }, {})).to.equal(null);
    expect(movementCalculator.readsGame).to.equal(RAIL_READING);
  });
});
