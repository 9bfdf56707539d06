import { expect } from '@open-wc/testing';
import { drawLimit } from '../../../../src/core/games/battle-cry-of-freedom/campaign-battles.js';
import {
  DUCK_CAP,
  duckTheater,
  pendingText,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-effects.js';
import {
  lastingOf,
  stonewallDue,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-lasting.js';
import { notices } from '../../../../src/core/games/battle-cry-of-freedom/campaign-panels.js';
import { applyCampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import { parseCampaignState } from '../../../../src/core/games/battle-cry-of-freedom/campaign-schema.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type {
  CampaignEvent,
  CampaignSnapshot,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import {
  CAVALRY_RAIDS_FEWER,
  STONEWALL_RETURNED,
} from '../../../../src/core/games/battle-cry-of-freedom/cards-resources-confederate.js';
import { requireScenario } from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';

type S = WithHistory<CampaignSnapshot>;
const run = (s: S, events: readonly CampaignEvent[]) =>
  events.reduce((x, e) => applyCampaignEvent(x, e), s);
const next = { type: 'next-phase' } as const;
const alloc = (east: number, west: number) => ({
  faceDown: { east, west },
  discretionary: { east: 0, west: 0 },
  faceUp: false,
});

/** A Deck Two game in `phase` with both decks counted. */
function at(phase: CampaignSnapshot['phase']): S {
  return {
    ...createCampaign('deck-two'),
    phase,
    decks: { union: { deck: 2, left: 30 }, confederate: { deck: 2, left: 30 } },
  };
}

/** `s` moved to Phase H with both allocations revealed. */
const toH = (s: S, union: [number, number], confederate: [number, number]): S => ({
  ...s,
  phase: 'H',
  allocation: { union: alloc(...union), confederate: alloc(...confederate) },
  revealed: true,
});

const played = (card: string, theater?: 'east' | 'west'): CampaignEvent => ({
  type: 'resource-played',
  side: 'confederate',
  card,
  ...(theater && { theater }),
});

describe('Battle Cry of Freedom: lasting Resource effects in the campaign tracker', () => {
  it('Rely on Your Resources: Cavalry Raids is pending this turn, takes three from each Union draw, and is spent with the turn', () => {
    expect(CAVALRY_RAIDS_FEWER).to.equal(3);
    const s = applyCampaignEvent(at('B'), played('cavalry-raids'));
    expect(s.pending).to.deep.include({ kind: 'cavalry-raids', turn: s.turn });
    const texts = notices(s, requireScenario('deck-two')).map((n) => n.text);
    expect(texts.some((t) => t.startsWith('Cavalry Raids Slow Union Offensives'))).to.equal(true);
    const h = toH(s, [6, 0], [4, 0]);
    expect(drawLimit(h, 'union', 'east').max).to.equal(6 - CAVALRY_RAIDS_FEWER);
    // Through Phase L: the next turn has no such effect.
    const l = { ...h, phase: 'L' as const, battles: { turn: h.turn, order: [], drawn: [] } };
    const after = applyCampaignEvent(l, next);
    expect(after.pending.some((p) => p.kind === 'cavalry-raids')).to.equal(false);
  });

  it('The Winning Edge: Stonewall in the Valley, with an East battle, holds Phase H until the Union returns four cards after his draw', () => {
    expect(STONEWALL_RETURNED).to.equal(4);
    const s = applyCampaignEvent(at('B'), played('stonewall-valley'));
    expect(s.pending).to.deep.include({ kind: 'stonewall', turn: s.turn });
    const named = run(toH(s, [6, 0], [5, 0]), [{ type: 'battle-order', order: ['east'] }]);
    expect(stonewallDue(named)).to.equal(false);
    // Not before his draw: the cards he draws are among those he may return.
    expect(() => applyCampaignEvent(named, { type: 'stonewall-return' })).to.throw(
      RangeError,
      'drawn for it',
    );
    const drawn = run(named, [
      { type: 'battle-draw', side: 'union', count: 6 },
      { type: 'battle-draw', side: 'confederate', count: 5 },
    ]);
    expect(stonewallDue(drawn)).to.equal(true);
    expect(() => applyCampaignEvent(drawn, next)).to.throw(RangeError, 'Stonewall in the Valley');
    const entry = notices(drawn, requireScenario('deck-two')).find((n) =>
      n.text.startsWith('Stonewall in the Valley'),
    );
    expect(entry?.actions?.[0]?.event).to.deep.equal({ type: 'stonewall-return' });
    const back = applyCampaignEvent(drawn, { type: 'stonewall-return' });
    expect(back.hands.union).to.equal(drawn.hands.union - STONEWALL_RETURNED);
    expect(back.decks.union.left).to.equal((drawn.decks.union.left ?? 0) + STONEWALL_RETURNED);
    expect(back.pending.some((p) => p.kind === 'stonewall')).to.equal(false);
    expect(applyCampaignEvent(back, next).phase).to.equal('I');
  });

  it('ruling G45: a hand of fewer than four returns what it holds; with no East battle nothing is owed and the effect ends with the turn', () => {
    const s = applyCampaignEvent(at('B'), played('stonewall-valley'));
    const drawn = run(toH({ ...s, hands: { union: 0, confederate: 5 } }, [2, 0], [3, 0]), [
      { type: 'battle-order', order: ['east'] },
      { type: 'battle-draw', side: 'union', count: 2 },
      { type: 'battle-draw', side: 'confederate', count: 3 },
    ]);
    const back = applyCampaignEvent(drawn, { type: 'stonewall-return' });
    expect(back.hands.union).to.equal(0);
    expect(back.note).to.contain('he held only 2');
    const west = run(toH(s, [0, 4], [0, 4]), [
      { type: 'battle-order', order: ['west'] },
      { type: 'battle-draw', side: 'union', count: 4 },
      { type: 'battle-draw', side: 'confederate', count: 4 },
    ]);
    expect(stonewallDue(west)).to.equal(false);
    const l = { ...applyCampaignEvent(west, next), phase: 'L' as const };
    expect(applyCampaignEvent(l, next).pending.some((p) => p.kind === 'stonewall')).to.equal(false);
  });

  it('The Winning Edge: Like a Duck Hit on the Head names its theater (ruling G46), holds next turn, and is spent at that turn’s end', () => {
    expect(DUCK_CAP).to.equal(3);
    expect(() => lastingOf(at('J'), 'duck', undefined)).to.throw(RangeError, 'Name the theater');
    const s = applyCampaignEvent(at('J'), played('duck', 'west'));
    expect(s.pending).to.deep.include({ kind: 'duck', theater: 'west', played: s.turn });
    expect(duckTheater(s)).to.equal(null);
    expect(pendingText({ kind: 'duck', theater: 'west', played: s.turn }, s.turn)).to.contain(
      'next turn the Union plays at most 3 attack cards in each battle in the West',
    );
    const endOf = (x: S) => applyCampaignEvent({ ...x, phase: 'L' }, next);
    const nextTurn = endOf(s);
    expect(nextTurn.turn).to.equal(s.turn + 1);
    expect(duckTheater(nextTurn)).to.equal('west');
    const later = endOf(nextTurn);
    expect(later.pending.some((p) => p.kind === 'duck')).to.equal(false);
    expect(later.note).to.contain('Like a Duck Hit on the Head is spent');
  });

  it('the Emancipation Proclamation played as a Resource card queues its later instalments (ruling C22)', () => {
    const s = { ...at('J'), wins: [], pending: [] };
    const withPrelim = applyCampaignEvent(s, {
      type: 'resource-played',
      side: 'union',
      card: 'ep',
    });
    expect(withPrelim.pending.some((p) => p.kind === 'emancipation')).to.equal(true);
  });

  it('reads a game saved with the new pending effects, and one saved before they were kept', () => {
    const s = run(at('B'), [played('cavalry-raids')]);
    const saved = JSON.parse(JSON.stringify(s)) as unknown;
    expect(parseCampaignState(saved)?.pending).to.deep.equal(s.pending);
    const { lasting: _l, ...old } = createCampaign('campaign');
    const before = { ...old, pending: [{ kind: 'washington', captured: 1 }], history: [] };
    expect(parseCampaignState(before)?.pending).to.deep.equal([
      { kind: 'washington', captured: 1 },
    ]);
    const wrong = { ...before, pending: [{ kind: 'duck', theater: 'north', played: 1 }] };
    expect(parseCampaignState(wrong)).to.equal(null);
  });
});
