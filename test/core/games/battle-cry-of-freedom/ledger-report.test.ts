import { expect } from '@open-wc/testing';
import { applyCampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import { battleCardsOf } from '../../../../src/core/games/battle-cry-of-freedom/campaign-battle-cards.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type { CampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import { CARD_USER_DATA } from '../../../../src/core/games/battle-cry-of-freedom/card-entry.js';
import { battleReport } from '../../../../src/core/games/battle-cry-of-freedom/ledger-report.js';
import { reduceLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-reduce.js';
import { startLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-start.js';
import type {
  LedgerEvent,
  LedgerSnapshot,
} from '../../../../src/core/games/battle-cry-of-freedom/ledger-types.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';

const ctx = { start: 'battle', cards: CARD_USER_DATA.empty() };
const run = (s: LedgerSnapshot, events: readonly LedgerEvent[]) => events.reduce(reduceLedger, s);
const attack = (side: 'union' | 'confederate', value: number): LedgerEvent => ({
  type: 'play',
  side,
  name: `${side} attack`,
  kind: 'attack',
  value,
  event: 'unrecorded',
  stars: null,
  general: null,
  attachedTo: null,
  cancels: null,
});
const PASSES: LedgerEvent[] = [{ type: 'hand-over' }, { type: 'hand-over' }, { type: 'hand-over' }];

function fought(
  card: string,
  initiative: 'union' | 'confederate',
  side: 'union' | 'confederate',
  value: number,
) {
  return run(startLedger('battle'), [
    { type: 'set-battle', name: card, card, initiative, victoryCity: false },
    { type: 'begin' },
    { type: 'hand-over' },
    { type: 'hand-over' },
    attack(side, value),
    ...PASSES,
  ]);
}

describe('Battle Cry of Freedom: a battle recorded in the campaign (I. Combat Phase; L. Recovery)', () => {
  it('Appendix › Example of Play, Antietam: the Confederate wins, +1 and −1, and the Invasion card leaves the game', () => {
    const s = fought('antietam', 'confederate', 'confederate', 1);
    expect(s.ended).to.equal(true);
    const campaign = createCampaign('campaign');
    const r = battleReport(s, ctx, campaign);
    if (r === null || isProblem(r)) throw new Error('no report');
    expect(r.events).to.deep.equal([
      { type: 'cp', side: 'union', delta: -1, reason: 'Antietam: Confederate wins' },
      { type: 'cp', side: 'confederate', delta: 1, reason: 'Antietam: Confederate wins' },
      {
        type: 'battle-won',
        side: 'confederate',
        theater: 'east',
        invasionMajor: false,
        major: false,
      },
      { type: 'battle-card', card: 'antietam', fate: 'removed' },
    ]);
    let after = campaign;
    for (const e of r.events) after = applyCampaignEvent(after, e as CampaignEvent);
    expect(after.cp).to.deep.equal({ union: 7, confederate: 9 });
    expect(battleCardsOf(after).removed).to.deep.equal(['antietam']);
    expect(after.history).to.have.length(r.events.length);
  });

  it('Phase I (8), Vicksburg: the Union wins, +1 and −2, takes the city and holds the card', () => {
    // The city's own −3 lowers the Union: it must exceed it by attacking +4.
    const s = run(startLedger('battle'), [
      {
        type: 'set-battle',
        name: 'Vicksburg',
        card: 'vicksburg',
        initiative: 'union',
        victoryCity: true,
      },
      { type: 'begin' },
      { type: 'hand-over' },
      { type: 'hand-over' },
      attack('union', 4),
      ...PASSES,
    ]);
    const r = battleReport(s, ctx, createCampaign('campaign'));
    if (r === null || isProblem(r)) throw new Error('no report');
    expect(r.events).to.deep.include({ type: 'capture-city', city: 'Vicksburg' });
    expect(r.events).to.deep.include({
      type: 'cp',
      side: 'confederate',
      delta: -2,
      reason: 'Vicksburg: Union wins',
    });
    expect(r.events).to.deep.include({
      type: 'battle-card',
      card: 'vicksburg',
      fate: 'union-holds',
    });
  });

  it('asks for the split where neither the rulebook nor the players give it, and records nothing before the end', () => {
    const s = fought('shiloh', 'union', 'union', 2);
    const r = battleReport(s, ctx, createCampaign('campaign'));
    expect(isProblem(r) && r.problem).to.match(/split/);
    const entered = run(s, [{ type: 'set-result', result: { gain: 1, loss: 1, invasion: false } }]);
    const ok = battleReport(entered, ctx, createCampaign('campaign'));
    expect(ok !== null && !isProblem(ok)).to.equal(true);
    expect(battleReport(startLedger('battle'), ctx, null)).to.equal(null);
  });
});
