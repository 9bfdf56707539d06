import { expect } from '@open-wc/testing';
import { reactionOdds } from '../../../../src/core/games/price-of-freedom/reaction-odds.js';

describe('Price of Freedom reaction odds (§16.4.2, §16.5.2)', () => {
  it('gives ties to the reacting army or to the mover, as told', () => {
    const withdraw = reactionOdds({}, 'withdraws', 'a');
    expect(withdraw.total).to.equal(36);
    expect(withdraw.outcomes).to.deep.equal([
      { key: 'withdraws', weight: 21 },
      { key: 'fails', weight: 15 },
    ]);
    expect(reactionOdds({}, 'intercepts', 'b').outcomes).to.deep.equal([
      { key: 'intercepts', weight: 15 },
      { key: 'fails', weight: 21 },
    ]);
  });

  it('adds the reacting commander’s MAM to its side', () => {
    const odds = reactionOdds({ r_mam: 1 }, 'intercepts', 'b');
    expect(odds.outcomes[0]).to.deep.equal({ key: 'intercepts', weight: 21 });
  });
});
