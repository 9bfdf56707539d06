/**
 * The web app manifest makes the installed app a proper citizen: it opens backup files
 * (`file_handlers`, taken by the data page through the launch queue), keeps one window for its
 * links (`launch_handler`), takes a shared link or text to the receive page (`share_target`), has
 * a shortcut for each game, and its screenshots exist at the sizes it declares and show the newest
 * games too. Every address it names is a page of the app.
 */
import { expect } from '@open-wc/testing';
import { GAMES } from '../../src/catalog.js';
import { parseRoute } from '../../src/routing/routes.js';

interface Manifest {
  readonly shortcuts: readonly { name: string; url: string; icons: { src: string }[] }[];
  readonly file_handlers: readonly { action: string; accept: Record<string, string[]> }[];
  readonly launch_handler: { client_mode: string[] };
  readonly share_target: {
    readonly enctype: string;
    action: string;
    method: string;
    params: Record<string, string>;
  };
  readonly screenshots: readonly {
    src: string;
    sizes: string;
    form_factor: string;
    label: string;
  }[];
}

const manifest = async (): Promise<Manifest> => {
  const res = await fetch('/public/manifest.webmanifest');
  expect(res.ok).to.equal(true);
  return (await res.json()) as Manifest;
};

/** The route an address of the manifest (relative to the app's base) opens. */
const routeOf = (url: string) => {
  const u = new URL(url, 'https://app.example/');
  return parseRoute(u.pathname.slice(1), u.search);
};

/** Width and height of a PNG, from its header. */
async function pngSize(src: string): Promise<string> {
  const res = await fetch(`/public/${src}`);
  expect(res.ok, src).to.equal(true);
  const view = new DataView(await res.arrayBuffer());
  expect(view.getUint32(12), `${src} is a PNG`).to.equal(0x49484452); // "IHDR"
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

describe('web app manifest', () => {
  it('has a shortcut for each of the five games, and every shortcut opens a page', async () => {
    const m = await manifest();
    expect(m.shortcuts.length).to.be.greaterThan(0);
    for (const g of GAMES)
      expect(
        m.shortcuts.some((s) => s.url.startsWith(`./${g.slug}/`)),
        `a shortcut for ${g.title}`,
      ).to.equal(true);
    for (const s of m.shortcuts) {
      expect(routeOf(s.url).page, s.url).to.not.equal('not-found');
      expect(s.icons.length, s.name).to.be.greaterThan(0);
    }
  });

  it('opens backup files on the data page, which takes them from the launch queue', async () => {
    const m = await manifest();
    expect(m.file_handlers).to.have.length(1);
    const [handler] = m.file_handlers;
    expect(routeOf(handler?.action ?? '').page).to.equal('data');
    expect(handler?.accept['application/json']).to.deep.equal(['.json']);
  });

  it('focuses an existing window for its links, navigating it where the browser cannot focus only', async () => {
    const m = await manifest();
    expect(m.launch_handler.client_mode).to.deep.equal([
      'focus-existing',
      'navigate-existing',
      'auto',
    ]);
  });

  it('takes a shared link or text to the receive page by GET', async () => {
    const m = await manifest();
    expect(m.share_target.method).to.equal('GET');
    // Chromium's manifest parser warns when a share target leaves its enctype unsaid.
    expect(m.share_target.enctype).to.equal('application/x-www-form-urlencoded');
    expect(routeOf(m.share_target.action).page).to.equal('receive');
    expect(m.share_target.params).to.deep.equal({ title: 'title', text: 'text', url: 'url' });
  });

  it('has screenshots at the sizes it declares, narrow and wide, showing the newest games', async () => {
    const m = await manifest();
    expect(m.screenshots.length).to.be.greaterThan(0);
    for (const s of m.screenshots) {
      expect(await pngSize(s.src), s.src).to.equal(s.sizes);
      expect(s.form_factor === 'narrow' ? '390x844' : '1280x800', s.src).to.equal(s.sizes);
    }
    for (const form of ['narrow', 'wide'])
      expect(m.screenshots.some((s) => s.form_factor === form)).to.equal(true);
    const labels = m.screenshots.map((s) => s.label).join(' ');
    expect(labels).to.contain('The U.S. Civil War');
    expect(labels).to.contain('In Freedom');
  });
});
