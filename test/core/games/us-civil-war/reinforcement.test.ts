import { expect } from '@open-wc/testing';
import {
  borderBp,
  csaBuild,
  csaPlacement,
  saltLoss,
} from '../../../../src/core/games/us-civil-war/reinforcement.js';

const zones = (na: number, sa: number, gulf: number) => ({
  na: { bp: na, inflation: false },
  sa: { bp: sa, inflation: false },
  gulf: { bp: gulf, inflation: false },
});

describe('The U.S. Civil War Confederate build', () => {
  it('caps each Border State at 9 BPs, 3 a hex (14.3.3)', () => {
    expect([0, 1, 2, 3, 4].map(borderBp)).to.deep.equal([0, 3, 6, 9, 9]);
  });

  it('adds up the Salt losses by order of capture (22.2): three hexes cost 3, four cost 7', () => {
    expect([0, 1, 2, 3, 4].map(saltLoss)).to.deep.equal([0, 0, 1, 3, 7]);
  });

  it('places the Trans-Mississippi SP first and the odd SP East (14.3.5)', () => {
    expect(csaPlacement(0)).to.deep.equal({ transMississippi: 0, east: 0, west: 0 });
    expect(csaPlacement(1)).to.deep.equal({ transMississippi: 1, east: 0, west: 0 });
    expect(csaPlacement(4)).to.deep.equal({ transMississippi: 1, east: 2, west: 1 });
    expect(csaPlacement(11)).to.deep.equal({ transMississippi: 1, east: 5, west: 5 });
  });

  it('Turn 2 worked example (14.3.1): 129 gross, 119 net, 11 SPs, 9 BPs lost', () => {
    const b = csaBuild({
      resource: 96,
      arsenals: 2,
      borderHexes: { ky: 1, mo: 0 },
      blockade: zones(10, 9, 9),
      maintenance: 10,
      saltCaptured: 0,
      winter: false,
    });
    expect([b.gross, b.net, b.built, b.lostBp, b.placed, b.removed]).to.deep.equal([
      129, 119, 11, 9, 11, 0,
    ]);
  });

  it('winter worked example (14.1.2): 8 SPs earned, none placed and 2 removed', () => {
    const b = csaBuild({
      resource: 80,
      arsenals: 4,
      borderHexes: { ky: 0, mo: 0 },
      blockade: zones(3, 3, 3),
      maintenance: 10,
      saltCaptured: 0,
      winter: true,
    });
    expect([b.built, b.placed, b.removed]).to.deep.equal([8, 0, 2]);
  });

  it('counts this turn’s +2M in the Maintenance it subtracts (14.4.5)', () => {
    const b = csaBuild({
      resource: 50,
      arsenals: 0,
      borderHexes: { ky: 0, mo: 0 },
      blockade: { ...zones(0, 0, 0), sa: { bp: 0, inflation: true } },
      maintenance: 10,
      saltCaptured: 0,
      winter: false,
    });
    expect(b.maintenance).to.equal(12);
    expect(b.net).to.equal(38);
  });
});
