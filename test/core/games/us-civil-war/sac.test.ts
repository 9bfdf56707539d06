import { expect } from '@open-wc/testing';
import { DECK_SIZE } from '../../../../src/core/games/us-civil-war/sac.js';

describe('The U.S. Civil War Special Action Card deck', () => {
  it('18.1: each side has a deck of 15 cards', () => {
    expect(DECK_SIZE).to.equal(15);
  });
});
