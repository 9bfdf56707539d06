import { expect } from '@open-wc/testing';
import { COMBAT } from '../../../../src/core/games/battle-cry-of-freedom/combat-data.js';
import {
  effectiveStars,
  effectiveValue,
  inPlay,
  lastDay,
  mayContinue,
  sideValue,
  standing,
  volleyLimit,
} from '../../../../src/core/games/battle-cry-of-freedom/ledger.js';
import { startLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-start.js';
import {
  BY_HAND,
  type LedgerCard,
  type LedgerSnapshot,
} from '../../../../src/core/games/battle-cry-of-freedom/ledger-types.js';

function c(
  id: string,
  side: LedgerCard['side'],
  kind: LedgerCard['kind'],
  value: number,
  more: Partial<LedgerCard> = {},
): LedgerCard {
  return {
    id,
    side,
    name: id,
    kind,
    value,
    event: 'unrecorded',
    stars: null,
    general: null,
    attachedTo: null,
    canceledBy: [],
    day: 1,
    ...more,
  };
}

function battle(cards: LedgerCard[], more: Partial<LedgerSnapshot['battle']> = {}): LedgerSnapshot {
  const s = startLedger('battle');
  return { ...s, battle: { ...s.battle, ...more }, cards };
}

describe('Battle Cry of Freedom combat values', () => {
  it('a defend lowers the opponent only while he has an attack in play (ruling C13)', () => {
    const dormant = battle([c('d', 'confederate', 'defend', -3)]);
    expect(sideValue(dormant, 'union')).to.include({ cv: 0, against: 0, attacking: false });
    const live = battle([c('d', 'confederate', 'defend', -3), c('a', 'union', 'attack', 2)]);
    expect(sideValue(live, 'union')).to.include({ attack: 2, against: -3, cv: -1 });
  });

  it('a victory city’s own defence lowers the Union only while it attacks (ruling A14)', () => {
    expect(sideValue(battle([], { victoryCity: true }), 'union').cv).to.equal(0);
    const s = battle([c('a', 'union', 'attack', 4)], {
      victoryCity: true,
      initiative: 'confederate',
    });
    expect(sideValue(s, 'union').cv).to.equal(4 + COMBAT.victoryCityDefense);
    expect(sideValue(s, 'confederate').cv).to.equal(0);
  });

  it('the initiative must exceed: a tie goes to the defender', () => {
    const tie = standing(
      battle([c('a', 'union', 'attack', 2), c('b', 'confederate', 'attack', 2)]),
    );
    expect([tie.margin, tie.winner]).to.deep.equal([0, 'confederate']);
    const ahead = standing(
      battle([c('a', 'union', 'attack', 3), c('b', 'confederate', 'attack', 2)]),
    );
    expect([ahead.margin, ahead.winner]).to.deep.equal([1, 'union']);
  });

  it('a Major Victory at the margin, for either side, never at a victory city (ruling A15)', () => {
    const m = COMBAT.majorVictoryMargin;
    expect(standing(battle([c('a', 'union', 'attack', m)])).major).to.equal(true);
    expect(standing(battle([c('a', 'union', 'attack', m - 1)])).major).to.equal(false);
    expect(standing(battle([c('a', 'confederate', 'attack', m)])).major).to.equal(true);
    expect(
      standing(battle([c('a', 'union', 'attack', m + 3)], { victoryCity: true })).major,
    ).to.equal(false);
  });

  it('a cancelled card takes its attachments out; cancelling the canceller restores both', () => {
    const early = c('early', 'confederate', 'attack', 3);
    const elan = c('elan', 'confederate', 'modifier', 2, { attachedTo: 'early' });
    const art = c('art', 'union', 'special', 0);
    const cut = { ...early, canceledBy: ['art'] };
    const s = battle([cut, elan, art]);
    expect(inPlay(s.cards, cut)).to.equal(false);
    expect(inPlay(s.cards, elan)).to.equal(false);
    expect(sideValue(s, 'confederate').attack).to.equal(0);
    const back = battle([cut, elan, { ...art, canceledBy: [BY_HAND] }]);
    expect(inPlay(back.cards, cut)).to.equal(true);
    expect(effectiveValue(back.cards, cut)).to.equal(5);
  });

  it('a card in a cancelling loop is out, never an endless count', () => {
    const a = c('a', 'union', 'attack', 1, { canceledBy: ['b'] });
    const b = c('b', 'confederate', 'special', 0, { canceledBy: ['a'] });
    const s = battle([a, b]);
    expect(typeof inPlay(s.cards, a)).to.equal('boolean');
  });

  it('volleys: one card per general present, one with none; split stars by initiative', () => {
    const s = startLedger('battle');
    expect(volleyLimit(s, 'union')).to.equal(COMBAT.noGeneralVolley);
    const g = {
      id: 'grant',
      side: 'union' as const,
      name: 'Grant',
      offense: 2,
      defense: 3,
      cavalry: false,
      engaged: false,
    };
    const withGrant = { ...s, generals: [g] };
    expect(volleyLimit(withGrant, 'union')).to.equal(1);
    expect(effectiveStars(withGrant, g)).to.equal(2);
    const onDefence = { ...withGrant, battle: { ...s.battle, initiative: 'confederate' as const } };
    expect(effectiveStars(onDefence, g)).to.equal(3);
  });

  it('Battle Continues: one per player once the battle is over; Gettysburg runs to five days', () => {
    const s = startLedger('battle');
    expect(mayContinue(s, 'union')).to.equal(false);
    expect(mayContinue({ ...s, ended: true }, 'union')).to.equal(true);
    expect(mayContinue({ ...s, ended: true, continued: ['union'] }, 'union')).to.equal(false);
    expect(lastDay(s)).to.equal(3);
    expect(lastDay(startLedger('gettysburg'))).to.equal(5);
  });
});
