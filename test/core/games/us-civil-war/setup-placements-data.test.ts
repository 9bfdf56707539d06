import { expect } from '@open-wc/testing';
import { parseWith } from '../../../../src/core/shared/parse-with.js';
import {
  fortificationOf,
  placementProblems,
  placementText,
  PLACEMENTS_USER_DATA,
  PlacementsSchema,
} from '../../../../src/core/games/us-civil-war/setup-placements-data.js';

describe('US Civil War setup placements (the players’ At Start cards, ruling G6)', () => {
  it('is its own kind of entered data, empty until entered', () => {
    expect([PLACEMENTS_USER_DATA.kind, PLACEMENTS_USER_DATA.title]).to.deep.equal([
      'setup-placements',
      'The U.S. Civil War setup placements',
    ]);
    expect(PLACEMENTS_USER_DATA.empty()).to.deep.equal({ cards: {} });
  });

  it('reads a fortification as typed (F3, Fort F3, entrenchment) and nothing else', () => {
    expect(fortificationOf('F3')).to.equal('Fort F3');
    expect(fortificationOf(' fort f1 ')).to.equal('Fort F1');
    expect(fortificationOf('Entrenchment')).to.equal('Entrenchment');
    expect(fortificationOf('F4')).to.equal(null);
  });

  it('says plainly what a placement lacks', () => {
    expect(placementProblems({ side: 'union', kind: 'sp', where: ' ' })).to.deep.equal([
      'Say where it starts: a hex number, a place or a box (up to 40 letters).',
      'Enter the SPs it has.',
    ]);
    expect(placementProblems({ side: 'union', kind: 'general', where: 'DC' })).to.deep.equal([
      'Name the General.',
    ]);
    expect(
      placementProblems({ side: 'union', kind: 'fort', where: 'DC', name: 'F9' })[0],
    ).to.contain('Name the fortification: Entrenchment, F1, F2, F3, Coastal Fort.');
    expect(
      placementProblems({ side: 'union', kind: 'naval', where: 'Cairo', strength: 0 }),
    ).to.deep.equal(['Strength is a whole number from 1 to 99.']);
    expect(
      placementProblems({ side: 'union', kind: 'sp', where: 'Cairo', strength: 3 }),
    ).to.deep.equal([]);
  });

  it('refuses an import with a broken placement, and reads a good one', () => {
    const bad = parseWith(PlacementsSchema, {
      cards: { s1: [{ side: 'union', kind: 'general', where: 'DC' }] },
    });
    expect(bad.ok).to.equal(false);
    const unknownCard = parseWith(PlacementsSchema, { cards: { s4: [] } });
    expect(unknownCard.ok).to.equal(false);
    const good = parseWith(PlacementsSchema, {
      cards: { s1: [{ side: 'union', kind: 'sp', where: 'DC', strength: 4, name: 'Army of NE' }] },
    });
    expect(good.ok).to.equal(true);
  });

  it('writes a placement in a line', () => {
    expect(placementText({ side: 'union', kind: 'sp', where: 'DC', strength: 4 })).to.equal('4 SP');
    expect(placementText({ side: 'union', kind: 'fort', where: 'DC', name: 'f3' })).to.equal(
      'Fort F3',
    );
    expect(placementText({ side: 'union', kind: 'control', where: 'Wheeling' })).to.equal(
      'Control marker',
    );
  });
});
