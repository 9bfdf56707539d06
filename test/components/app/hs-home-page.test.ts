import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/components/app/hs-home-page.js';
import type { HsHomePage } from '../../../src/components/app/hs-home-page.js';
import { RECENT_TOOLS_KEY, rememberTool } from '../../../src/platform/recent-tools-store.js';
import { GAMES } from '../../../src/catalog.js';
import { every, text } from '../../helpers/dom.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { waitUntil } from '../../helpers/wait.js';

async function home(): Promise<ShadowRoot> {
  const el = await fixture<HsHomePage>(html`<hs-home-page></hs-home-page>`);
  await el.updateComplete;
  await waitUntil(() => el.shadowRoot!.querySelector('.recent:not([aria-busy])'), 'never read');
  return el.shadowRoot!;
}

/** How far below the top of its page an element of the home page is. */
function offset(root: ShadowRoot, selector: string): number {
  return (
    root.querySelector(selector)!.getBoundingClientRect().top -
    root.host.getBoundingClientRect().top
  );
}

describe('<hs-home-page>', () => {
  before(setUpAppDocument);
  beforeEach(() => {
    localStorage.removeItem(RECENT_TOOLS_KEY);
  });
  after(() => {
    localStorage.removeItem(RECENT_TOOLS_KEY);
  });

  it('offers the tools this device used last, each reopening with its inputs', async () => {
    rememberTool('price-of-freedom', 'battle', [], 1);
    rememberTool('altar-of-freedom', 'firing', [['sm', '2']], 2);
    const root = await home();
    const links = every<HTMLAnchorElement>(root, '.recent a');
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
      'altar-of-freedom/firing/?sm=2',
      'price-of-freedom/battle/',
    ]);
    expect(text(links[0])).to.equal('Firing · Altar of Freedom');
  });

  it('keeps the same room for the recent tools whether there are none or three', async () => {
    const emptyRoot = await home();
    expect(text(emptyRoot.querySelector('.recent.empty'))).to.contain('listed here');
    const empty = emptyRoot.querySelector('.recent')!.getBoundingClientRect().height;
    const below = offset(emptyRoot, '#main-h');
    for (const tool of ['firing', 'close-combat', 'general-fate'])
      rememberTool('altar-of-freedom', tool, [['x', 'a long value '.repeat(20)]]);
    const fullRoot = await home();
    expect(every(fullRoot, '.recent a')).to.have.length(3);
    expect(fullRoot.querySelector('.recent')!.getBoundingClientRect().height).to.equal(empty);
    expect(offset(fullRoot, '#main-h')).to.equal(below);
  });

  it('ignores a stored list it cannot read', async () => {
    localStorage.setItem(RECENT_TOOLS_KEY, '[{"game":"chess"}]');
    const root = await home();
    expect(root.querySelector('.recent a')).to.equal(null);
    expect(root.querySelector('.recent.empty')).to.exist;
  });

  it('offers each game’s fire or battle tool at the top', async () => {
    const root = await home();
    const links = every<HTMLAnchorElement>(root, '.mains a');
    expect(links).to.have.length(GAMES.length);
    expect(links.map((a) => a.getAttribute('href'))).to.include('altar-of-freedom/firing/');
    expect(links.map((a) => a.getAttribute('href'))).to.include('price-of-freedom/battle/');
  });

  it('passes an accessibility audit', async () => {
    rememberTool('altar-of-freedom', 'firing', []);
    const el = await fixture<HsHomePage>(html`<hs-home-page></hs-home-page>`);
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
