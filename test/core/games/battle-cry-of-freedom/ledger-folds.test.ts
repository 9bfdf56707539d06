import { expect } from '@open-wc/testing';
import { applyLedger } from '../../../../src/core/games/battle-cry-of-freedom/combat-tracker.js';
import { CARD_USER_DATA } from '../../../../src/core/games/battle-cry-of-freedom/card-entry.js';
import { BATTLE_CARDS } from '../../../../src/core/games/battle-cry-of-freedom/battle-cards.js';
import {
  afterBattleFold,
  battleFold,
  handsFold,
  keyInFold,
  splitFold,
  valuesFold,
  volleyFold,
} from '../../../../src/core/games/battle-cry-of-freedom/ledger-folds.js';
import { startLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-start.js';
import type {
  LedgerContext,
  LedgerEvent,
} from '../../../../src/core/games/battle-cry-of-freedom/ledger-types.js';

const ctx: LedgerContext = { start: 'battle', cards: CARD_USER_DATA.empty() };
const fresh = () => ({ ...startLedger('battle'), history: [] });
const run = (events: LedgerEvent[]) => events.reduce(applyLedger, fresh());
const card = BATTLE_CARDS[0]!;
const SET: LedgerEvent = {
  type: 'set-battle',
  card: card.id,
  name: card.name,
  initiative: 'union',
  victoryCity: card.kind === 'city',
};
const keyed = (side: 'union' | 'confederate', name: string, value: number): LedgerEvent => ({
  type: 'key-card',
  side,
  name,
  kind: 'attack',
  value,
  event: 'special',
  stars: null,
});
const generals = afterBattleFold('Bring a general in', 'each general present', 'by a card');

describe('Battle Cry of Freedom combat ledger: folded panels', () => {
  it('while the battle is set: its card first and open, then folded to its line; the generals and hands open after it', () => {
    const s = fresh();
    expect(battleFold(s, ctx)).to.equal(null);
    expect(generals(s, ctx)?.open).to.equal(false);
    expect(keyInFold(s, ctx)?.open).to.equal(false);
    const set = run([SET]);
    expect(battleFold(set, ctx)).to.deep.equal({
      title: 'Set the battle',
      summary: `${card.name} · Union initiative${card.kind === 'city' ? ' · victory city' : ''}`,
      open: false,
    });
    expect(generals(set, ctx)).to.equal(null);
    expect(keyInFold(set, ctx)).to.equal(null);
  });

  it('while cards are played: the hands open, the key-in form folded unless no card is in a hand, values and volley in a line', () => {
    const none = run([SET, { type: 'begin' }]);
    expect(keyInFold(none, ctx)?.open).to.equal(true);
    const s = run([
      SET,
      keyed('union', 'Union attack', 2),
      keyed('confederate', 'Confederate attack', 1),
      { type: 'begin' },
    ]);
    expect(battleFold(s, ctx)).to.equal(null);
    expect(handsFold(s, ctx)).to.equal(null);
    expect(keyInFold(s, ctx)).to.deep.include({ open: false, summary: 'a card not in a hand yet' });
    expect(generals(s, ctx)).to.deep.include({ open: false, summary: 'by a card' });
    expect(valuesFold(s, ctx)?.summary).to.equal('Union 0 · Confederate 0');
    expect(volleyFold(s, ctx)?.open).to.equal(false);
  });

  it('once both have passed: the hands folded to a count, the split open only while it is not known', () => {
    const s = run([
      SET,
      keyed('union', 'Union attack', 2),
      { type: 'begin' },
      { type: 'hand-over' },
      { type: 'hand-over' },
      { type: 'hand-over' },
      { type: 'hand-over' },
    ]);
    expect(s.ended).to.equal(true);
    expect(handsFold(s, ctx)).to.deep.equal({
      title: 'Cards left in the hands',
      summary: 'Union 1 · Confederate 0',
      open: false,
    });
    const entered = applyLedger(s, {
      type: 'set-result',
      result: { gain: 2, loss: 1, invasion: false },
    });
    expect(splitFold(entered, ctx)).to.deep.equal({
      title: 'The battle card’s result',
      summary: 'winner gains 2, loser loses 1',
      open: false,
    });
  });
});
