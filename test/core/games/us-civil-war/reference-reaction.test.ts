import { expect } from '@open-wc/testing';
import {
  REACTION_ODDS_TABLE,
  reactionChance,
} from '../../../../src/core/games/us-civil-war/reference-reaction.js';

describe('US Civil War reaction odds card (spec §2.5)', () => {
  it('gives the spec’s chances for net modifiers −3 to +7', () => {
    const k = [-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7].map((d) => reactionChance(d).k);
    expect(k).to.deep.equal([1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36]);
    expect(reactionChance(-4).k).to.equal(0);
  });

  it('shows each row with the dice needed and the per cent', () => {
    expect(REACTION_ODDS_TABLE.rows.length).to.equal(11);
    expect(REACTION_ODDS_TABLE.rows[0]).to.deep.equal(['−3', '12+', '1', '2.8%']);
    expect(REACTION_ODDS_TABLE.rows[3]).to.deep.equal(['0', '9+', '10', '27.8%']);
    expect(REACTION_ODDS_TABLE.rows[10]).to.deep.equal(['+7', '2+', '36', '100%']);
  });
});
