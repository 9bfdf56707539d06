/**
 * A hand-off between two devices, each a real IndexedDB database of its own ("profiles"): what one
 * saves and hands over (a tracker's saved game with its rolls, a keyed-in chart set, an army list,
 * model parameters) arrives identical on the other, by its link or by its codes read by the camera
 * (a canvas stream standing in for the camera, the codes shown out of order); the same game is not
 * replaced without asking; hostile and cut-short links and foreign codes are refused with a message
 * and nothing is written.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { correction, generate } from 'lean-qr';
import '../../../src/components/app/hs-receive-page.js';
import type { HsReceivePage } from '../../../src/components/app/hs-receive-page.js';
import { makeHandoff, type HandoffItem } from '../../../src/core/shared/handoff.js';
import { parseWith } from '../../../src/core/shared/parse-with.js';
import type { UserDataKind } from '../../../src/core/shared/user-data.js';
import { SAVED_ARMIES_KIND } from '../../../src/core/games/altar-of-freedom/saved-armies.js';
import { MODEL_USER_DATA } from '../../../src/core/games/in-freedoms-cause/model-params.js';
import { CHARTS_USER_DATA } from '../../../src/core/games/us-civil-war/charts-data.js';
import { GENERALS } from '../../../src/core/games/us-civil-war/generals.js';
import { deflateCodec } from '../../../src/platform/compress.js';
import { getStore, type Store } from '../../../src/storage/store.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { backupFixture, game } from '../../storage/storage-fixtures.js';

let profiles = 0;
/** A fresh device: its own IndexedDB database. */
const device = () => getStore(`handoff-${Date.now()}-${++profiles}`);

const shown = (el: HsReceivePage): string =>
  (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();

function button(el: HsReceivePage, label: string): HTMLButtonElement {
  const b = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((x) =>
    x.textContent.trim().startsWith(label),
  );
  if (!b) throw new Error(`no button “${label}” in: ${shown(el)}`);
  return b;
}

async function page(store: Store, camera?: () => Promise<MediaStream>): Promise<HsReceivePage> {
  return fixture<HsReceivePage>(
    camera
      ? html`<hs-receive-page .store=${store} .camera=${camera} .native=${false}></hs-receive-page>`
      : html`<hs-receive-page .store=${store}></hs-receive-page>`,
  );
}

async function handOver(item: HandoffItem) {
  const made = await makeHandoff(item, new Date().toISOString(), deflateCodec);
  if (!made.ok || made.fragment === null) throw new Error('not made');
  return { parts: made.parts, fragment: made.fragment };
}

/** Takes what the page previews with `label` and waits until it says it was taken. */
async function take(el: HsReceivePage, label = 'Take it'): Promise<void> {
  await waitUntil(() => shown(el).includes('About to take'), 'the preview shows');
  button(el, label).click();
  await waitUntil(() => shown(el).includes('Taken:'), 'it is taken', { timeout: 4000 });
}

/** A saved game with a big state (several codes) and its rolls, as saved on the sending device. */
async function savedGame(sender: Store): Promise<HandoffItem & { kind: 'game' }> {
  const notes = Array.from({ length: 260 }, (_, i) => `note ${i}: ${(i * 7919) % 10007}`);
  const g = { ...game(`g-${crypto.randomUUID()}`, 4), state: { turn: 4, notes } };
  await sender.putGame(g);
  const [roll] = backupFixture().rolls;
  if (!roll) throw new Error('fixture roll');
  await sender.addRoll({ ...roll, id: `r-${crypto.randomUUID()}`, savedGameId: g.id });
  const stored = await sender.getGame(g.id);
  if (!stored) throw new Error('saved');
  return { kind: 'game', game: stored, rolls: await sender.listRolls(g.id) };
}

/** Entered data of `kind`, saved on the sending device and read back as a hand-off. */
async function entered<T>(sender: Store, kind: UserDataKind<T>, data: T) {
  expect(parseWith(kind.schema, data).ok, `${kind.kind} data is valid`).to.equal(true);
  await sender.saveUserData(kind.gameSlug, kind.kind, data, null);
  const record = await sender.getUserData(kind.gameSlug, kind.kind);
  if (!record) throw new Error('saved');
  return { kind: 'entered', record } as const;
}

/** A canvas the camera stand-in films, showing one code at a time, large and sharp. */
function codeScreen() {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d');
  const show = (text: string) => {
    const code = generate(text, { minCorrectionLevel: correction.M });
    const small = document.createElement('canvas');
    code.toCanvas(small, { pad: 4 });
    ctx.imageSmoothingEnabled = false;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const side = Math.floor(460 / small.width) * small.width;
    ctx.drawImage(small, (640 - side) / 2, (480 - side) / 2, side, side);
  };
  return { canvas, show, camera: () => Promise.resolve(canvas.captureStream(10)) };
}

describe('<hs-receive-page>: a hand-off from one device to another', () => {
  before(setUpAppDocument);

  it('is accessible, and offers the camera and a link', async () => {
    const el = await page(await device());
    await expect(el).to.be.accessible();
    expect(button(el, 'Scan with the camera')).to.exist;
    expect(button(el, 'Open the link')).to.exist;
  });

  it('takes every kind of data by its link, identical to what the sender saved', async () => {
    const sender = await device();
    const receiver = await device();
    const general = GENERALS[0]?.id ?? '';
    const items: HandoffItem[] = [
      await savedGame(sender),
      await entered(sender, CHARTS_USER_DATA, {
        crt: {},
        generals: { [general]: { attack: 2, defense: 1 } },
      }),
      await entered(sender, SAVED_ARMIES_KIND, SAVED_ARMIES_KIND.empty()),
      await entered(sender, MODEL_USER_DATA, MODEL_USER_DATA.empty()),
    ];
    for (const item of items) {
      const { fragment } = await handOver(item);
      const el = await page(receiver);
      await el.readLink(`http://elsewhere.example/receive/#${fragment}`);
      expect(shown(el)).to.contain('Last change');
      expect(shown(el)).to.contain('KB compressed');
      await take(el);
      if (item.kind === 'game') {
        expect(await receiver.getGame(item.game.id)).to.deep.equal(item.game);
        expect(await receiver.listRolls(item.game.id)).to.deep.equal(item.rolls);
      } else {
        const got = await receiver.getUserData(item.record.gameSlug, item.record.kind);
        expect(got?.data, item.record.kind).to.deep.equal(item.record.data);
      }
    }
  });

  it('reads a game of several codes shown out of order by the camera, with progress', async () => {
    const sender = await device();
    const receiver = await device();
    const item = await savedGame(sender);
    const { parts } = await handOver(item);
    expect(parts.length, 'several codes').to.be.greaterThan(1);
    const screen = codeScreen();
    const order = [...parts.keys()].reverse();
    screen.show(parts[order[0] ?? 0] ?? '');
    const el = await page(receiver, screen.camera);
    const seen: string[] = [];
    el.addEventListener('hs-handoff-progress', (e) =>
      seen.push(`${e.detail.have}/${e.detail.total}`),
    );
    button(el, 'Scan with the camera').click();
    for (const [i, index] of order.entries()) {
      if (i > 0) screen.show(parts[index] ?? '');
      // Each code is held on screen until the page reports it read.
      await oneEvent(el, 'hs-handoff-progress');
    }
    expect(seen).to.deep.equal(parts.map((_, i) => `${i + 1}/${parts.length}`));
    await take(el);
    expect(el.shadowRoot?.querySelector('video'), 'the camera is stopped').to.equal(null);
    expect(await receiver.getGame(item.game.id)).to.deep.equal(item.game);
    expect(await receiver.listRolls(item.game.id)).to.deep.equal(item.rolls);
  });

  it('never replaces the same game without asking; keeping both takes a copy', async () => {
    const sender = await device();
    const receiver = await device();
    const item = await savedGame(sender);
    const here = { ...item.game, state: { turn: 9 }, updatedAt: '2027-01-01T00:00:00.000Z' };
    await receiver.putGame(here);
    const { fragment } = await handOver(item);
    const el = await page(receiver);
    await el.readLink(fragment);
    expect(shown(el)).to.contain('This device already holds this game');
    expect(() => button(el, 'Take it')).to.throw();
    await take(el, 'Keep both');
    expect(await receiver.getGame(item.game.id)).to.deep.equal(here);
    const games = await receiver.listGames(item.game.gameSlug);
    const copy = games.find((g) => g.id !== item.game.id);
    expect(copy?.name).to.equal(`${item.game.name} (copy)`);
    expect(copy?.state).to.deep.equal(item.game.state);
  });

  it('asks before replacing entered data, and merges when asked', async () => {
    const sender = await device();
    const receiver = await device();
    const [a, b] = GENERALS.map((g) => g.id);
    const item = await entered(sender, CHARTS_USER_DATA, {
      crt: {},
      generals: { [a ?? '']: { attack: 3 } },
    });
    await receiver.saveUserData(
      'us-civil-war',
      'charts',
      { crt: {}, generals: { [b ?? '']: { defense: 2 } } },
      null,
    );
    const { fragment } = await handOver(item);
    const el = await page(receiver);
    await el.readLink(fragment);
    expect(shown(el)).to.contain('This device already holds this entered data');
    await take(el, 'Merge');
    const got = await receiver.getUserData('us-civil-war', 'charts');
    expect(got?.data).to.deep.equal({
      crt: {},
      generals: { [b ?? '']: { defense: 2 }, [a ?? '']: { attack: 3 } },
    });
  });

  it('refuses hostile and cut-short links and foreign codes with a message, writing nothing', async () => {
    const sender = await device();
    const receiver = await device();
    const { fragment } = await handOver(await savedGame(sender));
    const el = await page(receiver);
    for (const [link, message] of [
      [fragment.slice(0, -7), 'damaged'],
      ['h1.PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg', 'damaged'],
      ['h9.AAAA', 'newer version'],
      ['javascript:alert(1)', 'does not carry'],
    ] as const) {
      await el.readLink(link);
      expect(el.shadowRoot?.querySelector('[role=alert]')?.textContent, link).to.contain(message);
      expect(shown(el)).to.not.contain('About to take');
    }
    await el.addCode('https://example.com/not-ours');
    expect(el.shadowRoot?.querySelector('[role=alert]')?.textContent).to.contain(
      'not a Haversack hand-off',
    );
    expect(await receiver.listGames()).to.deep.equal([]);
  });
});
