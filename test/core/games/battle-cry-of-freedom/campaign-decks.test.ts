import { expect } from '@open-wc/testing';
import {
  deckWarning,
  drawCards,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-decks.js';
import { startSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type { CampaignSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';

function at(slug: string, changes: Partial<CampaignSnapshot>): CampaignSnapshot {
  return { ...startSnapshot(slug), ...changes };
}

describe('Battle Cry of Freedom decks', () => {
  it('T5: thirteen points, two cards left in Deck Two: draws two, then only by card', () => {
    const s = at('campaign', {
      phase: 'H',
      hands: { union: 5, confederate: 9 },
      decks: { union: { deck: 2, left: 2 }, confederate: { deck: 2, left: 20 } },
    });
    const first = drawCards(s, 'union', 13);
    expect(first.state.hands.union).to.equal(7);
    expect(first.state.decks.union.deck).to.equal(3);
    expect(first.state.ending).to.contain('run out of Deck Two');
    expect(() => drawCards(first.state, 'union', 1)).to.throw(RangeError, 'only by card play');
    const numbers = drawCards(first.state, 'union', 2, true).state;
    const leadership = drawCards(numbers, 'union', 1, true).state;
    expect(leadership.hands.union).to.equal(10);
    expect(deckWarning(leadership, 'union')).to.contain('third deck');
  });

  it('running out of Deck Two before combat ends the game, a Confederate win', () => {
    const s = at('campaign', {
      phase: 'A',
      decks: { union: { deck: 2, left: 1 }, confederate: { deck: 2, left: 20 } },
    });
    expect(deckWarning(s, 'union')).to.contain('Confederate wins');
    const r = drawCards(s, 'union', 3).state;
    expect(r.result?.winner).to.equal('confederate');
  });

  it('Deck One runs into Deck Two at once; in the Deck One scenario the game is then scored', () => {
    const s = at('deck-one', {
      phase: 'I',
      decks: { union: { deck: 1, left: 1 }, confederate: { deck: 1, left: 9 } },
    });
    const r = drawCards(s, 'union', 3).state;
    expect(r.decks.union).to.deep.equal({ deck: 2, left: null });
    expect(r.hands.union).to.equal(12);
    expect(r.ending).to.contain('Second Resource Phase');
    expect(drawCards(at('campaign', {}), 'union', 2).state.hands.union).to.equal(11);
  });
});
