import { expect } from '@open-wc/testing';
import {
  countInput,
  flagInput,
  num,
  on,
} from '../../../../src/core/games/us-civil-war/calc-inputs.js';

describe('US Civil War calculator controls', () => {
  it('reads an input as a number or a flag', () => {
    expect(num({ a: 3 }, 'a')).to.equal(3);
    expect(num({}, 'a')).to.equal(0);
    expect(on({ a: true }, 'a')).to.equal(true);
    expect(on({ a: 1 }, 'a')).to.equal(false);
    expect(on({}, 'a')).to.equal(false);
  });

  it('makes a flag, unticked unless told, citing its rule when given', () => {
    expect(flagInput('f', 'Fort')).to.deep.equal({
      kind: 'flag',
      id: 'f',
      label: 'Fort',
      default: false,
    });
    expect(flagInput('f', 'Fort', '10.2', true)).to.deep.equal({
      kind: 'flag',
      id: 'f',
      label: 'Fort',
      default: true,
      rule: '10.2',
    });
  });

  it('makes a count from 0, named by its label, citing its rule when given', () => {
    expect(countInput('s', 'Ships', 6)).to.deep.equal({
      kind: 'count',
      id: 's',
      label: 'Ships',
      noun: 'ships',
      min: 0,
      max: 6,
      default: 0,
    });
    expect(countInput('s', 'Ships', 6, 2, '21.6')).to.deep.include({ default: 2, rule: '21.6' });
  });
});
