import { expect } from '@open-wc/testing';
import { REFERENCE_DOC } from '../../../../src/core/games/us-civil-war/reference.js';
import { META } from '../../../../src/core/games/us-civil-war/meta.js';

describe('US Civil War reference cards (F19)', () => {
  it('has the five cards, each with a table', () => {
    expect(REFERENCE_DOC.sections.map((s) => s.id)).to.deep.equal([
      'terrain',
      'forts',
      'sp-numbers',
      'naval-control',
      'reaction-odds',
    ]);
    for (const s of REFERENCE_DOC.sections) expect(s.tables?.length, s.id).to.be.greaterThan(0);
  });

  it('links only tools the game lists, and cites no line of the text copy', () => {
    const text = JSON.stringify(REFERENCE_DOC);
    const tools = [...text.matchAll(/"tool":"([\w-]+)"/g)].map((m) => m[1]);
    expect(tools.length).to.be.greaterThan(0);
    for (const t of tools) expect(META.tools.some((m) => m.slug === t)).to.equal(true);
    expect(text).not.to.match(/\bL\d/);
  });
});
