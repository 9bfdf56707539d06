import { expect } from '@open-wc/testing';
import {
  entryCount,
  filterReference,
  plainText,
  searchKey,
  type ReferenceSection,
} from '../../../src/core/shared/reference.js';

const SECTIONS: readonly ReferenceSection[] = [
  {
    id: 'rates',
    title: 'Rates',
    tables: [{ caption: 'Rates', columns: ['Who', 'Inches'], rows: [['Infantry', '6']] }],
  },
  {
    id: 'clock',
    title: 'The clock',
    entries: [
      {
        id: 'aggressive',
        name: 'Aggressive',
        description: 'Bolder on the clock.',
        fields: [{ term: 'In this app', items: [[{ tool: 'turn-clock', text: 'Turn clock' }]] }],
      },
      {
        id: 'cautious',
        name: 'Cautious',
        description: 'Slower to commit.',
        fields: [{ term: 'Rule', value: [{ rule: 'Appendix I › Cautious' }] }],
      },
    ],
  },
];

describe('reference pages', () => {
  it('compares text without case, accents or apostrophes', () => {
    expect(searchKey('  Général’s  Fate. ')).to.equal('generals fate');
  });

  it('reads links by their text and leaves rule places out of the searched text', () => {
    expect(
      plainText(['Use the ', { tool: 'rally', text: 'Rally' }, ' tool ', { rule: '§3' }]),
    ).to.equal('Use the Rally tool ');
  });

  it('keeps every section and entry with an empty filter', () => {
    expect(filterReference(SECTIONS, '  ')).to.deep.equal(SECTIONS);
    expect(entryCount(SECTIONS)).to.equal(2);
  });

  it('keeps matching entries, by name, description or a linked tool, and tables', () => {
    const byLink = filterReference(SECTIONS, 'turn CLOCK');
    expect(byLink.map((s) => s.id)).to.deep.equal(['rates', 'clock']);
    expect(byLink[1]?.entries?.map((e) => e.id)).to.deep.equal(['aggressive']);
    expect(entryCount(filterReference(SECTIONS, 'commit'))).to.equal(1);
  });

  it('does not match on a rulebook place, and drops sections left without entries', () => {
    const none = filterReference(SECTIONS, 'appendix');
    expect(entryCount(none)).to.equal(0);
    expect(none.map((s) => s.id)).to.deep.equal(['rates']);
  });
});
