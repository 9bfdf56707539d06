import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../../src/components/renderers/hs-rulings-list.js';
import type { HsRulingsList } from '../../../src/components/renderers/hs-rulings-list.js';
import { rulingHref, withRulingLinks } from '../../../src/components/shared/ruling-links.js';
import { RULINGS as AOF_RULINGS } from '../../../src/core/games/altar-of-freedom/index.js';
import { RULINGS as POF_RULINGS } from '../../../src/core/games/price-of-freedom/index.js';
import type { Ruling } from '../../../src/core/shared/ruling.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';

const root = (el: HsRulingsList) => el.shadowRoot!;

async function mount(game: string, rulings: readonly Ruling[]): Promise<HsRulingsList> {
  const el = await fixture<HsRulingsList>(
    html`<hs-rulings-list .game=${game} .rulings=${rulings}></hs-rulings-list>`,
  );
  await el.updateComplete;
  return el;
}

describe('<hs-rulings-list>', () => {
  const start = location.href;
  before(setUpAppDocument);
  afterEach(async () => {
    history.replaceState(null, '', start);
    await emulateMedia({ media: 'screen' });
  });

  it('passes an accessibility audit', async () => {
    const el = await mount('altar-of-freedom', AOF_RULINGS);
    await expect(el).to.be.accessible();
  });

  it('lists every ruling once, grouped under a heading per kind', async () => {
    for (const [game, rulings] of [
      ['altar-of-freedom', AOF_RULINGS],
      ['price-of-freedom', POF_RULINGS],
    ] as const) {
      const el = await mount(game, rulings);
      const items = [...root(el).querySelectorAll('section ol > li')];
      expect(items.map((li) => li.id).sort()).to.deep.equal(rulings.map((r) => r.id).sort());
      const headings = [...root(el).querySelectorAll('section > h2')].map((h) => text(h));
      expect(headings).to.deep.equal(['Contradictions', 'Gaps', 'Ambiguities']);
      for (const section of root(el).querySelectorAll('section')) {
        const lis = [...section.querySelectorAll('ol > li')];
        expect(lis.length, section.id).to.be.greaterThan(0);
        for (const li of lis) {
          const r = rulings.find((x) => x.id === li.id)!;
          expect(r.kind, li.id).to.equal(section.id);
        }
      }
    }
  });

  it('shows each ruling with its id, question, decision and rulebook places', async () => {
    const el = await mount('altar-of-freedom', AOF_RULINGS);
    const c1 = root(el).querySelector('li#C1')!;
    expect(text(c1.querySelector('h3'))).to.equal('C1');
    expect(text(c1)).to.contain('Shiloh Confederate break point');
    expect(text(c1)).to.contain('Use the scenario value, 8.');
    expect(text(c1.querySelector('.places'))).to.equal(
      'Rulebook: Army Break Points; The Battle of Shiloh › Confederate Victory Objectives',
    );
  });

  it('scrolls to and outlines the ruling the address names', async () => {
    history.replaceState(null, '', new URL('altar-of-freedom/rulings/#A45', document.baseURI));
    const el = await mount('altar-of-freedom', AOF_RULINGS);
    await el.updateComplete;
    const a45 = root(el).querySelector('li#A45')!;
    expect(a45.classList.contains('current')).to.equal(true);
    expect(root(el).activeElement).to.equal(a45);
    expect(root(el).querySelectorAll('li.current')).to.have.length(1);
  });

  it('jumps to a kind from its link, keeping the address in step', async () => {
    history.replaceState(null, '', new URL('altar-of-freedom/rulings/', document.baseURI));
    const el = await mount('altar-of-freedom', AOF_RULINGS);
    const links = [...root(el).querySelectorAll<HTMLAnchorElement>('nav a')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
      'altar-of-freedom/rulings/#contradiction',
      'altar-of-freedom/rulings/#gap',
      'altar-of-freedom/rulings/#ambiguity',
    ]);
    links[2]!.click();
    await el.updateComplete;
    expect(location.hash).to.equal('#ambiguity');
    expect(root(el).activeElement).to.equal(root(el).querySelector('section#ambiguity'));
  });

  it('gives its links 44 px targets', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await mount('altar-of-freedom', AOF_RULINGS);
    const links = [...root(el).querySelectorAll('a')];
    expect(links.length).to.be.greaterThan(0);
    for (const a of links) {
      const r = a.getBoundingClientRect();
      expect(r.height, text(a)).to.be.at.least(44);
      expect(r.width, text(a)).to.be.at.least(44);
    }
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
  });

  it('prints every ruling without the jump links', async () => {
    const el = await mount('price-of-freedom', POF_RULINGS);
    await emulateMedia({ media: 'print' });
    expect(getComputedStyle(root(el).querySelector('nav')!).display).to.equal('none');
    const li = root(el).querySelector('section ol > li')!;
    expect(getComputedStyle(li).breakInside).to.equal('avoid');
  });
});

describe('ruling codes as links', () => {
  before(setUpAppDocument);

  it('links each mentioned ruling to its place on the game’s rulings page', () => {
    expect(rulingHref('price-of-freedom', 'C1')).to.equal('price-of-freedom/rulings/#C1');
    // A plain element, rendered directly: a fixture would wait for an animation frame.
    const el = document.createElement('p');
    render(withRulingLinks('altar-of-freedom', 'Hold D1 (rulings A42 and C1); sector A1.'), el);
    const links = [...el.querySelectorAll('a')];
    expect(links.map((a) => [text(a), a.getAttribute('href')])).to.deep.equal([
      ['rulings A42', 'altar-of-freedom/rulings/#A42'],
      ['C1', 'altar-of-freedom/rulings/#C1'],
    ]);
    expect(text(el)).to.equal('Hold D1 (rulings A42 and C1); sector A1.');
  });
});
