import { expect } from '@open-wc/testing';
import { HAND_LIMIT } from '../../../../src/core/games/us-civil-war/initiative-data.js';
import * as H from '../../../../src/core/games/us-civil-war/sac-hand.js';

describe('The U.S. Civil War Special Action Card hands by kind (18.1–18.3)', () => {
  it('18.2: the hand limit is 5, and a hand over it owes that many discards', () => {
    expect(HAND_LIMIT).to.equal(5);
    const hand = { east: 3, any: 2, naval: 1 };
    expect(H.handSize(hand)).to.equal(6);
    expect(H.overLimit(hand)).to.equal(1);
    expect(H.overLimit({ east: 5 })).to.equal(0);
  });

  it('18.2: draws a card of a kind only while one is due', () => {
    expect(H.drawCard({ east: 1 }, 'west', 1)).to.deep.equal({ east: 1, west: 1 });
    expect(() => H.drawCard({}, 'west', 0)).to.throw(RangeError, 'No card is due');
  });

  it('18.1: never holds more than the deck of 15', () => {
    expect(() => H.drawCard({ unnoted: 15 }, 'east', 1)).to.throw(RangeError, 'deck of 15');
  });

  it('spends a card of a kind held, never one it does not hold', () => {
    expect(H.spendCard({ east: 2 }, 'east')).to.deep.equal({ east: 1 });
    expect(() => H.spendCard({ east: 2 }, 'any')).to.throw(RangeError, 'No “Any” card is in hand.');
    // A card not yet noted may be the one meant: the refusal says how to note it.
    expect(() => H.spendCard({ unnoted: 1 }, 'east')).to.throw(
      RangeError,
      'No “East” card is in hand. Note a drawn card’s kind first',
    );
  });

  it('notes a card whose kind was not noted', () => {
    expect(H.noteCard({ unnoted: 3 }, 'naval')).to.deep.equal({ unnoted: 2, naval: 1 });
    expect(() => H.noteCard({ east: 1 }, 'naval')).to.throw(RangeError);
  });

  it('reads the cards of a kind left in the deck from the entered make-up', () => {
    const deck = { east: 4, west: 4, transMississippi: 2, naval: 3, any: 2 };
    expect(H.leftInDeck(deck, { east: 3 }, 'east')).to.equal(1);
    expect(H.leftInDeck(deck, { any: 2 }, 'any')).to.equal(0);
    expect(H.leftInDeck({}, {}, 'naval')).to.equal(0);
  });

  it('says a hand in words', () => {
    expect(H.handText({ east: 3, any: 2, unnoted: 1 })).to.equal('3 East, 2 Any, 1 not noted');
    expect(H.handText({})).to.equal('no card');
  });
});
