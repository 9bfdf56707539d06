import { expect } from '@open-wc/testing';
import { RULINGS_DOC_GAMES, rulingsMarkdown } from '../helpers/rulings-doc.js';
import { LINE_TRACE } from '../../src/core/shared/citation.js';
import { GAMES } from '../../src/catalog.js';

describe('docs/rulings.md (generated from the rulings data)', () => {
  it('is exactly what the data renders (run `npm run docs:rulings` after changing a ruling)', async () => {
    const res = await fetch('/docs/rulings.md');
    expect(res.ok).to.equal(true);
    const committed = await res.text();
    expect(committed).to.equal(rulingsMarkdown());
  });

  it('lists every ruling of every game once, with its rulebook places and no text-file lines', () => {
    const doc = rulingsMarkdown();
    expect(RULINGS_DOC_GAMES.map((g) => g.slug)).to.have.members(GAMES.map((g) => g.slug));
    for (const g of RULINGS_DOC_GAMES) {
      expect(g.rulings.length, g.title).to.be.greaterThan(0);
      for (const r of g.rulings)
        expect(doc, `${g.title} ${r.id}`).to.contain(`- **${r.id}.** ${r.question}`);
    }
    expect(LINE_TRACE.test(doc)).to.equal(false);
  });
});
