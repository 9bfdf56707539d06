import { expect } from '@open-wc/testing';
import {
  CARDS_FORM,
  EVENT_FORM,
  GETTYSBURG_FORM,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-forms-play.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type { CampaignSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import { HAND_LIMIT } from '../../../../src/core/games/battle-cry-of-freedom/phases.js';
import {
  GETTYSBURG_DAYS,
  requireScenario,
} from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';

type S = WithHistory<CampaignSnapshot>;
const game = (slug: string, over: Partial<CampaignSnapshot> = {}): S => ({
  ...createCampaign(slug),
  ...over,
});
const campaign = requireScenario('campaign');
const gettysburg = requireScenario('gettysburg');

describe('Battle Cry of Freedom campaign forms for play', () => {
  it('turns each card action into its event', () => {
    const s = game('campaign');
    const ev = (what: string) => {
      const out = CARDS_FORM.submit({ side: 'confederate', what, count: 2 }, s, campaign);
      return 'event' in out ? out.event : null;
    };
    expect(ev('draw')).to.deep.equal({ type: 'draw', side: 'confederate', count: 2 });
    expect(ev('draw-card')).to.deep.equal({
      type: 'draw',
      side: 'confederate',
      count: 2,
      byCard: true,
    });
    expect(ev('discard')).to.deep.equal({ type: 'discard', side: 'confederate', count: 2 });
    expect(ev('swap')).to.deep.equal({ type: 'swap-general', side: 'confederate' });
    expect(ev('deck')).to.deep.equal({ type: 'set-deck', side: 'confederate', left: 2 });
    expect(ev('hand')).to.deep.equal({ type: 'set-hand', side: 'confederate', count: 2 });
  });

  it('says in Phase K who discards down to the hand limit and who may swap (ruling A39)', () => {
    const over = HAND_LIMIT + 2;
    const s = game('campaign', { phase: 'K', hands: { union: over, confederate: HAND_LIMIT } });
    const note = CARDS_FORM.form(s, campaign)!.note!;
    expect(note).to.contain(`Union: discard ${over - HAND_LIMIT}`);
    expect(note).to.contain('Confederate: may swap');
    expect(CARDS_FORM.form(game('campaign', { phase: 'D' }), campaign)!.note).to.equal(undefined);
  });

  it('records a battle won, an Invasion Major and the events with later effects', () => {
    const s = game('campaign');
    const ev = (what: string) => {
      const out = EVENT_FORM.submit({ what, side: 'union', theater: 'west' }, s, campaign);
      return 'event' in out ? out.event : null;
    };
    expect(ev('battle')).to.deep.equal({
      type: 'battle-won',
      side: 'union',
      theater: 'west',
      invasionMajor: false,
    });
    expect(ev('invasion-major')).to.deep.equal({
      type: 'battle-won',
      side: 'confederate',
      theater: 'west',
      invasionMajor: true,
      // An Invasion Major Victory is a Major Victory: the Resource check reads it this turn.
      major: true,
    });
    expect(ev('washington')).to.deep.equal({ type: 'washington-captured' });
    expect(ev('emancipation')).to.deep.equal({ type: 'emancipation' });
    expect(ev('chattanooga')).to.deep.equal({ type: 'chattanooga-by-card' });
    expect(ev('election')).to.deep.equal({ type: 'election' });
    expect(EVENT_FORM.form(game('gettysburg'), gettysburg)).to.equal(null);
  });

  it('asks Gettysburg’s final values only from its third day (Gettysburg Scenario › Special Rules)', () => {
    expect(GETTYSBURG_FORM.form(game('campaign'), campaign)).to.equal(null);
    expect(
      GETTYSBURG_FORM.form(game('gettysburg', { day: GETTYSBURG_DAYS.days - 1 }), gettysburg),
    ).to.equal(null);
    const s = game('gettysburg', { day: GETTYSBURG_DAYS.days });
    expect(GETTYSBURG_FORM.form(s, gettysburg)!.fields.map((f) => f.name)).to.deep.equal([
      'union',
      'confederate',
    ]);
    expect(GETTYSBURG_FORM.submit({ union: 4, confederate: 5 }, s, gettysburg)).to.deep.include({
      event: { type: 'gettysburg-end', union: 4, confederate: 5 },
    });
  });
});
