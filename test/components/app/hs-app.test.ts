import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../src/components/app/hs-app.js';
import type { HsApp } from '../../../src/components/app/hs-app.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { findGame, type ToolEntry as ToolMeta } from '../../../src/catalog.js';

/** The element rendered in the app's <main> for the current route. */
function pageOf(app: HsApp): HTMLElement {
  const el = app.shadowRoot!.querySelector('main')!.firstElementChild;
  if (!(el instanceof HTMLElement)) throw new Error('no page rendered');
  return el;
}

async function headingOf(app: HsApp): Promise<string> {
  await app.updateComplete;
  const page = pageOf(app) as HTMLElement & { updateComplete?: Promise<unknown> };
  await page.updateComplete;
  return page.shadowRoot?.querySelector('h1')?.textContent.trim() ?? '';
}

describe('<hs-app>', () => {
  const start = location.href;
  before(setUpAppDocument);
  afterEach(() => {
    history.replaceState(null, '', start);
    delete document.documentElement.dataset['theme'];
    localStorage.removeItem('hs-theme');
  });

  it('passes an accessibility audit on the home page', async () => {
    history.replaceState(null, '', new URL('./', document.baseURI));
    const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
    await headingOf(app);
    await expect(app).to.be.accessible();
  });

  it('lists all five games on the home page, each with a link per tool', async () => {
    history.replaceState(null, '', new URL('./', document.baseURI));
    const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
    expect(await headingOf(app)).to.equal('Play aids for Civil War wargames');
    const home = pageOf(app).shadowRoot!;
    expect(home.querySelectorAll('section.game h2').length).to.equal(5);
    expect(home.querySelector('a[href="altar-of-freedom/firing/"]')).to.exist;
  });

  it('navigates by link without reloading and updates the title', async () => {
    history.replaceState(null, '', new URL('./', document.baseURI));
    const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
    await headingOf(app);
    // The game's heading in the catalogue (the jump row above it scrolls to that heading).
    const link = pageOf(app).shadowRoot!.querySelector<HTMLAnchorElement>(
      'section.game h2 a[href="price-of-freedom/"]',
    )!;
    link.click();
    await waitUntil(async () => (await headingOf(app)) === 'The Price of Freedom');
    expect(document.title).to.equal('The Price of Freedom · Haversack');
    expect(location.pathname.endsWith('/price-of-freedom/')).to.equal(true);
  });

  it('goes back with the browser history', async () => {
    history.replaceState(null, '', new URL('./', document.baseURI));
    const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
    app.navigate('us-civil-war/');
    expect(await headingOf(app)).to.equal('The U.S. Civil War');
    history.back();
    await waitUntil(async () => (await headingOf(app)) === 'Play aids for Civil War wargames');
  });

  it('says plainly that an unbuilt tool is not built yet', async () => {
    // Every registered tool may be built by now: a tool registered here without a descriptor is
    // the unbuilt one, on a game whose UI chunk loads.
    const game = findGame('in-freedoms-cause')!;
    const tools = game.tools as ToolMeta[];
    const unbuilt: ToolMeta = {
      slug: 'unbuilt-fixture',
      kind: 'tracker',
      title: 'Unbuilt fixture',
      summary: 'A tool registered without a descriptor.',
      rule: 'Units',
    };
    tools.push(unbuilt);
    try {
      history.replaceState(
        null,
        '',
        new URL('in-freedoms-cause/unbuilt-fixture/?x=1', document.baseURI),
      );
      const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
      expect(await headingOf(app)).to.equal('Unbuilt fixture');
      await waitUntil(() => pageOf(app).shadowRoot!.textContent.includes('not built yet'));
      expect(pageOf(app).shadowRoot!.textContent).to.contain(unbuilt.summary);
      expect(pageOf(app).shadowRoot!.textContent).to.contain('x=1');
    } finally {
      tools.splice(tools.indexOf(unbuilt), 1);
    }
  });

  it('shows a clear message for an unknown address', async () => {
    history.replaceState(null, '', new URL('no-such-game/', document.baseURI));
    const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
    expect(await headingOf(app)).to.equal('Page not found');
    expect(pageOf(app).shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain(
      'no-such-game',
    );
    await expect(pageOf(app)).to.be.accessible();
  });

  it('switches theme and remembers the choice', async () => {
    const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
    const settings = app.shadowRoot!.querySelector('hs-settings')!;
    await settings.updateComplete;
    const select = settings.shadowRoot!.querySelector('select')!;
    select.value = 'contrast';
    select.dispatchEvent(new Event('change'));
    expect(document.documentElement.dataset['theme']).to.equal('contrast');
    expect(localStorage.getItem('hs-theme')).to.equal('contrast');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--hs-bg').trim()).to.equal(
      '#000000',
    );
  });

  it('gives every control a touch target of at least 44 px', async () => {
    history.replaceState(null, '', new URL('altar-of-freedom/', document.baseURI));
    const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
    await headingOf(app);
    const settings = app.shadowRoot!.querySelector('hs-settings')!;
    settings.shadowRoot!.querySelector('details')!.open = true;
    await settings.updateComplete;
    const controls = [
      ...app.shadowRoot!.querySelectorAll('header a, nav a, button, select, summary'),
      ...settings.shadowRoot!.querySelectorAll('button, select, summary'),
      ...pageOf(app).shadowRoot!.querySelectorAll('a, button'),
    ].filter((el) => !el.classList.contains('skip'));
    expect(controls.length).to.be.greaterThan(5);
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      expect(box.height, el.outerHTML.slice(0, 80)).to.be.at.least(44);
    }
  });
});

describe('<hs-app> storage notices', () => {
  before(setUpAppDocument);
  it('tells the player once when saving is not possible', async () => {
    const { notifyStorage, resetStorageNotices } = await import('../../../src/storage/notices.js');
    resetStorageNotices();
    const app = await fixture<HsApp>(html`<hs-app></hs-app>`);
    notifyStorage({ id: 'quota', message: 'Storage is full.' });
    notifyStorage({ id: 'quota', message: 'Storage is full.' });
    await app.updateComplete;
    const alerts = app.shadowRoot!.querySelectorAll('.storage p');
    expect(alerts.length).to.equal(1);
    expect(alerts[0]!.textContent).to.equal('Storage is full.');
    resetStorageNotices();
  });
});
