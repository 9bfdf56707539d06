import { expect } from '@open-wc/testing';
import { SETUP_SHEET_TOOL } from '../../../../src/core/games/battle-cry-of-freedom/setup-sheet-tool.js';
import { SCENARIOS } from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import { LINE_TRACE } from '../../../../src/core/shared/citation.js';

describe('Battle Cry of Freedom set-up sheets', () => {
  it('builds a sheet for each scenario with no line trace in it', () => {
    expect(SCENARIOS.length).to.equal(4);
    for (const s of SCENARIOS) {
      const doc = SETUP_SHEET_TOOL.sheet({ scenario: s.slug, paper: 'a4' }, undefined);
      expect(doc?.masthead.title).to.equal(s.title);
      expect(JSON.stringify(doc)).not.to.match(LINE_TRACE);
    }
  });

  it('lists the Deck Two generals, removed ones and held battle cards', () => {
    const text = JSON.stringify(SETUP_SHEET_TOOL.sheet({ scenario: 'deck-two' }, undefined));
    for (const name of [
      'Grant (three-star)',
      'Pleasonton (cavalry)',
      'Forrest (cavalry)',
      'McClellan',
      'Stones River',
    ])
      expect(text).to.contain(name);
  });

  it('gives Gettysburg its pools and Stuart’s third day', () => {
    const text = JSON.stringify(SETUP_SHEET_TOOL.sheet({ scenario: 'gettysburg' }, undefined));
    expect(text).to.contain('any 4 infantry');
    expect(text).to.contain('from day 3');
  });
});
