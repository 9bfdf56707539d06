/**
 * The war effort and blockade tracker: the ledger of both War Efforts (§4-6), blockade boxes
 * and coasts (§4.1 note 4), deployment limits (§11.9, §18.2), the turn summary (§10.5, §11.4)
 * and the victory check (§3), with exact undo.
 */
import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  applyCampaignEvent,
  blockadeBoxes,
  canUndoCampaign,
  coastBlockaded,
  deploymentStatus,
  turnSummary,
  warEffort,
  warEffortLedger,
} from '../../../../src/core/games/price-of-freedom/index.js';
import type { CampaignEvent } from '../../../../src/core/games/price-of-freedom/index.js';

import { control, deploy, play, start } from './campaign-helpers.js';

describe('Price of Freedom war effort tracker', () => {
  it('starts as set up: WE 8 and 6, 6 and 4 corps, 1 garrison, 1 marker in the Yorktown/Norfolk box', () => {
    const s = start();
    expect(s.turn).to.equal(1);
    expect(warEffort(s)).to.deep.equal({ usa: 8, csa: 6 });
    expect(s.corps).to.deep.equal({ usa: 6, csa: 4 });
    expect(s.garrisons).to.equal(1);
    expect(s.kentucky).to.equal('neutral');
    expect(s.control['yorktown']).to.equal('usa');
    const box = blockadeBoxes(s).find((b) => b.box === 'yorktown-norfolk');
    expect(box).to.deep.equal({
      box: 'yorktown-norfolk',
      markers: 1,
      regions: ['yorktown', 'norfolk'],
    });
    expect(coastBlockaded(s, 'atlantic')).to.equal(false);
    expect(JSON.parse(JSON.stringify(s))).to.deep.equal(s);
  });

  it('adds +2 to both sides at the start of Turns 2 and 3 (§4.1, §4.2; ruling A1)', () => {
    const s = play(start(), { type: 'next-turn' }, { type: 'next-turn' });
    expect(warEffort(s)).to.deep.equal({ usa: 12, csa: 10 });
    expect(turnSummary(s).sides.usa).to.deep.equal({
      warEffort: 12,
      handSize: 10,
      cardsDrawn: 9,
      freeCorps: 3,
    });
    expect(turnSummary(s).sides.csa).to.deep.equal({
      warEffort: 10,
      handSize: 10,
      cardsDrawn: 9,
      freeCorps: 2,
    });
  });

  it('blockades a coast when each coastal region is Union-controlled or has a marker (§4.1 note 4)', () => {
    let s = play(start(), { type: 'set-blockade', box: 'wilmington', markers: 1 });
    expect(coastBlockaded(s, 'atlantic')).to.equal(false);
    s = play(
      s,
      { type: 'set-blockade', box: 'charleston', markers: 2 },
      { type: 'set-coast-complete', coast: 'atlantic', complete: true },
    );
    expect(coastBlockaded(s, 'atlantic')).to.equal(true);
    expect(warEffort(s).csa).to.equal(4);
    // The text's example: the Union controls New Orleans and Mobile is blockaded.
    s = play(s, control('new-orleans', 'usa'), { type: 'set-blockade', box: 'mobile', markers: 1 });
    expect(coastBlockaded(s, 'gulf')).to.equal(true);
    expect(warEffort(s).csa).to.equal(3);
    // A coastal region added by hand joins its coast: the Gulf is no longer blockaded.
    s = play(s, {
      type: 'add-coastal-region',
      id: 'pensacola',
      region: { name: 'Pensacola', coast: 'gulf', box: 'pensacola' },
      control: 'csa',
    });
    expect(coastBlockaded(s, 'gulf')).to.equal(false);
    expect(() => play(s, { type: 'set-blockade', box: 'nowhere', markers: 1 })).to.throw(
      RangeError,
    );
  });

  it('Kentucky: a Union violation turns it Confederate, −1 Union, +1 Confederate cancelled while the Union holds all 4 (§5)', () => {
    let s = play(start(), { type: 'kentucky-entered', by: 'usa', region: 'louisville' });
    expect(s.kentucky).to.equal('csa');
    expect(s.control['louisville']).to.equal('usa');
    expect(s.control['lebanon']).to.equal('csa');
    expect(warEffort(s)).to.deep.equal({ usa: 7, csa: 7 });
    s = play(
      s,
      control('lebanon', 'usa'),
      control('bowling-green', 'usa'),
      control('forts-henry-donelson', 'usa'),
    );
    expect(warEffort(s).csa).to.equal(6);
    expect(() => play(s, { type: 'kentucky-card', side: 'usa' })).to.throw(RangeError);
    const card = play(start(), { type: 'kentucky-card', side: 'usa' });
    expect(warEffort(card)).to.deep.equal({ usa: 9, csa: 6 });
    expect(() => play(start(), control('louisville', 'usa'))).to.throw(RangeError);
  });

  it('Emancipation: from Turn 3; a missed first chance costs −1 until proclaimed (§6)', () => {
    expect(() => play(start(), { type: 'proclaim-emancipation' })).to.throw(RangeError);
    let s = play(start(), { type: 'set-turn', turn: 3 }, { type: 'emancipation-declined' });
    expect(warEffort(s)).to.deep.equal({ usa: 11, csa: 10 });
    s = play(s, { type: 'proclaim-emancipation' });
    expect(warEffort(s)).to.deep.equal({ usa: 13, csa: 9 });
    expect(() => play(s, { type: 'proclaim-emancipation' })).to.throw(RangeError);
  });

  it('Washington: −4 the first time it falls, −2 while held afterwards, −2 for good (§4.2)', () => {
    let s = play(start(), control('washington', 'csa'));
    expect(warEffort(s).usa).to.equal(4);
    s = play(s, control('washington', 'usa'));
    expect(warEffort(s).usa).to.equal(6);
    s = play(s, control('washington', 'csa'));
    expect(warEffort(s).usa).to.equal(4);
  });

  it('Confederate losses: Mississippi, Memphis and Nashville, Shenandoah, Atlanta, Richmond (§4.1)', () => {
    const s = play(
      start(),
      ...['new-orleans', 'vicksburg', 'memphis'].map((r) => control(r, 'usa')),
      control('nashville', 'usa'),
    );
    expect(warEffort(s).csa).to.equal(4);
    const more = play(
      s,
      control('shenandoah', 'usa'),
      control('atlanta', 'usa'),
      control('richmond', 'usa'),
    );
    expect(warEffort(more).csa).to.equal(-1);
    // The Mississippi needs St. Louis and Cairo too.
    expect(warEffort(play(s, control('cairo', 'csa'))).csa).to.equal(5);
  });

  it('the tables reach Confederate 11 at most and −2 at least; Union 15 at most (spec T6, T7)', () => {
    const best = play(
      start(),
      { type: 'set-turn', turn: 3 },
      { type: 'kentucky-card', side: 'csa' },
    );
    expect(warEffort(best).csa).to.equal(11);
    const worst = play(
      start(),
      { type: 'set-turn', turn: 3 },
      { type: 'proclaim-emancipation' },
      { type: 'play-inflation' },
      ...[
        'new-orleans',
        'vicksburg',
        'memphis',
        'nashville',
        'shenandoah',
        'atlanta',
        'richmond',
      ].map((r) => control(r, 'usa')),
      ...['mobile', 'norfolk', 'wilmington', 'charleston'].map((r) => control(r, 'usa')),
      { type: 'set-coast-complete', coast: 'atlantic', complete: true },
    );
    expect(warEffort(worst).csa).to.equal(-2);
    const union = play(worst, { type: 'play-draft' }, { type: 'kentucky-card', side: 'usa' });
    expect(warEffort(union).usa).to.equal(15);
  });

  it('lists every line with its state, and lets any line be switched by hand', () => {
    let s = start();
    const ledger = warEffortLedger(s, 'csa');
    expect(ledger.lines).to.have.length(12);
    expect(warEffortLedger(s, 'usa').lines).to.have.length(10);
    s = play(s, { type: 'override', line: 'csa-gulf', active: true });
    expect(warEffort(s).csa).to.equal(5);
    s = play(
      s,
      { type: 'set-union-resource-lost', count: 2 },
      { type: 'adjust-war-effort', side: 'usa', delta: -1 },
    );
    expect(warEffort(s).usa).to.equal(5);
    s = play(
      s,
      { type: 'override', line: 'usa-resource-regions', active: false },
      { type: 'override', line: 'csa-gulf', active: null },
    );
    expect(warEffort(s)).to.deep.equal({ usa: 7, csa: 6 });
    expect(() => play(s, { type: 'override', line: 'nope', active: true })).to.throw(RangeError);
  });

  it('keeps corps and garrisons within War Effort and the counters (§11.9-11.10, §18.2)', () => {
    let s = start();
    expect(deploymentStatus(s).corps.usa.room).to.equal(2);
    s = play(s, deploy('usa', 2, 'washington', 'capital'));
    expect(() => play(s, deploy('usa', 1, 'washington', 'capital'))).to.throw(RangeError, /§11\.9/);
    s = play(s, { type: 'deploy-corps', side: 'usa', count: 1, militia: true });
    expect(deploymentStatus(s).corps.usa).to.deep.include({
      corps: 9,
      limit: 8,
      room: 0,
      over: true,
    });
    s = play(s, { type: 'remove-corps', side: 'usa', count: 3 });
    for (let i = 0; i < 7; i++) s = play(s, { type: 'deploy-garrison' });
    expect(s.garrisons).to.equal(8);
    expect(() => play(s, { type: 'deploy-garrison' })).to.throw(RangeError);
    expect(deploymentStatus(s).garrisons).to.deep.equal({
      onMap: 8,
      limit: 8,
      room: 0,
      over: false,
    });
  });

  it('free reinforcements: none in Turn 1; 3/2 in Turns 2-4; 2(+1 DRAFT)/1 in Turns 5-8 (§11.4; A15)', () => {
    expect(turnSummary(start()).sides.usa.freeCorps).to.equal(0);
    expect(turnSummary(start()).cardPhase).to.equal(false);
    let s = play(start(), { type: 'set-turn', turn: 3 }, { type: 'play-draft' });
    expect(turnSummary(s).sides.usa.freeCorps).to.equal(3);
    s = play(s, { type: 'set-turn', turn: 5 });
    expect(turnSummary(s).sides.usa.freeCorps).to.equal(3);
    expect(turnSummary(s).sides.csa.freeCorps).to.equal(1);
    expect(turnSummary(s).order).to.deep.include({ initiative: 'usa', reinforcesFirst: 'csa' });
    expect(() => play(start(), { type: 'play-draft' })).to.throw(RangeError);
  });

  it('undo restores every earlier state exactly, and a refused event changes nothing', () => {
    const s0 = start();
    expect(canUndoCampaign(s0)).to.equal(false);
    const events: CampaignEvent[] = [
      { type: 'next-turn' },
      { type: 'kentucky-entered', by: 'csa' },
      control('washington', 'csa'),
      { type: 'set-blockade', box: 'mobile', markers: 3 },
      { type: 'override', line: 'usa-draft', active: true },
      deploy('csa', 2, 'richmond', 'capital'),
    ];
    const states = [s0];
    for (const e of events) states.push(applyCampaignEvent(states[states.length - 1]!, e));
    let s = states[states.length - 1]!;
    const frozen = JSON.stringify(s);
    expect(() => applyCampaignEvent(s, { type: 'set-turn', turn: 9 })).to.throw(RangeError);
    expect(JSON.stringify(s)).to.equal(frozen);
    for (let i = states.length - 2; i >= 0; i--) {
      s = applyCampaignEvent(s, { type: 'undo' });
      expect(s).to.deep.equal(states[i]);
    }
    expect(applyCampaignEvent(s, { type: 'undo' })).to.equal(s);
  });
});
