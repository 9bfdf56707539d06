import { expect } from '@open-wc/testing';
import {
  fallBackFacts,
  fallBackFormation,
  isFallBack,
  REAR_ARC_DEGREES,
} from '../../../../src/core/games/in-freedoms-cause/fall-back.js';

describe('In Freedom’s Cause falling back and routing (Morale and Combat Results)', () => {
  it('Morale and Combat Results: the path stays inside 45° lines out from the sides toward the rear', () => {
    expect(REAR_ARC_DEGREES).to.equal(45);
    expect(fallBackFacts('fall-back', false).path).to.contain('45°').and.contain('where it stood');
  });

  it('Morale and Combat Results: falling back facing the enemy uses the action; in disorder it does not', () => {
    expect(fallBackFacts('fall-back', false).action).to.match(/^Uses the unit’s action/);
    expect(fallBackFacts('fall-back-disordered', false).action).to.match(/^Does not use/);
    expect(fallBackFacts('rout', false).action).to.contain('removed from play');
  });

  it('Morale and Combat Results: a disordered unit blocked or leaving the table is removed; an undisordered one goes as far as it can', () => {
    expect(fallBackFacts('fall-back', false).blocked).to.contain('as far as it legally can');
    for (const kind of ['fall-back-disordered', 'rout'] as const)
      expect(fallBackFacts(kind, false).blocked).to.contain('off the table').and.contain('removed');
  });

  it('Morale and Combat Results: guns limber to fall back; others keep their formation', () => {
    expect(fallBackFormation('light-artillery', 'unlimbered')).to.equal('limbered');
    expect(fallBackFormation('heavy-artillery', 'unlimbered')).to.equal('limbered');
    expect(fallBackFormation('infantry', 'column')).to.equal('column');
    expect(fallBackFacts('fall-back', true).formation).to.contain('limbered rate');
    expect(fallBackFacts('fall-back', false).formation).to.contain('field or march column');
  });

  it('names the three forced moves and no other action', () => {
    expect(['fall-back', 'fall-back-disordered', 'rout'].every(isFallBack)).to.equal(true);
    expect(['move', 'moving-fire', 'charge'].some(isFallBack)).to.equal(false);
  });
});
