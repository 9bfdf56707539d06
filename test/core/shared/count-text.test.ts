import { expect } from '@open-wc/testing';
import { countText } from '../../../src/core/shared/count-text.js';

describe('countText', () => {
  it('puts the noun in the number of the count', () => {
    expect(countText(1, 'brigade')).to.equal('1 brigade');
    expect(countText(0, 'brigade')).to.equal('0 brigades');
    expect(countText(2, 'HQ')).to.equal('2 HQs');
    expect(countText(3, 'corps', 'corps')).to.equal('3 corps');
  });
});
