/**
 * "Hand to another device": the dialog shows a saved game as numbered QR codes that read back
 * (through the same decoder the receive page uses) to the whole hand-off, steps and pauses through
 * them, offers the link to the receive page with the hand-off in its fragment, and closes.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../src/components/shared/hs-handoff-dialog.js';
import {
  handoffUrl,
  type HsHandoffDialog,
} from '../../../src/components/shared/hs-handoff-dialog.js';
import {
  EMPTY_COLLECTION,
  collect,
  type Collection,
  type HandoffItem,
} from '../../../src/core/shared/handoff.js';
import { decodeQr } from '../../../src/platform/qr-decode.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { game } from '../../storage/storage-fixtures.js';
import { text } from '../../helpers/dom.js';

/** A saved game whose state needs several codes. */
const ITEM: HandoffItem = {
  kind: 'game',
  game: {
    ...game('g-handoff', 4),
    state: {
      turn: 4,
      notes: Array.from({ length: 260 }, (_, i) => `note ${i}: ${(i * 7919) % 10007}`),
    },
  },
  rolls: [],
};

const root = (el: HsHandoffDialog) => el.shadowRoot!;
const button = (el: HsHandoffDialog, label: string) => {
  const found = [...root(el).querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => text(b) === label,
  );
  if (!found) throw new Error(`no button “${label}”`);
  return found;
};

/** The text of the code the dialog's canvas shows now. */
function shownCode(el: HsHandoffDialog): string | null {
  const canvas = root(el).querySelector('canvas')!;
  const big = document.createElement('canvas');
  big.width = canvas.width * 4;
  big.height = canvas.height * 4;
  const ctx = big.getContext('2d')!;
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(canvas, 0, 0, big.width, big.height);
  return decodeQr(ctx.getImageData(0, 0, big.width, big.height));
}

describe('<hs-handoff-dialog>: hand a saved game to another device', () => {
  before(setUpAppDocument);

  it('shows numbered codes that read back to the whole game, steps and pauses, and closes', async () => {
    const el = await fixture<HsHandoffDialog>(
      html`<hs-handoff-dialog .item=${ITEM} heading="Shiloh"></hs-handoff-dialog>`,
    );
    await el.show();
    await waitUntil(() => root(el).querySelector('canvas') !== null, 'no code shown');
    const dialog = root(el).querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(text(root(el).querySelector('#handoff-title'))).to.equal(
      'Hand “Shiloh” to another device',
    );
    const part = () => text(root(el).querySelector('.part'));
    const total = Number(/of (\d+)/.exec(part())?.[1] ?? 0);
    expect(total, 'several codes').to.be.greaterThan(1);

    // Paused, each part is read with Next part; together they make the whole hand-off.
    button(el, 'Pause').click();
    await el.updateComplete;
    expect(button(el, 'Cycle the parts').getAttribute('aria-pressed')).to.equal('true');
    let collection: Collection = EMPTY_COLLECTION;
    let complete = false;
    for (let i = 1; i <= total; i++) {
      expect(part()).to.equal(`Part ${i} of ${total}`);
      const code = shownCode(el);
      expect(code, `part ${i} reads`).to.be.a('string');
      const step = collect(collection, code ?? '');
      expect(step.status, `part ${i}`).to.equal(i < total ? 'added' : 'complete');
      if (step.status === 'added') collection = step.collection;
      if (step.status === 'complete') complete = true;
      button(el, 'Next part').click();
      await el.updateComplete;
    }
    expect(complete).to.equal(true);
    expect(part(), 'Next part wraps round').to.equal(`Part 1 of ${total}`);
    button(el, 'Previous part').click();
    await el.updateComplete;
    expect(part()).to.equal(`Part ${total} of ${total}`);

    // The link opens the receive page with the hand-off in its fragment, never in the path.
    const share = root(el).querySelector('hs-share-button') as HTMLElement & { url: string };
    expect(share.url.startsWith(handoffUrl(''))).to.equal(true);
    expect(new URL(share.url).hash.length).to.be.greaterThan(10);

    button(el, 'Close').click();
    await el.updateComplete;
    expect(dialog.open).to.equal(false);
  });

  it('is accessible while open', async () => {
    const el = await fixture<HsHandoffDialog>(
      html`<hs-handoff-dialog .item=${ITEM} heading="Shiloh"></hs-handoff-dialog>`,
    );
    await el.show();
    await waitUntil(() => root(el).querySelector('canvas') !== null, 'no code shown');
    await expect(el).to.be.accessible();
    button(el, 'Close').click();
  });
});
