import { expect } from '@open-wc/testing';
import { COASTAL_FORTS } from '../../../../src/core/games/us-civil-war/coastal-forts.js';
import { RULINGS } from '../../../../src/core/games/us-civil-war/rulings.js';

describe('The U.S. Civil War: what each Coastal Fort protects (20.5)', () => {
  it('20.5 lists eight Coastal Forts, in its order, each with the place it guards and that place’s hex where printed', () => {
    expect(COASTAL_FORTS.map((f) => [f.fort, f.hex])).to.deep.equal([
      ['Forts St. Philip / Jackson', null],
      ['Fort Morgan', null],
      ['Fort Pickens', '4722'],
      ['Fort Pulaski', '4137'],
      ['Fort Sumter', '3839'],
      ['Fort Johnson', '3345'],
      ['Fort Macon', '3148'],
      ['Fort Monroe', '2349'],
    ]);
    expect(COASTAL_FORTS.map((f) => f.protects)).to.deep.equal([
      'The Mississippi River',
      'Mobile Bay',
      'Pensacola',
      'Savannah, with the way up the Savannah River',
      'Charleston',
      'Wilmington',
      'Beaufort, from the ocean side only',
      'Hampton',
    ]);
  });

  it('20.5: a Confederate Fort Monroe also shields Norfolk (2449) and opens it to Blockade Running; no other fort has a further effect', () => {
    const extra = COASTAL_FORTS.filter((f) => f.also);
    expect(extra.map((f) => f.fort)).to.deep.equal(['Fort Monroe']);
    expect(extra[0]?.also).to.contain('Norfolk (2449)');
    expect(extra[0]?.also).to.contain('Amphibious Assault');
    expect(extra[0]?.also).to.contain('Blockade Running');
  });

  it('every hex is a four-digit map hex, each only once, and every ruling cited exists', () => {
    const hexes = COASTAL_FORTS.flatMap((f) => (f.hex ? [f.hex] : []));
    expect(hexes).to.have.length(6);
    for (const h of hexes) expect(h).to.match(/^\d{4}$/);
    expect(new Set(hexes).size).to.equal(hexes.length);
    const cited = COASTAL_FORTS.flatMap((f) => f.rulings ?? []);
    expect(cited).to.deep.equal(['C4', 'C2', 'C1']);
    for (const id of cited)
      expect(
        RULINGS.some((r) => r.id === id),
        id,
      ).to.equal(true);
  });
});
