import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/components/app/hs-home-page.js';
import type { HsHomePage } from '../../../src/components/app/hs-home-page.js';
import { RECENT_TOOLS_KEY, rememberTool } from '../../../src/platform/recent-tools-store.js';
import { GAMES, type GameEntry } from '../../../src/catalog.js';
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

  it('starts with the games this device used, the last first, each tool one tap away', async () => {
    rememberTool('price-of-freedom', 'battle', [], 1);
    rememberTool('altar-of-freedom', 'firing', [['sm', '2']], 2);
    const root = await home();
    const games = every(root, '.recent .used');
    expect(games.map((g) => text(g.querySelector('.name')))).to.deep.equal([
      'Altar of Freedom',
      'The Price of Freedom',
    ]);
    // Each game's tool used last first, with its inputs; then its other built tools.
    const links = (g: Element) =>
      [...g.querySelectorAll<HTMLAnchorElement>('a')].map((a) => a.getAttribute('href'));
    const aof = (GAMES as readonly GameEntry[]).find((g) => g.slug === 'altar-of-freedom')!;
    expect(links(games[0]!)).to.deep.equal([
      'altar-of-freedom/firing/?sm=2',
      ...aof.tools
        .filter((t) => t.built && t.slug !== 'firing')
        .map((t) => `altar-of-freedom/${t.slug}/`),
    ]);
    expect(links(games[1]!)[0]).to.equal('price-of-freedom/battle/');
    expect(text(games[0]!.querySelector('a.last strong'))).to.equal('Firing');
    // Its game's name rides in the link too, shown where the game's line is not (a phone).
    expect(text(games[0]!.querySelector('a.last .of'))).to.equal('Altar of Freedom');
  });

  it('jumps to every game’s part of the catalogue, and its link opens the game’s page', async () => {
    const root = await home();
    const jumps = every<HTMLAnchorElement>(root, '.jumps a');
    expect(jumps.map((a) => a.getAttribute('href'))).to.deep.equal(GAMES.map((g) => `${g.slug}/`));
    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    jumps[2]!.dispatchEvent(click);
    expect(click.defaultPrevented).to.equal(true);
    expect(root.activeElement).to.equal(root.querySelector(`#g-${GAMES[2].slug} a`));
  });

  it('keeps the same room for the games used whether there are none or three', async () => {
    const emptyRoot = await home();
    expect(text(emptyRoot.querySelector('.recent.empty'))).to.contain('listed here');
    const empty = emptyRoot.querySelector('.recent')!.getBoundingClientRect().height;
    const below = offset(emptyRoot, '#main-h');
    rememberTool('altar-of-freedom', 'firing', [['x', 'a long value '.repeat(20)]], 1);
    rememberTool('price-of-freedom', 'battle', [], 2);
    rememberTool('us-civil-war', 'battle', [], 3);
    const fullRoot = await home();
    expect(every(fullRoot, '.recent .used')).to.have.length(3);
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
