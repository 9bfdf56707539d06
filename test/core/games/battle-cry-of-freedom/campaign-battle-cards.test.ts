import { expect } from '@open-wc/testing';
import {
  battleCardLines,
  battleCardsOf,
  PENINSULA_AMPHIBIOUS,
  placeBattleCard,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-battle-cards.js';
import { startSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';

describe('Battle Cry of Freedom: the campaign’s battle cards (L. Recovery; Glossary › Invasion)', () => {
  it('Deck Two Scenario › At Start: the Union holds its five battle cards from the start', () => {
    const s = startSnapshot('deck-two');
    expect([...battleCardsOf(s).held].sort()).to.deep.equal(
      ['corinth', 'fredericksburg', 'manassas', 'shiloh', 'stones-river'].sort(),
    );
    // A game saved before the cards were kept reads the scenario's.
    const { battleCards: _, ...old } = s;
    expect(battleCardsOf(old)).to.deep.equal(battleCardsOf(s));
    expect(battleCardLines(s)[0]?.text).to.contain('Stones River');
  });

  it('a battle card goes to the Union, back to the Battle Deck, or (an Invasion card) out of the game', () => {
    const s = startSnapshot('campaign');
    const held = placeBattleCard(s, 'fredericksburg', 'union-holds');
    expect(battleCardsOf(held).held).to.deep.equal(['fredericksburg']);
    const back = placeBattleCard(held, 'fredericksburg', 'battle-deck');
    expect(battleCardsOf(back).held).to.deep.equal([]);
    expect(battleCardsOf(placeBattleCard(s, 'gettysburg', 'removed')).removed).to.deep.equal([
      'gettysburg',
    ]);
    expect(() => placeBattleCard(s, 'shiloh', 'removed')).to.throw(RangeError);
  });

  it('Glossary › Peninsula Campaign Battle Card: the amphibious cost is two cards to the deck top and two generals engaged', () => {
    expect([
      PENINSULA_AMPHIBIOUS.cardsToDeckTop,
      PENINSULA_AMPHIBIOUS.generalsEngaged,
    ]).to.deep.equal([2, 2]);
  });
});
