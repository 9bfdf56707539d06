import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import type { GameEntry } from '../../../src/catalog.js';
import { toolCards } from '../../../src/components/app/tool-cards.js';
import { every } from '../../helpers/dom.js';

const GAME: GameEntry = {
  slug: 'price-of-freedom',
  title: 'The Price of Freedom',
  publisher: 'Publisher',
  kind: 'Kind',
  summary: 'Summary',
  tools: [
    { slug: 'battle', kind: 'roll', built: true, title: 'Battle', summary: 'Fight', rule: '§17' },
    { slug: 'later', kind: 'roll', title: 'Later', summary: 'Soon', rule: '§99' },
  ],
};

describe('toolCards', () => {
  it('links each tool to its page, with a badge while it is not built', async () => {
    const el = await fixture(html`<div>${toolCards(GAME)}</div>`);
    const cards = every(el, 'a.card');
    expect(cards).to.have.length(2);
    expect(cards[0]?.getAttribute('href')).to.contain('price-of-freedom/battle');
    expect(cards[0]?.querySelector('.badge')).to.equal(null);
    expect(cards[1]?.querySelector('.badge')?.textContent).to.equal('not built yet');
    expect(el.querySelector('.rule')).to.equal(null);
  });

  it('adds each tool’s rulebook place when asked', async () => {
    const el = await fixture(html`<div>${toolCards(GAME, true)}</div>`);
    expect(every(el, '.rule').map((r) => r.textContent)).to.deep.equal(['§17', '§99']);
  });
});
