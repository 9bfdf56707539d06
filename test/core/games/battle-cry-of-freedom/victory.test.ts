import { expect } from '@open-wc/testing';
import {
  campaignUnionWin,
  deckOneScore,
  electionAllowed,
  gettysburgResult,
} from '../../../../src/core/games/battle-cry-of-freedom/victory.js';
import { BATTLE_CARDS } from '../../../../src/core/games/battle-cry-of-freedom/battle-cards.js';
import { UNION_RESOURCES } from '../../../../src/core/games/battle-cry-of-freedom/cards-resources-union.js';
import {
  CITY_THEATER,
  closedTheaters,
  ELECTION_LEAD,
  VICTORY_CITIES,
} from '../../../../src/core/games/battle-cry-of-freedom/victory-data.js';

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

  it('reads the victory cities and their theaters from the city battle cards', () => {
    expect(VICTORY_CITIES).to.deep.equal(['Richmond', 'Vicksburg', 'Atlanta']);
    const cities = BATTLE_CARDS.filter((c) => c.kind === 'city');
    expect(cities.length).to.equal(VICTORY_CITIES.length);
    for (const c of cities) {
      expect(c.name.startsWith(c.city ?? '-'), c.id).to.equal(true);
      expect(CITY_THEATER[c.city!]).to.equal(c.theater);
    }
  });

  it('keeps the Election’s lead once: the notes’ 10, read by the card and the monitor', () => {
    expect(ELECTION_LEAD).to.equal(10);
    const card = UNION_RESOURCES.find((c) => c.id === 'election');
    expect(card?.conditions).to.deep.include({
      kind: 'lead',
      side: 'union',
      atLeast: ELECTION_LEAD,
    });
    expect(electionAllowed({ union: ELECTION_LEAD, confederate: 0 }).needs).to.equal(ELECTION_LEAD);
  });

  it('Gettysburg: the Confederate must exceed; a tie is the Union’s', () => {
    expect(gettysburgResult({ union: 4, confederate: 4 }).winner).to.equal('union');
    expect(gettysburgResult({ union: 4, confederate: 5 }).winner).to.equal('confederate');
  });
});
