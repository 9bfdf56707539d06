import { expect } from '@open-wc/testing';
import { signed } from '../../../src/core/shared/signed.js';

describe('signed', () => {
  it('prints a modifier with its sign, using a true minus sign', () => {
    expect(signed(2)).to.equal('+2');
    expect(signed(-1)).to.equal('−1');
    expect(signed(-1)).to.not.equal('-1');
    expect(signed(-12)).to.equal('−12');
  });

  it('prints zero as 0, or as the zero a view asks for', () => {
    expect(signed(0)).to.equal('0');
    expect(signed(0, '±0')).to.equal('±0');
    expect(signed(3, '±0')).to.equal('+3');
  });
});
