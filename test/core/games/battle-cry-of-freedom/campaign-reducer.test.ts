import { expect } from '@open-wc/testing';
import { applyCampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type { CampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import { ELECTION_LEAD } from '../../../../src/core/games/battle-cry-of-freedom/victory-data.js';
import { undoSteps } from '../../../../src/core/shared/tracker-history.js';

const run = (slug: string, events: readonly CampaignEvent[]) =>
  events.reduce((s, e) => applyCampaignEvent(s, e), createCampaign(slug));

const next = { type: 'next-phase' } as const;

describe('Battle Cry of Freedom campaign reducer', () => {
  it('starts the Campaign at Manassas with four generals a side and eight points', () => {
    const s = createCampaign('campaign');
    expect(s.phase).to.equal('I');
    expect(s.cp).to.deep.equal({ union: 8, confederate: 8 });
    expect(s.generals.filter((g) => g.side === 'union').map((g) => g.name)).to.deep.equal([
      'McDowell',
      'Burnside',
      'Halleck',
      'Buell',
    ]);
    expect(createCampaign('deck-two').generals.find((g) => g.name === 'Stuart')?.cavalry).to.equal(
      true,
    );
  });

  it('steps from I through L into turn 2 and draws the standard cards', () => {
    const s = run('campaign', [next, next, next, next, { type: 'standard-draw' }]);
    expect(s.turn).to.equal(2);
    expect(s.phase).to.equal('A');
    expect(s.hands).to.deep.equal({ union: 12, confederate: 12 });
  });

  it('keeps both allocations until both are in, then reveals after the discretionary points', () => {
    let s = run('deck-two', [{ type: 'allocate', side: 'union', east: 6, west: 0, faceUp: false }]);
    expect(() => applyCampaignEvent(s, next)).to.throw(RangeError, 'Both players');
    s = run('deck-two', [
      { type: 'allocate', side: 'union', east: 6, west: 0, faceUp: false },
      { type: 'allocate', side: 'confederate', east: 3, west: 3, faceUp: false },
      next,
      next,
      next,
    ]);
    expect(s.phase).to.equal('F');
    expect(() =>
      applyCampaignEvent(s, { type: 'discretionary', side: 'confederate', east: 0, west: 5 }),
    ).to.throw(RangeError, 'Union lays');
    s = applyCampaignEvent(s, { type: 'discretionary', side: 'union', east: 0, west: 5 });
    s = applyCampaignEvent(s, { type: 'discretionary', side: 'confederate', east: 5, west: 0 });
    expect(s.revealed).to.equal(true);
  });

  it('holds generals to four infantry and one cavalry, and promotes at the end of the turn', () => {
    let s = run('deck-two', [
      { type: 'allocate', side: 'union', east: 6, west: 0, faceUp: false },
      { type: 'allocate', side: 'confederate', east: 6, west: 0, faceUp: false },
      next,
      next,
      next,
      { type: 'discretionary', side: 'union', east: 5, west: 0 },
      { type: 'discretionary', side: 'confederate', east: 5, west: 0 },
      next,
    ]);
    expect(s.phase).to.equal('G');
    const place = (name: string, cavalry: boolean, byCard = false) =>
      ({
        type: 'place-general',
        side: 'union',
        theater: 'west',
        name,
        cavalry,
        byCard,
        homeChecked: true,
      }) as const;
    expect(() => applyCampaignEvent(s, { ...place('Buford', true), theater: 'east' })).to.throw(
      RangeError,
      'cavalry',
    );
    expect(() => applyCampaignEvent(s, place('Hooker', false))).to.throw(
      RangeError,
      'by card play',
    );
    s = applyCampaignEvent(s, place('Hooker', false, true));
    s = applyCampaignEvent(s, {
      type: 'battle-won',
      side: 'union',
      theater: 'west',
      invasionMajor: false,
    });
    expect(s.generals.find((g) => g.name === 'Sherman')?.threeStar).to.equal(false);
    s = [next, { type: 'battle-order', order: [] } as const, next, next, next, next, next].reduce(
      (x, e) => applyCampaignEvent(x, e),
      s,
    );
    expect(s.turn).to.equal(2);
    expect(s.generals.find((g) => g.name === 'Sherman')?.threeStar).to.equal(true);
  });

  it('pays the Emancipation instalments at the end of the next two turns (ruling C22)', () => {
    const turn = [next, next, next, next];
    let s = run('campaign', [next, { type: 'emancipation' }]);
    expect(s.cp).to.deep.equal({ union: 9, confederate: 7 });
    s = [next, next, next].reduce((x, e) => applyCampaignEvent(x, e), s);
    expect(s.cp).to.deep.equal({ union: 9, confederate: 7 });
    for (const want of [10, 11, 11]) {
      s = [
        next,
        next,
        { type: 'allocate', side: 'union', east: 9, west: 0, faceUp: false } as const,
        { type: 'allocate', side: 'confederate', east: 5, west: 0, faceUp: false } as const,
        next,
        next,
        next,
        { type: 'discretionary', side: 'union', east: 0, west: 0 } as const,
        { type: 'discretionary', side: 'confederate', east: 0, west: 0 } as const,
        next,
        next,
        { type: 'battle-order', order: [] } as const,
        next,
        ...turn,
      ].reduce((x, e) => applyCampaignEvent(x, e), s);
      expect(s.cp.union).to.equal(want);
    }
  });

  it('ends the Campaign at once when the Union holds two cities and plays the Election', () => {
    let s = run('campaign', [
      { type: 'capture-city', city: 'Richmond' },
      { type: 'capture-city', city: 'Vicksburg' },
    ]);
    expect(s.result).to.equal(null);
    expect(() => applyCampaignEvent(s, { type: 'election' })).to.throw(
      RangeError,
      `lead of ${ELECTION_LEAD}`,
    );
    s = applyCampaignEvent(s, { type: 'cp', side: 'union', delta: 7, reason: 'test' });
    s = applyCampaignEvent(s, { type: 'cp', side: 'confederate', delta: -5, reason: 'test' });
    s = applyCampaignEvent(s, { type: 'election' });
    expect(s.result?.winner).to.equal('union');
    expect(undoSteps(s, 1).result).to.equal(null);
  });

  it('runs Gettysburg by days: Battle Continues past the third, a tie to the Union', () => {
    let s = run('gettysburg', [{ type: 'next-day' }, { type: 'next-day' }]);
    expect(s.day).to.equal(3);
    expect(s.hands).to.deep.equal({ union: 22, confederate: 21 });
    expect(() => applyCampaignEvent(s, { type: 'next-day' })).to.throw(
      RangeError,
      'Battle Continues',
    );
    s = applyCampaignEvent(s, { type: 'next-day', continuedBy: 'union' });
    expect(() => applyCampaignEvent(s, { type: 'next-day', continuedBy: 'union' })).to.throw(
      RangeError,
    );
    s = applyCampaignEvent(s, { type: 'gettysburg-end', union: 3, confederate: 3 });
    expect(s.result?.winner).to.equal('union');
  });
});
