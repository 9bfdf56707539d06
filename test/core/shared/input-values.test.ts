import { expect } from '@open-wc/testing';
import {
  emptyLike,
  inputEquals,
  inputIsSet,
  numericInput,
} from '../../../src/core/shared/input-values.js';

describe('input values', () => {
  it('numericInput reads numbers and flags; anything else counts as 0', () => {
    const inputs = { sm: -2, support: 3, cover: true, fatigued: false, arm: 'artillery' };
    expect(numericInput(inputs, 'sm')).to.equal(-2);
    expect(numericInput(inputs, 'support')).to.equal(3);
    expect(numericInput(inputs, 'cover')).to.equal(1);
    expect(numericInput(inputs, 'fatigued')).to.equal(0);
    expect(numericInput(inputs, 'arm')).to.equal(0);
    expect(numericInput(inputs, 'missing')).to.equal(0);
    expect(numericInput({ n: Number.NaN }, 'n')).to.equal(0);
    expect(numericInput({ n: Infinity }, 'n')).to.equal(0);
  });

  it('never reads an inherited member as an input (a name from a hostile link)', () => {
    expect(numericInput({}, 'toString')).to.equal(0);
    expect(inputEquals({}, 'constructor', false)).to.equal(true);
    expect(inputIsSet({}, 'constructor')).to.equal(false);
    expect(inputIsSet({}, '__proto__')).to.equal(false);
  });

  it('a missing input equals the empty value of the expected type', () => {
    expect([emptyLike(true), emptyLike(7), emptyLike('cavalry')]).to.deep.equal([false, 0, '']);
    expect(inputEquals({}, 'cover', false)).to.equal(true);
    expect(inputEquals({}, 'cover', true)).to.equal(false);
    expect(inputEquals({}, 'support', 0)).to.equal(true);
    expect(inputEquals({}, 'arm', '')).to.equal(true);
    expect(inputEquals({ arm: 'cavalry' }, 'arm', 'cavalry')).to.equal(true);
    expect(inputEquals({ support: 2 }, 'support', '2')).to.equal(false);
  });

  it('inputIsSet: true, a non-zero number or a non-empty text', () => {
    const inputs = { a: true, b: false, c: 0, d: -1, e: '', f: 'x' };
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g'].filter((k) => inputIsSet(inputs, k))).to.deep.equal([
      'a',
      'd',
      'f',
    ]);
  });
});
