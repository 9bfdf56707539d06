import { expect } from '@open-wc/testing';
import { SP_NUMBERS } from '../../../../src/core/games/us-civil-war/reference-sp-numbers.js';

describe('US Civil War important SP numbers', () => {
  it('lists 1, 2, 3, 6 and 18', () => {
    expect(SP_NUMBERS.map((n) => n.sps)).to.deep.equal([1, 2, 3, 6, 18]);
  });
});
