import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  CAMPAIGN_STATE_VERSION,
  parseCampaignState,
} from '../../../../src/core/games/price-of-freedom/tracker-schema.js';
import { play, start } from './campaign-helpers.js';
import { clone } from './data-fixtures.js';

describe('Price of Freedom tracker state schema', () => {
  it('accepts a new campaign and one with history, unchanged', () => {
    expect(CAMPAIGN_STATE_VERSION).to.equal(1);
    const fresh = start();
    const parsed = parseCampaignState(clone(fresh));
    expect(parsed.ok && parsed.value).to.deep.equal(fresh);
    const played = play(
      fresh,
      { type: 'next-turn' },
      { type: 'set-blockade', box: 'mobile', markers: 2 },
      { type: 'override', line: 'csa-gulf', active: true },
      {
        type: 'add-coastal-region',
        id: 'savannah',
        region: { name: 'Savannah', coast: 'atlantic', box: 'savannah' },
        control: 'csa',
      },
    );
    const again = parseCampaignState(clone(played));
    expect(again.ok && again.value).to.deep.equal(played);
  });

  it('rejects damaged state with a path to the problem', () => {
    const bad = (mutate: (s: Record<string, unknown>) => void) => {
      const s = clone(start()) as unknown as Record<string, unknown>;
      mutate(s);
      return parseCampaignState(s);
    };
    const turn = bad((s) => (s['turn'] = 9));
    expect(turn.ok).to.equal(false);
    if (!turn.ok) expect(turn.issues[0]?.path).to.equal('turn');
    expect(bad((s) => (s['overrides'] = { 'no-such-line': true })).ok).to.equal(false);
    expect(bad((s) => delete s['garrisons']).ok).to.equal(false);
    expect(bad((s) => (s['corps'] = { usa: 37, csa: 4 })).ok).to.equal(false);
    expect(bad((s) => (s['extra'] = 1)).ok).to.equal(false);
    expect(bad((s) => (s['history'] = [{ turn: 1 }])).ok).to.equal(false);
    expect(parseCampaignState(null).ok).to.equal(false);
    expect(parseCampaignState('state').ok).to.equal(false);
  });

  it('rejects inconsistent state: a neutral region outside Kentucky, a coast without a box', () => {
    const neutral = clone(start());
    (neutral.control as Record<string, string>)['richmond'] = 'neutral';
    const r1 = parseCampaignState(neutral);
    expect(r1.ok).to.equal(false);
    if (!r1.ok) expect(r1.issues.map((i) => i.message).join(' ')).to.contain('neutral');
    const boxless = clone(start());
    delete (boxless.blockade as Record<string, number>)['mobile'];
    expect(parseCampaignState(boxless).ok).to.equal(false);
  });
});
