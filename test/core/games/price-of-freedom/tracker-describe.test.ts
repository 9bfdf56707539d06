import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import { applyCampaignEvent } from '../../../../src/core/games/price-of-freedom/tracker.js';
import {
  boxName,
  campaignHistory,
  describeCampaignChange,
  regionNames,
  regionWarEffortLines,
} from '../../../../src/core/games/price-of-freedom/tracker-describe.js';
import { play, start } from './campaign-helpers.js';
import { data } from './data-fixtures.js';

describe('Price of Freedom tracker history', () => {
  const names = regionNames(data().setup);

  it('names the shared Yorktown / Norfolk box by its regions (§2.1)', () => {
    expect(boxName(start(), names, 'yorktown-norfolk')).to.equal('Yorktown / Norfolk');
  });

  it('describes each change in words', () => {
    const s0 = start();
    const s1 = play(s0, { type: 'next-turn' });
    expect(describeCampaignChange(s0, s1, names)).to.deep.equal(['Turn 1 → Turn 2.']);
    const s2 = play(s1, { type: 'kentucky-entered', by: 'usa', region: 'louisville' });
    const words = describeCampaignChange(s1, s2, names);
    expect(words).to.include('Kentucky joined the Confederacy for good (§5.4).');
    expect(words).to.include('The Union violated Kentucky’s neutrality (§5.2).');
    expect(words).to.include('Louisville held by the Union side.');
    expect(words).to.have.length(3);
    const s3 = play(s2, { type: 'set-blockade', box: 'yorktown-norfolk', markers: 2 });
    expect(describeCampaignChange(s2, s3, names)).to.deep.equal([
      'Blockade box Yorktown / Norfolk: 1 → 2 markers.',
    ]);
    const s4 = play(s3, { type: 'set-control', region: 'richmond', control: 'usa' });
    expect(describeCampaignChange(s3, s4, names)).to.deep.equal(['Richmond: Confederate → Union.']);
    const s5 = play(s4, { type: 'override', line: 'csa-gulf', active: false });
    expect(describeCampaignChange(s4, s5, names)).to.deep.equal([
      'Confederate: Gulf Coast blockaded: set off by hand.',
    ]);
  });

  it('lists changes most recent first, each with the undos that take it back', () => {
    const s = play(
      start(),
      { type: 'next-turn' },
      { type: 'play-draft' },
      { type: 'adjust-war-effort', side: 'csa', delta: -1 },
    );
    const history = campaignHistory(s, names);
    expect(history.map((h) => h.index)).to.deep.equal([3, 2, 1]);
    expect(history.map((h) => h.undoSteps)).to.deep.equal([1, 2, 3]);
    expect(history.map((h) => h.turn)).to.deep.equal([2, 2, 2]);
    expect(history[0]?.changes).to.deep.equal(['Confederate War Effort from cards −1.']);
    expect(history[1]?.changes).to.deep.equal(['DRAFT played.']);
    let back = s;
    for (let i = 0; i < (history[1]?.undoSteps ?? 0); i++)
      back = applyCampaignEvent(back, { type: 'undo' });
    expect(back.draftPlayed).to.equal(false);
    expect(back.turn).to.equal(2);
  });

  it('maps regions to the War Effort lines they feed (§4.1, §4.2, §4.1 note 4)', () => {
    const s = start();
    expect(regionWarEffortLines(s, 'washington')).to.deep.equal([
      'usa-washington-first',
      'usa-washington-held',
    ]);
    expect(regionWarEffortLines(s, 'memphis')).to.deep.equal([
      'csa-memphis-nashville',
      'csa-mississippi',
    ]);
    expect(regionWarEffortLines(s, 'new-orleans')).to.deep.equal(['csa-mississippi', 'csa-gulf']);
    expect(regionWarEffortLines(s, 'louisville')).to.deep.equal(['csa-kentucky']);
    expect(regionWarEffortLines(s, 'yorktown')).to.deep.equal(['csa-atlantic']);
    expect(regionWarEffortLines(s, 'baltimore')).to.deep.equal([]);
  });
});
