import { expect } from '@open-wc/testing';
import {
  ELECTION_LEAD,
  RESOURCE_CARDS,
} from '../../../../src/core/games/battle-cry-of-freedom/play-cards.js';
import {
  resourceStanding,
  resourceStandings,
  type ResourceSituation,
} from '../../../../src/core/games/battle-cry-of-freedom/resources.js';
import type { ResourceFlag } from '../../../../src/core/games/battle-cry-of-freedom/play-cards.js';

const sit = (
  over: Partial<ResourceSituation> = {},
  flags: ResourceFlag[] = [],
): ResourceSituation => ({
  phase: 'second',
  lead: 0,
  flags: new Set(flags),
  ...over,
});
const card = (id: string) => RESOURCE_CARDS.find((c) => c.id === id)!;

describe('Battle Cry of Freedom resource eligibility', () => {
  it('needs the Election’s Union lead, in the Second phase', () => {
    const lead = ELECTION_LEAD;
    expect(resourceStanding(card('election'), sit({ lead: lead - 1 })).status).to.equal('barred');
    expect(resourceStanding(card('election'), sit({ lead })).status).to.equal('playable');
    expect(resourceStanding(card('election'), sit({ lead, phase: 'first' })).status).to.equal(
      'barred',
    );
  });

  it('follows the Emancipation chain', () => {
    expect(resourceStanding(card('prelim-ep'), sit({}, ['unionWon'])).status).to.equal('playable');
    expect(resourceStanding(card('prelim-ep'), sit()).status).to.equal('barred');
    expect(resourceStanding(card('ep'), sit({}, ['prelimPlayed'])).status).to.equal('playable');
    expect(resourceStanding(card('ep'), sit({}, ['prelimPlayed', 'epPlayed'])).status).to.equal(
      'barred',
    );
    expect(
      resourceStanding(card('men-of-color'), sit({ phase: 'first' }, ['epPlayed'])).status,
    ).to.equal('playable');
    expect(
      resourceStanding(card('mason-slidell'), sit({}, ['confederateMajor', 'epPlayed'])).status,
    ).to.equal('barred');
  });

  it('reads Down With the Eagle strictly (ruling C21) and Great Britain at an eight-point lead', () => {
    expect(resourceStanding(card('eagle-cross'), sit({ lead: 2 })).status).to.equal('barred');
    expect(resourceStanding(card('eagle-cross'), sit({ lead: 3 })).status).to.equal('playable');
    expect(resourceStanding(card('eagle-cross'), sit({ lead: 3 }, ['cityLost'])).status).to.equal(
      'barred',
    );
    expect(resourceStanding(card('recognition'), sit({ lead: -8 })).status).to.equal('check');
    expect(resourceStanding(card('recognition'), sit({ lead: -7 })).status).to.equal('barred');
  });

  it('marks a card whose window is not given for checking, never as ruled out by it', () => {
    const s = resourceStanding(card('industrial'), sit({ phase: 'first' }));
    expect(s.status).to.equal('check');
    expect(s.reasons.join()).to.contain('check the card');
  });

  it('lists a side’s cards only', () => {
    const list = resourceStandings(sit(), 'confederate');
    expect(list.length).to.be.greaterThan(0);
    expect(list.every((s) => s.card.side === 'confederate')).to.equal(true);
  });
});
