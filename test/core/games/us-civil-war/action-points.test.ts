import { expect } from '@open-wc/testing';
import {
  ACTION_COSTS,
  TRAINING_AP_PER_SP,
} from '../../../../src/core/games/us-civil-war/action-points.js';

describe('US Civil War action costs (4.3, spec §2.14)', () => {
  it('holds each cost the rulebook prints', () => {
    const costs = Object.fromEntries(ACTION_COSTS.map((a) => [a.id, a.ap]));
    expect(costs).to.deep.equal({
      move: 1,
      cautious: 2,
      'move-sps': 1,
      river: 1,
      ocean: 1,
      'ocean-general': 1,
      rally: 1,
      transfer: 1,
      entrench: 1,
      training: 1,
      militia: 0,
      disperse: 0,
    });
    // 4.3 prices Training at 1 AP a point; 17.3 earns 1 SP for every 7.
    expect(TRAINING_AP_PER_SP).to.equal(7);
  });
});
