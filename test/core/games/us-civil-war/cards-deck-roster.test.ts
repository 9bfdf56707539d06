import { expect } from '@open-wc/testing';
import { CARD_DECKS_ROSTER as R } from '../../../../src/core/games/us-civil-war/cards-deck-roster.js';
import type { CardDecks } from '../../../../src/core/games/us-civil-war/cards-deck-data.js';
import { DECK_SIZE } from '../../../../src/core/games/us-civil-war/sac.js';

const state = (data: CardDecks) => ({ choices: {}, query: '', data });

describe('The U.S. Civil War card decks roster', () => {
  it('saves a deck that makes the rulebook’s size, and refuses one that does not', () => {
    const full = { east: 5, west: 4, transMississippi: 1, naval: 2, any: DECK_SIZE - 12 };
    const ok = R.save(
      state({ decks: {} }),
      'deck-union',
      Object.fromEntries(Object.entries(full).map(([k, n]) => [k, String(n)])),
    );
    if (!ok.ok) throw new Error(ok.errors.join());
    expect(ok.data.decks.union).to.deep.equal(full);
    const block = R.view(state(ok.data)).sections[0]?.body[0];
    if (block?.kind !== 'table') throw new Error('no table');
    expect(JSON.stringify(block.table.rows[0]?.notes)).to.contain('agrees');
    const over = R.save(state({ decks: {} }), 'deck-confederate', {
      east: String(DECK_SIZE),
      any: '1',
    });
    expect(over.ok).to.equal(false);
    const partial = R.save(state({ decks: {} }), 'deck-confederate', { east: '3' });
    expect(partial.ok).to.equal(true);
  });
});
