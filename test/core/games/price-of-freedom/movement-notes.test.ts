import { expect } from '@open-wc/testing';
import { MOVEMENT_INPUT_LIMITS } from '../../../../src/core/games/price-of-freedom/movement-notes.js';

describe('Price of Freedom movement inputs', () => {
  it('ranges follow the army and rating limits (§2.2.1, §7.2, §16.2.2)', () => {
    expect(MOVEMENT_INPUT_LIMITS.corps).to.include({ min: 1, max: 6 });
    expect(MOVEMENT_INPUT_LIMITS.mam).to.include({ min: -1, max: 1 });
    expect(MOVEMENT_INPUT_LIMITS.actions).to.include({ min: 0, max: 4 });
  });
});
