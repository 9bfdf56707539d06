import { expect } from '@open-wc/testing';
import { TRAITS } from '../../../../src/core/games/altar-of-freedom/index.js';
import {
  SIDE_NAMES,
  SIDES,
  otherSide,
  traitName,
  traitNames,
} from '../../../../src/core/games/altar-of-freedom/display-names.js';

describe('names of sides and traits', () => {
  it('names both sides and pairs each with the other', () => {
    expect(SIDES.map((s) => SIDE_NAMES[s])).to.deep.equal(['Union', 'Confederate']);
    expect(SIDES.map(otherSide)).to.deep.equal(['CSA', 'USA']);
  });

  it('names every trait as App. I does, and an unknown id as itself', () => {
    for (const t of TRAITS) expect(traitName(t.id)).to.equal(t.name);
    expect(traitName('no-such')).to.equal('no-such');
    expect(traitNames(['inept', 'grandiose'])).to.equal('Inept, Grandiose');
    expect(traitNames([])).to.equal('');
  });
});
