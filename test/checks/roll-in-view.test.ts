/**
 * At the table the outcome must be on screen the moment the dice land: every roll tool of every
 * game, drawn as its page at a phone's and a tablet's size, shows the outcome inside the
 * viewport after a roll (from the top of the page and from halfway down its inputs) and on
 * opening a shared roll link, with no scrolling.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { GAMES } from '../../src/catalog.js';
import type { GameMeta } from '../../src/core/shared/game-module.js';
import { GAME_UI } from '../../src/games/registry.js';
import { HsRollTool } from '../../src/components/renderers/hs-roll-tool.js';
import { setUpAppDocument } from '../helpers/app-document.js';
import { recordingHost } from '../helpers/tool-host.js';
import { waitUntil } from '../helpers/wait.js';
import { CHARTS_FIXTURE } from '../helpers/uscw-crt-fixture.js';
import { CHARTS_USER_DATA } from '../../src/core/games/us-civil-war/charts-data.js';
import { exportUserData } from '../../src/core/shared/user-data.js';
import { compressToParam } from '../../src/platform/compress.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
] as const;

/** Every built roll tool with its game, from the catalogue. */
const ROLL_TOOLS = GAMES.flatMap((g: GameMeta) =>
  g.tools.filter((t) => t.kind === 'roll' && t.built).map((t) => ({ game: g.slug, tool: t.slug })),
);

/** Morale tools open with no test due (they then offer no roll): opened with losses that call one. */
const DUE: Record<string, [string, string][]> = {
  'in-freedoms-cause/brigade-morale': [
    ['average', '4'],
    ['lost', '3'],
  ],
  'in-freedoms-cause/army-morale': [
    ['brigades', '2'],
    ['broken', '1'],
    ['average', '4'],
  ],
};

/** The page's chrome above a tool (header, breadcrumbs, title), about as tall as the app's. */
const CHROME_PX = 260;

let page: HTMLElement | null = null;

/** Draws the tool as its page would, under a header-sized block, with `params` as its link. */
async function open(game: string, tool: string, params: [string, string][] = []) {
  const load = GAME_UI[game as keyof typeof GAME_UI];
  if (!load) throw new Error(`no UI for ${game}`);
  const ui = await load();
  const el = await ui.createTool(tool, recordingHost(params));
  if (!el) throw new Error(`${game}/${tool} is not drawn`);
  page?.remove();
  page = document.createElement('main');
  page.style.padding = '1rem';
  const chrome = document.createElement('div');
  chrome.style.height = `${CHROME_PX}px`;
  page.append(chrome, el);
  document.body.append(page);
  // A roller of entered data (hs-roll-data) draws its roller once it has rendered.
  if ('updateComplete' in el) await (el as { updateComplete: Promise<unknown> }).updateComplete;
  const roller = el.localName === 'hs-roll-tool' ? el : el.querySelector('hs-roll-tool');
  if (!(roller instanceof HsRollTool)) throw new Error(`${game}/${tool} has no roller`);
  await roller.updateComplete;
  window.scrollTo(0, 0);
  return roller;
}

/** Where the outcome is, against the viewport. */
function outcomeInView(roller: HsRollTool): string | null {
  const outcome = roller.shadowRoot!.querySelector('.outcome');
  if (!outcome) return 'no outcome shown';
  const r = outcome.getBoundingClientRect();
  const inside =
    r.height > 0 &&
    r.top >= 0 &&
    r.left >= 0 &&
    r.bottom <= window.innerHeight &&
    r.right <= window.innerWidth;
  return inside
    ? null
    : `outcome at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} outside ${window.innerWidth}×${window.innerHeight}`;
}

async function roll(roller: HsRollTool): Promise<void> {
  const button = roller.shadowRoot!.querySelector<HTMLButtonElement>('button.big');
  if (!button) throw new Error('no Roll button');
  button.click();
  await waitUntil(() => roller.shadowRoot!.querySelector('.outcome'), 'no result shown');
  await roller.updateComplete;
}

describe('the outcome of every roll tool is in view', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  after(async () => {
    page?.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('covers every built roll tool of every game', () => {
    expect(ROLL_TOOLS.length).to.be.greaterThan(10);
  });

  it('us-civil-war/battle: a link carrying the sender’s chart, opened on a phone with none: the outcome on screen under the offer', async () => {
    await setViewport(SIZES[0]);
    const data = await compressToParam(
      JSON.stringify(exportUserData(CHARTS_USER_DATA, CHARTS_FIXTURE, '2026-01-01T00:00:00.000Z')),
    );
    const roller = await open('us-civil-war', 'battle', [
      ['aCmd', '1'],
      ['dCmd', '1'],
      ['seed', 'shared-seed'],
      ['data', data],
    ]);
    const offer = () =>
      [...document.querySelectorAll('.notice')].find((n) =>
        n.textContent.includes('read with the sender’s data'),
      );
    await waitUntil(offer, 'the offer of the sender’s chart was not shown');
    await waitUntil(
      () => !/^No result/.test(roller.shadowRoot!.querySelector('.outcome')?.textContent ?? ''),
      'the roll was not read with the sender’s chart',
    );
    await roller.updateComplete;
    window.scrollTo(0, 0);
    expect(offer()!.getBoundingClientRect().top, 'the offer on screen').to.be.lessThan(
      window.innerHeight,
    );
    expect(outcomeInView(roller)).to.equal(null);
    expect(roller.shadowRoot!.querySelector('.banner')?.textContent).to.contain('shared-seed');
  });

  for (const size of SIZES) {
    describe(`at ${size.width}×${size.height}`, () => {
      before(async () => {
        await setViewport(size);
      });

      for (const { game, tool } of ROLL_TOOLS) {
        it(`${game}/${tool}: Roll on screen; the outcome after a roll from the top, and from halfway down`, async () => {
          const roller = await open(game, tool, DUE[`${game}/${tool}`] ?? []);
          const button = roller.shadowRoot!.querySelector('button.big')!.getBoundingClientRect();
          expect(button.bottom, 'Roll below the screen').to.be.at.most(window.innerHeight);
          await roll(roller);
          expect(outcomeInView(roller), 'from the top').to.equal(null);
          const sides = roller.shadowRoot!.querySelector('.sides')!.getBoundingClientRect();
          window.scrollTo(0, sides.top + sides.height / 2 - window.innerHeight / 2);
          await roll(roller);
          expect(outcomeInView(roller), 'halfway down').to.equal(null);
          expect(window.scrollX).to.equal(0);
        });

        it(`${game}/${tool}: on opening a shared roll link, with a banner naming its seed`, async () => {
          const roller = await open(game, tool, [['seed', 'shared-seed']]);
          await waitUntil(() => roller.shadowRoot!.querySelector('.outcome'), 'no result shown');
          expect(outcomeInView(roller)).to.equal(null);
          const banner = roller.shadowRoot!.querySelector('.banner');
          expect(banner?.textContent).to.contain('made on one device').and.contain('shared-seed');
        });
      }
    });
  }
});
