import { expect } from '@open-wc/testing';
import { WHO_MAY_FIRE } from '../../../../src/core/games/in-freedoms-cause/who-may-fire.js';

describe('In Freedom’s Cause who may fire (Fire)', () => {
  const all = WHO_MAY_FIRE.map((w) => w.text).join(' ');

  it('Fire: the arc is 45° either side of the front; generals never fire', () => {
    expect(all).to.contain('45° either side of its front').and.contain('Generals never fire');
  });

  it('Fire: split fire takes one table a firing, and two units never pool their figures', () => {
    expect(all).to.contain('one table for each firing').and.contain('never added into one firing');
    expect(all).to.contain('more than 24 figures');
  });

  it('Fire: Deep Target for fire on the rear only by the players’ agreement before play', () => {
    expect(all).to.contain('agree before play').and.contain('rear');
  });

  it('cites the Fire section for every line', () => {
    expect(WHO_MAY_FIRE.length).to.be.above(0);
    for (const w of WHO_MAY_FIRE) expect(w.rule).to.equal('Fire');
  });
});
