import { expect } from '@open-wc/testing';
import { SIDES } from '../../../../src/core/games/us-civil-war/sides.js';
import { THEATERS } from '../../../../src/core/games/us-civil-war/theaters.js';

describe('US Civil War theaters', () => {
  it('names the three theaters (2.1.1)', () => {
    expect(Object.keys(SIDES)).to.deep.equal(['union', 'confederate']);
    expect(Object.keys(THEATERS)).to.have.length(3);
  });
});
