import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  PRIORITY_CAP,
  createCampaign,
  loadGameData,
  regionNames,
  type CampaignState,
} from '../../../../src/core/games/price-of-freedom/index.js';
import {
  FIRST_CHOICE,
  MOST_CORPS,
  OTHER,
  placement,
  shownChoice,
  withSide,
} from '../../../../src/games/price-of-freedom/new-corps/choice.js';

describe('Price of Freedom: the new-corps form’s choice (§11.5-11.9)', () => {
  const data = loadGameData();
  if (!data.ok) throw new Error('set-up data');
  const setup = data.value.setup;
  const names = regionNames(setup);
  const withTheater = (c: CampaignState, corps: number): CampaignState => ({
    ...c,
    theaterCorps: { ...c.theaterCorps, usa: { east: corps, west: 0 } },
  });

  it('shows the side’s capital, its kind and a new army by default', () => {
    const shown = shownChoice(createCampaign(setup), setup, FIRST_CHOICE);
    expect(shown.region).to.equal('washington');
    expect(shown.kind).to.equal('capital');
    expect(shown.joins).to.equal('other');
    expect(shown.priority).to.equal(null);
    expect(shown.contenders).to.deep.equal([]);
  });

  it('offers the theater commander with priority, and passes one who cannot take a corps', () => {
    const c = withTheater(createCampaign(setup), PRIORITY_CAP.usa - 1);
    const shown = shownChoice(c, setup, FIRST_CHOICE);
    expect(shown.joins).to.equal('east');
    expect(shown.priority).to.equal('east');
    expect(shown.contenders).to.deep.equal(['east']);
    const passed = shownChoice(c, setup, { ...FIRST_CHOICE, unable: ['east'] });
    expect(passed.priority).to.equal(null);
    expect(passed.joins).to.equal('other');
  });

  it('starts the region, kind, army and priority again for another side', () => {
    const picked = { ...FIRST_CHOICE, region: OTHER, kind: 'regular' as const, count: 2 };
    const csa = withSide(picked, 'csa');
    expect(csa).to.deep.equal({ ...FIRST_CHOICE, side: 'csa', count: 2 });
    expect(shownChoice(createCampaign(setup), setup, csa).region).to.equal('richmond');
  });

  it('turns the choice into a deploy-corps event with its status line', () => {
    const c = createCampaign(setup);
    const sent = placement(c, setup, names, { ...FIRST_CHOICE, count: MOST_CORPS });
    expect(sent).to.deep.equal({
      event: {
        type: 'deploy-corps',
        side: 'usa',
        count: MOST_CORPS,
        placement: { region: 'washington', kind: 'capital', joins: 'other' },
      },
      what: `Union: ${MOST_CORPS} new corps in Washington.`,
    });
  });

  it('names a region the player types, and refuses an empty name', () => {
    const c = createCampaign(setup);
    const other = { ...FIRST_CHOICE, region: OTHER };
    expect(placement(c, setup, names, other)).to.deep.equal({
      error: 'Name the region, or pick one from the list.',
    });
    const named = placement(c, setup, names, { ...other, otherName: ' Front Royal ' });
    expect(named).to.deep.equal({
      event: {
        type: 'deploy-corps',
        side: 'usa',
        count: 1,
        placement: { region: 'front-royal', kind: 'regular', joins: 'other' },
      },
      what: 'Union: 1 new corps in Front Royal.',
    });
  });
});
