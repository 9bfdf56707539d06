import { expect } from '@open-wc/testing';
import {
  D10,
  D12,
  D20,
  D6,
  THREE_D6,
  TWO_D6,
  clockDie,
  formatDice,
  parseDice,
  rollDice,
} from '../../../src/core/shared/dice.js';
import { scriptedRoller, seededRoller } from '../../../src/core/shared/roller.js';

describe('dice', () => {
  it('rollDice rolls count dice of the given sides, in order', () => {
    expect(rollDice(THREE_D6, scriptedRoller([6, 1, 4]))).to.deep.equal([6, 1, 4]);
    const faces = rollDice({ count: 10, sides: 100 }, seededRoller('many'));
    expect(faces).to.have.length(10);
    for (const f of faces) expect(f >= 1 && f <= 100).to.equal(true);
  });

  it('rollDice refuses a spec outside 1..10 dice of 2..100 sides', () => {
    const roller = seededRoller('x');
    for (const spec of [
      { count: 0, sides: 6 },
      { count: 11, sides: 6 },
      { count: 2, sides: 1 },
      { count: 1.5, sides: 6 },
      { count: 1, sides: 101 },
    ]) {
      expect(() => rollDice(spec, roller)).to.throw(RangeError);
    }
    expect(roller.used).to.equal(0);
  });

  it('parseDice reads dice notation, case-insensitive', () => {
    expect(parseDice('d6')).to.deep.equal({ count: 1, sides: 6 });
    expect(parseDice('2d6')).to.deep.equal({ count: 2, sides: 6 });
    expect(parseDice('1D20')).to.deep.equal({ count: 1, sides: 20 });
    expect(parseDice(' 3d6 ')).to.deep.equal({ count: 3, sides: 6 });
    expect(parseDice('10d100')).to.deep.equal({ count: 10, sides: 100 });
  });

  it('parseDice gives null for anything else', () => {
    for (const text of [
      '',
      'd',
      '6',
      '2d',
      '0d6',
      '11d6',
      'd1',
      'd101',
      '2d6+1',
      '02d6',
      'd06',
      '2x6',
      '-1d6',
      '1.5d6',
      'd6 d6',
      '2 d6',
    ]) {
      expect(parseDice(text), text).to.equal(null);
    }
    expect(parseDice(`${'1'.repeat(1000)}d6`)).to.equal(null);
  });

  it('formatDice writes count and sides, and round-trips with parseDice', () => {
    expect(formatDice(TWO_D6)).to.equal('2d6');
    expect(formatDice(D20)).to.equal('1d20');
    for (const spec of [D6, TWO_D6, THREE_D6, D10, D12, D20]) {
      expect(parseDice(formatDice(spec))).to.deep.equal(spec);
    }
  });

  it('the game dice constants have the right count and sides, and cannot be changed', () => {
    expect([D6, TWO_D6, THREE_D6, D10, D12, D20].map(formatDice)).to.deep.equal([
      '1d6',
      '2d6',
      '3d6',
      '1d10',
      '1d12',
      '1d20',
    ]);
    expect(Object.isFrozen(D6)).to.equal(true);
  });

  it('clockDie gives one die of 10..20 sides and refuses other sizes', () => {
    expect(clockDie(10)).to.deep.equal({ count: 1, sides: 10 });
    expect(clockDie(17)).to.deep.equal({ count: 1, sides: 17 });
    expect(clockDie(20)).to.deep.equal({ count: 1, sides: 20 });
    for (const bad of [9, 21, 12.5, Number.NaN]) expect(() => clockDie(bad)).to.throw(RangeError);
  });
});
