import { expect } from '@open-wc/testing';
import {
  movementAllowance,
  movePlan,
  type MoveInput,
} from '../../../../src/core/games/us-civil-war/movement.js';
import {
  ALONE,
  COMMAND_LIMIT,
  ENEMY_RIVER,
  FORAGING,
  FORCE_MARCH_MA,
  RAIL_BONUS,
  COASTAL_FORT,
  REGROUP,
  SHIPS_BAR_RIVER,
} from '../../../../src/core/games/us-civil-war/movement-data.js';

const base: MoveInput = {
  rank: 2,
  cavalry: false,
  ma: 4,
  sps: 2,
  foraging: false,
  forceMarch: false,
  demoralized: false,
  cautious: false,
  enemyZoi: false,
  rail: false,
  railBefore: 0,
  steps: {},
  actions: {},
  regroupSp: 0,
  fortSp: null,
};
const plan = (over: Partial<MoveInput>) => movePlan({ ...base, ...over });

describe('The U.S. Civil War land movement', () => {
  it('holds the rulebook’s numbers (5.2, 5.4.2, 5.8.3, 5.9, 7.3, 13.2.1, 18.1)', () => {
    expect([ALONE.ma, ALONE.maxSp]).to.deep.equal([3, 3]);
    expect([RAIL_BONUS.mp, RAIL_BONUS.spPerPhase]).to.deep.equal([10, 2]);
    expect([ENEMY_RIVER.mp, ENEMY_RIVER.maxSp]).to.deep.equal([2, 1]);
    expect([REGROUP.mp, REGROUP.maxSp]).to.deep.equal([1, 6]);
    expect(COMMAND_LIMIT).to.deep.equal({ 1: 3, 2: 6, 3: 18, 4: 18 });
    expect([FORAGING.ma, FORAGING.pickUpMp, FORCE_MARCH_MA]).to.deep.equal([1, 1, 2]);
  });

  it('Regroup example (5.9): Grant moves two hexes, calls in two hexes and moves one more, 5 MPs', () => {
    const p = plan({ rank: 4, ma: 5, steps: { plain: 3 }, actions: { regroup: 2 }, regroupSp: 6 });
    expect(p.spent).to.equal(5);
    expect(p.left).to.equal(0);
    expect(p.problems).to.deep.equal([]);
  });

  it('Picking up example (7.5.2): Sherman’s stack under McClellan’s MA of 3 moves one more hex after two', () => {
    expect(plan({ rank: 3, ma: 3, steps: { plain: 2 } }).left).to.equal(1);
    expect(plan({ rank: 3, ma: 3, steps: { plain: 3 } }).left).to.equal(0);
  });

  it('Rivers and Marsh examples (5.8): each river +1 where the Union has Naval Control, Marsh 2, by the Road 1', () => {
    const sherman = plan({ steps: { plain: 2, navigable: 1, minor: 1 }, ma: 5 });
    expect(sherman.spent).to.equal(4);
    expect(plan({ steps: { marsh: 1 } }).spent).to.equal(2);
    expect(plan({ steps: { 'marsh-road': 1 } }).spent).to.equal(1);
  });

  it('How Safe is Cairo? (Map Notes): crossing the Ohio under enemy Naval Control costs 2 MPs and lets 1 SP over', () => {
    const morgan = plan({
      rank: 1,
      cavalry: true,
      ma: 7,
      sps: 1,
      steps: { plain: 5, 'navigable-enemy': 1 },
    });
    expect(morgan.spent).to.equal(7);
    expect(morgan.problems).to.deep.equal([]);
    expect(
      plan({ sps: 2, steps: { plain: 1, 'navigable-enemy': 1 } }).problems.join(' '),
    ).to.contain('only 1 SP (and any Generals)');
  });

  it('Cairo’s Railroad Ferry (Map Notes): to hex 2415 along the rail costs 2 MPs', () => {
    expect(plan({ steps: { plain: 1, ferry: 1 } }).spent).to.equal(2);
  });

  it('Movement Allowance (5.2, 13.2.1, 18.1): SPs alone 3, Foraging −1, Force March +2, not when Demoralized', () => {
    expect(movementAllowance({ ...base, rank: 0, ma: 9 })).to.equal(3);
    expect(movementAllowance({ ...base, foraging: true })).to.equal(3);
    expect(movementAllowance({ ...base, forceMarch: true })).to.equal(6);
    expect(movementAllowance({ ...base, foraging: true, forceMarch: true })).to.equal(5);
    const tired = plan({ forceMarch: true, demoralized: true });
    expect(tired.allowance).to.equal(4);
    expect(tired.problems.join(' ')).to.contain('may not be Force Marched');
  });

  it('Rail Movement Bonus (5.4.2, ruling C31): 10 MPs whatever the MA, 2 SPs an Action Phase, rail only', () => {
    const p = plan({ rail: true, foraging: true, forceMarch: true, steps: { plain: 9, ferry: 1 } });
    expect([p.allowance, p.spent, p.left, p.railLeft]).to.deep.equal([10, 10, 0, 2]);
    expect(p.problems).to.deep.equal([]);
    const late = plan({ rail: true, railBefore: 1, sps: 2, steps: { plain: 3 } });
    expect(late.railLeft).to.equal(1);
    expect(late.problems.join(' ')).to.contain(
      'this side has moved 1 SP by it, so only 1 SP more can',
    );
    expect(plan({ rail: true, railBefore: 2, sps: 1 }).problems.join(' ')).to.contain(
      'no more can',
    );
    const off = plan({
      rail: true,
      steps: { plain: 2, minor: 1 },
      actions: { 'pick-up': 1, entrench: 1 },
    });
    expect(off.problems).to.have.length(3);
  });

  it('Regroup (5.9): by a 2- or 3-star General or Grant, up to 6 SPs', () => {
    expect(plan({ rank: 1, actions: { regroup: 1 }, regroupSp: 2 }).problems.join(' ')).to.contain(
      'Only a 2- or 3-star General',
    );
    expect(plan({ rank: 3, actions: { regroup: 1 }, regroupSp: 7 }).problems.join(' ')).to.contain(
      'at most 6 SPs',
    );
    expect(plan({ rank: 2, actions: { regroup: 1 }, regroupSp: 6 }).problems).to.deep.equal([]);
  });

  it('Command limits (5.10, 7.3): 3 SPs without a General, 1 under a 1-star Cavalry General', () => {
    expect(plan({ rank: 0, sps: 4 }).problems.join(' ')).to.contain('never do (5.10)');
    expect(plan({ rank: 1, cavalry: true, sps: 2 }).problems.join(' ')).to.contain('at most 1 SP');
    expect(plan({ rank: 2, sps: 7 }).problems.join(' ')).to.contain('at most 6 SPs');
    expect(plan({ rank: 3, sps: 18 }).problems).to.deep.equal([]);
  });

  it('8.6: a promoted (2-star) Cavalry General commands as a 2-star, 6 SPs', () => {
    expect(plan({ rank: 2, cavalry: true, sps: 6 }).problems).to.deep.equal([]);
    expect(plan({ rank: 2, cavalry: true, sps: 7 }).problems.join(' ')).to.contain(
      'A 2-star General takes at most 6 SPs',
    );
  });

  it('Other actions (6.2, 10.1.2, 13.2.1): Control 1, Entrench 2 with 2 or more SPs, Cavalry removal 1, pick-up 1', () => {
    const p = plan({
      ma: 6,
      cavalry: true,
      actions: { control: 1, entrench: 1, 'cavalry-remove': 1, 'pick-up': 1 },
    });
    expect(p.spent).to.equal(5);
    expect(p.problems).to.deep.equal([]);
    const one = plan({ sps: 1, actions: { control: 1, entrench: 1, 'cavalry-remove': 1 } });
    expect(one.problems).to.have.length(3);
  });

  it('A unit can always move one hex (5.1.1); otherwise an over-spent move is refused', () => {
    const one = plan({ ma: 1, foraging: true, steps: { marsh: 1 } });
    expect(one.oneHex).to.equal(true);
    expect(one.problems).to.deep.equal([]);
    const two = plan({ ma: 2, steps: { plain: 1, marsh: 1 } });
    expect(two.oneHex).to.equal(false);
    expect(two.problems.join(' ')).to.contain('1 more than the 2');
  });

  it('Cautious Generals (7.7): 2 Action Points only when he attacks or enters an enemy ZOI', () => {
    expect(plan({ cautious: true }).ap).to.equal(1);
    expect(plan({ cautious: true, enemyZoi: true }).ap).to.equal(2);
    expect(plan({ enemyZoi: true }).ap).to.equal(1);
  });

  it('Coastal Fort (10.3.2): 1 MP from its port, and at most 3 SPs of a side stacked in it', () => {
    expect([COASTAL_FORT.mp, COASTAL_FORT.maxSp]).to.deep.equal([1, 3]);
    expect(plan({ steps: { plain: 1, 'coastal-fort': 1 } }).spent).to.equal(2);
    expect(plan({ sps: 2, fortSp: 1 }).problems).to.deep.equal([]);
    expect(plan({ sps: 2, fortSp: 2 }).problems.join(' ')).to.contain(
      'at most 3 SPs in a Coastal Fort: 2 moving in with 2 there make 4',
    );
    expect(plan({ sps: 5, fortSp: null }).problems).to.deep.equal([]);
  });
  it('21.3.3: enemy Naval Units along a Navigable River hexside bar crossing it, whoever controls it', () => {
    const bar = `${SHIPS_BAR_RIVER.text} (21.3.3).`;
    expect(plan({ riverShips: true, steps: { navigable: 1 } }).problems).to.deep.equal([bar]);
    expect(plan({ riverShips: true, steps: { 'navigable-enemy': 1 } }).problems).to.include(bar);
    // Ships along a river the force does not cross, or no ships: nothing barred.
    expect(plan({ riverShips: true, steps: { plain: 2, minor: 1 } }).problems).to.deep.equal([]);
    expect(plan({ riverShips: false, steps: { navigable: 1 } }).problems).to.deep.equal([]);
  });
});
