import { expect } from '@open-wc/testing';
import {
  citationText,
  citationsText,
  citationsTextWithin,
} from '../../../src/core/shared/citation.js';

describe('citations as a player reads them', () => {
  it('shows the place, and the page where the book has one', () => {
    expect(
      citationText({ place: 'Firing Table › Cumulative Modifiers', trace: 'L894–899' }),
    ).to.equal('Firing Table › Cumulative Modifiers');
    expect(citationText({ place: '§16.2.4', page: 12 })).to.equal('§16.2.4, p. 12');
    expect(citationsText([{ place: '§2.5' }, { place: '§16.4.2' }])).to.equal('§2.5; §16.4.2');
  });

  it('drops the heading a sheet is already about (a scenario’s own setup sheet)', () => {
    const c1 = [
      { place: 'Army Break Points', trace: 'L1619–1623' },
      { place: 'The Battle of Shiloh › Confederate Victory Objectives', trace: 'L2153–2156' },
    ];
    expect(citationsTextWithin(c1, 'The Battle of Shiloh')).to.equal(
      'Army Break Points; Confederate Victory Objectives',
    );
    expect(citationsTextWithin(c1, 'The Battle of Cedar Creek')).to.equal(citationsText(c1));
  });
});
