import { expect } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
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
    { slug: 'later', kind: 'roll', title: 'Later', summary: 'Soon', rule: '§99' },
    { slug: 'battle', kind: 'roll', built: true, title: 'Battle', summary: 'Fight', rule: '§17' },
  ],
};

/** Renders a plain template synchronously (no element to wait for, so no animation frame either). */
function renderInto(template: TemplateResult): HTMLElement {
  const el = document.createElement('div');
  render(template, el);
  return el;
}

describe('toolCards', () => {
  it('links each tool to its page, built ones first, with a badge while it is not built', () => {
    const el = renderInto(toolCards(GAME));
    const cards = every(el, 'a.card');
    expect(cards).to.have.length(2);
    expect(cards[0]?.getAttribute('href')).to.contain('price-of-freedom/battle');
    expect(cards[0]?.querySelector('.badge')).to.equal(null);
    expect(cards[1]?.querySelector('.badge')?.textContent).to.equal('not built yet');
    expect(el.querySelector('.rule')).to.equal(null);
  });

  it('adds each tool’s rulebook place when asked', () => {
    const el = renderInto(toolCards(GAME, true));
    expect(every(el, '.rule').map((r) => r.textContent)).to.deep.equal(['§17', '§99']);
  });
});
