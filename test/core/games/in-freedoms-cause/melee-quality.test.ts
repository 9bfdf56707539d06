import { expect } from '@open-wc/testing';
import {
  meleeSideQuality,
  qualityCountId,
} from '../../../../src/core/games/in-freedoms-cause/melee-quality.js';

describe('In Freedom’s Cause melee quality of a side', () => {
  it('Charges and Melee: a side of one unit fights at the quality picked for it', () => {
    const q = meleeSideQuality('attacker', 1, 'veteran', { average: 3 });
    expect(q.quality.id).to.equal('veteran');
    expect(q.tie).to.equal(false);
    expect(q.problem).to.equal(null);
    expect(q.how).to.contain('Veteran');
  });

  it('Charges and Melee: several units fight at the quality most of them hold', () => {
    const q = meleeSideQuality('attacker', 3, 'crack', { average: 2, veteran: 1 });
    expect(q.quality.id).to.equal('average');
    expect(q.tie).to.equal(false);
    expect(q.problem).to.equal(null);
    expect(q.how).to.equal('Average, held by 2 of its 3 units (2 Average and 1 Veteran)');
  });

  it('ruling A10: two qualities tied for the most units take the higher', () => {
    const q = meleeSideQuality('defender', 2, 'raw', { green: 1, veteran: 1 });
    expect(q.quality.id).to.equal('veteran');
    expect(q.tie).to.equal(true);
    expect(q.how).to.contain('Veteran and Green tie for the most').and.contain('ruling A10');
  });

  it('ruling A10: only the qualities tied for the most are named, the best taken', () => {
    const q = meleeSideQuality('defender', 5, 'raw', { green: 1, average: 2, crack: 2 });
    expect(q.quality.id).to.equal('crack');
    expect(q.how).to.contain('Crack/Elite and Average tie for the most');
    expect(q.how).not.to.contain('Green tie');
  });

  it('until any unit is counted, the picked quality stands in and the player is told', () => {
    const q = meleeSideQuality('attacker', 3, 'green', {});
    expect(q.quality.id).to.equal('green');
    expect(q.problem).to.contain('Count the attacker’s 3 units by quality');
  });

  it('says when the units counted by quality are not the units in the melee', () => {
    const q = meleeSideQuality('attacker', 3, 'green', { average: 1, raw: 1 });
    expect(q.quality.id).to.equal('average');
    expect(q.problem).to.contain('add up to 2, but 3 are in the melee');
  });

  it('names each side’s stepper by side and quality', () => {
    expect(qualityCountId('a', 'veteran')).to.equal('aveteran');
    expect(qualityCountId('d', 'raw')).to.equal('draw');
  });
});
