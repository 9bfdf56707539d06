import { expect } from '@open-wc/testing';
import { applyCampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import {
  RESOURCES_PER_PHASE,
  resourcesThisPhase,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-resources.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type { CampaignSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';

const at = (phase: 'B' | 'J' | 'C'): WithHistory<CampaignSnapshot> => ({
  ...createCampaign('deck-two'),
  phase,
});
const raids = { type: 'resource-played', side: 'confederate', card: 'cavalry-raids' } as const;

describe('Battle Cry of Freedom: Resource cards played in the campaign tracker', () => {
  it('B. First Resource Phase: one Resource card per player per phase', () => {
    expect(RESOURCES_PER_PHASE).to.equal(1);
    const s = applyCampaignEvent(at('B'), raids);
    expect(resourcesThisPhase(s, 'confederate')).to.equal(1);
    expect(resourcesThisPhase(s, 'union')).to.equal(0);
    expect(() =>
      applyCampaignEvent(s, { type: 'resource-played', side: 'confederate', card: 'cotton' }),
    ).to.throw(RangeError, 'one per player per phase');
  });

  it('Cavalry Raids Slow Union Offensives: Union −1 command point, kept for this turn’s draws', () => {
    const before = at('B');
    const s = applyCampaignEvent(before, raids);
    expect(s.cp.union).to.equal(before.cp.union - 1);
    expect(s.cp.confederate).to.equal(before.cp.confederate);
    expect(s.lasting).to.deep.equal([
      { card: 'cavalry-raids', side: 'confederate', turn: before.turn, phase: 'B', deck: 2 },
    ]);
    expect(s.pending).to.deep.include({ kind: 'cavalry-raids', turn: before.turn });
  });

  it('refuses a card outside its Resource Phase, or of the other side', () => {
    expect(() => applyCampaignEvent(at('J'), raids)).to.throw(RangeError, 'First Resource Phase');
    expect(() => applyCampaignEvent(at('C'), raids)).to.throw(RangeError, 'Resource Phases');
    expect(() =>
      applyCampaignEvent(at('B'), {
        type: 'resource-played',
        side: 'union',
        card: 'cavalry-raids',
      }),
    ).to.throw(RangeError, 'Confederate card');
  });
});
