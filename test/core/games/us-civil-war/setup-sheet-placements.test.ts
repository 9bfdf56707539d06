import { expect } from '@open-wc/testing';
import { SETUP_SHEET_TOOL } from '../../../../src/core/games/us-civil-war/setup-sheet.js';
import type { Placements } from '../../../../src/core/games/us-civil-war/setup-placements-data.js';

const sheet = (scenario: string, data?: Placements) =>
  SETUP_SHEET_TOOL.sheet({ scenario, paper: 'a4' }, data);
const section = (scenario: string, data?: Placements) =>
  sheet(scenario, data)?.blocks.find((b) => 'id' in b && b.id === 'placed-h');

const DATA: Placements = {
  cards: {
    s3: [
      { side: 'union', kind: 'fort', where: 'Washington DC', name: 'f3' },
      {
        side: 'union',
        kind: 'sp',
        where: 'Washington DC',
        name: 'Army of the Potomac',
        strength: 6,
      },
      { side: 'confederate', kind: 'general', where: 'Fredericksburg', name: 'Lee' },
    ],
  },
};

describe('US Civil War setup sheet: the players’ placements', () => {
  it('says plainly when no placements are entered for the card, and where to enter them', () => {
    const text = JSON.stringify(section('s2'));
    expect(text).to.contain('No placements entered for the 1862 At Start card.');
    expect(text).to.contain('"tool":"setup-placements"');
    expect(text).to.contain('ruling G6');
  });

  it('shows each side’s entered placements with a tick box, and the checks beside them', () => {
    const s = section('s3', DATA);
    if (!s || !('content' in s)) throw new Error('no section');
    const subs = s.content.filter((c) => c.kind === 'sub');
    expect(subs.map((c) => c.title)).to.deep.equal([
      'Union (2)',
      'Confederate (1)',
      'Checked against the rulebook: 2 of 13 agree',
    ]);
    const union = subs[0]?.kind === 'sub' ? subs[0].content[0] : undefined;
    if (union?.kind !== 'table') throw new Error('no table');
    expect(union.checklist).to.equal('Placed');
    expect(union.rows.map((r) => JSON.stringify([r.head, r.cells]))).to.deep.equal([
      JSON.stringify([['Washington DC'], [['Fort F3'], { text: [''], look: 'num' }]]),
      JSON.stringify([
        ['Washington DC'],
        [['SPs: Army of the Potomac'], { text: ['6'], look: 'num' }],
      ]),
    ]);
    expect(JSON.stringify(s)).to.contain('✓ agrees');
  });

  it('the Campaign from 1863 shows the 1863 card’s placements; the 1861 sheet does not', () => {
    expect(JSON.stringify(section('s4-1863', DATA))).to.contain('Army of the Potomac');
    expect(JSON.stringify(section('s1', DATA))).to.contain('No placements entered');
  });
});
