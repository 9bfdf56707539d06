import { expect } from '@open-wc/testing';
import { SIDES } from '../../../../src/core/games/us-civil-war/sides.js';
import { THEATERS } from '../../../../src/core/games/us-civil-war/theaters.js';

describe('US Civil War sides', () => {
  it('names the two sides', () => {
    expect(Object.keys(SIDES)).to.deep.equal(['union', 'confederate']);
    expect(Object.keys(THEATERS)).to.have.length(3);
  });
});
