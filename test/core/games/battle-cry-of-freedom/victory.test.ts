import { expect } from '@open-wc/testing';
import {
  campaignUnionWin,
  deckOneScore,
  electionAllowed,
  gettysburgResult,
} from '../../../../src/core/games/battle-cry-of-freedom/victory.js';
import { closedTheaters } from '../../../../src/core/games/battle-cry-of-freedom/victory-data.js';

describe('Battle Cry of Freedom victory', () => {
  it('T3: a Confederate Invasion Major, no cities, U 10 C 7: one each, a draw', () => {
    const s = deckOneScore({
      cp: { union: 10, confederate: 7 },
      invasionMajors: 1,
      citiesCaptured: 0,
    });
    expect(s.union).to.deep.equal({ cp: true, cities: false, met: 1 });
    expect(s.confederate).to.deep.equal({ cp: false, invasions: true, met: 1 });
    expect(s.result.winner).to.equal('draw');
  });

  it('T4: Perryville Major, Vicksburg taken, U 11 C 8: a Union win, 1 to 0', () => {
    const s = deckOneScore({
      cp: { union: 11, confederate: 8 },
      invasionMajors: 1,
      citiesCaptured: 1,
    });
    expect(s.union.met).to.equal(1);
    expect(s.confederate.met).to.equal(0);
    expect(s.result.winner).to.equal('union');
  });

  it('the Campaign: all three cities, or two with the Election (ruling A23)', () => {
    expect(campaignUnionWin({ fallen: ['Richmond', 'Vicksburg'], electionPlayed: false })).to.equal(
      null,
    );
    expect(
      campaignUnionWin({ fallen: ['Richmond', 'Vicksburg'], electionPlayed: true })?.winner,
    ).to.equal('union');
    expect(
      campaignUnionWin({ fallen: ['Richmond', 'Vicksburg', 'Atlanta'], electionPlayed: false })
        ?.winner,
    ).to.equal('union');
    expect(electionAllowed({ union: 15, confederate: 6 }).ok).to.equal(false);
    expect(electionAllowed({ union: 15, confederate: 5 }).ok).to.equal(true);
  });

  it('closes the East with Richmond, the West with Vicksburg and Atlanta', () => {
    expect(closedTheaters(['Richmond', 'Vicksburg'])).to.deep.equal(['east']);
    expect(closedTheaters(['Atlanta', 'Vicksburg'])).to.deep.equal(['west']);
  });

  it('Gettysburg: the Confederate must exceed; a tie is the Union’s', () => {
    expect(gettysburgResult({ union: 4, confederate: 4 }).winner).to.equal('union');
    expect(gettysburgResult({ union: 4, confederate: 5 }).winner).to.equal('confederate');
  });
});
