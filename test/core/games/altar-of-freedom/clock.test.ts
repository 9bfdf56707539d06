import { expect } from '@open-wc/testing';
import { scriptedRoller } from '../../../../src/core/shared/index.js';
import {
  clockExpiryChance,
  depletionDistribution,
  depletionStep,
  enterBidLevel,
  needsDepletionRoll,
  rollDepletion,
  startClock,
} from '../../../../src/core/games/altar-of-freedom/index.js';

describe('Altar of Freedom turn clock', () => {
  it('starts at the highest face of the scenario die, d10 to d20 (L632–644; ruling A1)', () => {
    for (const sides of [10, 12, 16, 20]) {
      expect(startClock(sides, 'USA')).to.deep.equal({
        dieSides: sides,
        value: sides,
        controller: 'USA',
        levels: 0,
        expired: false,
      });
    }
    expect(() => startClock(8, 'USA')).to.throw(RangeError);
    expect(() => startClock(21, 'CSA')).to.throw(RangeError);
  });

  it('takes no time before the highest bid, then one chosen D6 before each lower level (L1385–1390)', () => {
    let clock = startClock(12, 'CSA');
    expect(needsDepletionRoll(clock)).to.equal(false);
    expect(() => enterBidLevel(clock, 3)).to.throw(RangeError);
    clock = enterBidLevel(clock);
    expect(needsDepletionRoll(clock)).to.equal(true);
    expect(() => enterBidLevel(clock)).to.throw(RangeError);
    expect(() => enterBidLevel(clock, 7)).to.throw(RangeError);
    clock = enterBidLevel(clock, 5);
    expect(clock).to.deep.include({ value: 7, levels: 2, expired: false });
    clock = enterBidLevel(clock, 6);
    expect(clock).to.deep.include({ value: 1, levels: 3 });
    clock = enterBidLevel(clock, 1);
    expect(clock).to.deep.include({ value: 0, levels: 3, expired: true });
    expect(needsDepletionRoll(clock)).to.equal(false);
    expect(() => enterBidLevel(clock, 1)).to.throw(RangeError);
  });

  it('a Masterful army commander rolls two dice and keeps either (L1687–1689)', () => {
    expect(rollDepletion(scriptedRoller([4]), false)).to.deep.equal([4]);
    expect(rollDepletion(scriptedRoller([2, 6]), true)).to.deep.equal([2, 6]);
  });
});

describe('Altar of Freedom: chance the turn ends (Manipulating the Turn Clock; App. I, Masterful)', () => {
  const plain = {
    controllerMasterful: false,
    otherMasterful: false,
    controllerTakes: 'higher',
    otherKeeps: 'higher',
  } as const;

  it('two plain D6, the controller takes the higher: clock at 4 ends on 27 of 36', () => {
    // P(max(a, b) ≥ 4) = 1 − (3/6)² = 27/36.
    expect(clockExpiryChance(4, plain)).to.deep.equal({ weight: 27, total: 36 });
    expect(clockExpiryChance(4, { ...plain, controllerTakes: 'lower' })).to.deep.equal({
      weight: 9,
      total: 36,
    });
  });

  it('a Masterful controller picks from three dice: clock at 4, higher, ends on 189 of 216', () => {
    // 1 − (3/6)³ = 189/216; lower: (3/6)³ = 27/216.
    const masterful = { ...plain, controllerMasterful: true };
    expect(clockExpiryChance(4, masterful)).to.deep.equal({ weight: 189, total: 216 });
    expect(clockExpiryChance(4, { ...masterful, controllerTakes: 'lower' })).to.deep.equal({
      weight: 27,
      total: 216,
    });
  });

  it('a Masterful commander without the clock keeps one first (ruling A51)', () => {
    // He keeps his lower (P ≥ 4 is 9/36); the controller's one die, higher: 1 − (1/2)(27/36).
    const other = { ...plain, otherMasterful: true, otherKeeps: 'lower' } as const;
    const x = clockExpiryChance(4, other);
    expect(x.weight / x.total).to.equal(1 - 0.5 * (27 / 36));
    // Keeping his higher as well is the same as a controller choosing from three.
    const same = clockExpiryChance(4, { ...other, otherKeeps: 'higher' });
    expect(same.weight / same.total).to.equal(189 / 216);
  });

  it('both Masterful: four dice in all; 1 left always ends, 7 or more never does', () => {
    const both = { ...plain, controllerMasterful: true, otherMasterful: true };
    expect(depletionDistribution(both).total).to.equal(6 ** 4);
    const one = clockExpiryChance(1, both);
    expect(one.weight).to.equal(one.total);
    expect(clockExpiryChance(7, both).weight).to.equal(0);
  });

  it('the depletion choice: keep first when the other side is Masterful, then take (ruling A51)', () => {
    expect(depletionStep({ USA: [3], CSA: [5] }, 'USA', null)).to.deep.equal({
      kind: 'take',
      choices: [
        { side: 'USA', value: 3 },
        { side: 'CSA', value: 5 },
      ],
    });
    expect(depletionStep({ USA: [3], CSA: [2, 6] }, 'USA', null)).to.deep.equal({
      kind: 'keep',
      side: 'CSA',
      dice: [2, 6],
    });
    expect(depletionStep({ USA: [3], CSA: [2, 6] }, 'USA', 2)).to.deep.equal({
      kind: 'take',
      choices: [
        { side: 'USA', value: 3 },
        { side: 'CSA', value: 2 },
      ],
    });
    expect(
      depletionStep({ USA: [1, 4], CSA: [6] }, 'USA', null).kind === 'take' &&
        depletionStep({ USA: [1, 4], CSA: [6] }, 'USA', null),
    ).to.deep.include({
      choices: [
        { side: 'USA', value: 1 },
        { side: 'USA', value: 4 },
        { side: 'CSA', value: 6 },
      ],
    });
    expect(() => depletionStep({ USA: [3], CSA: [2, 6] }, 'USA', 4)).to.throw(RangeError);
  });
});

describe('Altar of Freedom odds reproduce the spec', () => {
  it('clock expiry: chance the controller ends the turn at once (two plain D6)', () => {
    const play = (controllerTakes: 'higher' | 'lower') => ({
      controllerMasterful: false,
      otherMasterful: false,
      controllerTakes,
      otherKeeps: controllerTakes,
    });
    expect(clockExpiryChance(6, play('higher'))).to.deep.equal({ weight: 11, total: 36 });
    expect(clockExpiryChance(6, play('lower'))).to.deep.equal({ weight: 1, total: 36 });
    expect(clockExpiryChance(1, play('lower'))).to.deep.equal({ weight: 36, total: 36 });
    expect(clockExpiryChance(7, play('higher'))).to.deep.equal({ weight: 0, total: 36 });
  });
});
