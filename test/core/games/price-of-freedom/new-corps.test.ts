import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import { createCampaign, loadGameData } from '../../../../src/core/games/price-of-freedom/index.js';
import {
  placeableRegions,
  regionIdOf,
} from '../../../../src/core/games/price-of-freedom/new-corps.js';

describe('Price of Freedom: where new corps may be placed (§11.5-11.9)', () => {
  const data = loadGameData();
  if (!data.ok) throw new Error('set-up data');
  const setup = data.value.setup;

  it('offers each side the home regions it controls, its capital marked as such', () => {
    const c = createCampaign(setup);
    const usa = placeableRegions(c, setup, 'usa');
    expect(usa.find((r) => r.id === 'washington')?.kind).to.equal('capital');
    const csa = placeableRegions(c, setup, 'csa');
    expect(csa.find((r) => r.id === 'richmond')?.kind).to.equal('capital');
    expect(csa.every((r) => r.kind !== 'enemy')).to.equal(true);
  });

  it('lets only the Union place corps in an enemy region it controls', () => {
    const c = createCampaign(setup);
    const taken = { ...c, control: { ...c.control, richmond: 'usa' as const } };
    expect(placeableRegions(taken, setup, 'usa').find((r) => r.id === 'richmond')?.kind).to.equal(
      'enemy',
    );
    expect(placeableRegions(taken, setup, 'csa').some((r) => r.id === 'richmond')).to.equal(false);
  });

  it('makes a region id of a typed name', () => {
    expect(regionIdOf('Front Royal')).to.equal('front-royal');
    expect(regionIdOf('  Fort Henry, TN! ')).to.equal('fort-henry-tn');
    expect(regionIdOf('<>')).to.equal('');
  });
});
