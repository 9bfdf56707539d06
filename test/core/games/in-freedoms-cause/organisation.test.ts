import { expect } from '@open-wc/testing';
import {
  ORGANISATION,
  brigadeSizeWarning,
  isGuns,
  unitSizeWarning,
} from '../../../../src/core/games/in-freedoms-cause/organisation.js';

describe('In Freedom’s Cause unit and brigade sizes', () => {
  it('Game Scales: infantry and cavalry of 6 (small) to 24 (large) figures pass without a warning', () => {
    for (const type of ['infantry', 'light-infantry', 'cavalry'] as const) {
      for (const n of [6, 12, 18, 24])
        expect(unitSizeWarning(type, n), `${type} ${n}`).to.equal(null);
    }
  });

  it('Game Scales: fewer than 6 or more than 24 figures is warned of, with the rulebook’s place', () => {
    const few = unitSizeWarning('infantry', 5);
    expect(few).to.contain('5 figures is unusual').and.contain('6 (small) to 24 (large)');
    expect(few).to.contain('12–18 on average');
    expect(few).to.contain('Troop Types, Units, Scales, and Organization');
    expect(unitSizeWarning('cavalry', 25)).to.contain('25 figures is unusual');
  });

  it('Organization: guns have two crew figures a gun; an odd crew is warned of', () => {
    expect(ORGANISATION.crewPerGun).to.equal(2);
    expect(unitSizeWarning('light-artillery', 4), 'a full section').to.equal(null);
    expect(unitSizeWarning('heavy-artillery', 2), 'a single gun').to.equal(null);
    expect(unitSizeWarning('siege-artillery', 12), 'a battery of six guns').to.equal(null);
    expect(unitSizeWarning('light-artillery', 3)).to.contain('3 crew is unusual');
    expect(unitSizeWarning('general', 1)).to.equal(null);
    expect(isGuns('light-artillery')).to.equal(true);
    expect(isGuns('cavalry')).to.equal(false);
  });

  it('Organization: a brigade of more than 8 infantry or cavalry units is warned of; 3 to 8 is not', () => {
    for (const n of [1, 3, 8]) expect(brigadeSizeWarning(n), String(n)).to.equal(null);
    const nine = brigadeSizeWarning(9);
    expect(nine).to.contain('9 infantry or cavalry units').and.contain('3–8');
    expect(nine).to.contain('Troop Types, Units, Scales, and Organization');
  });
});
