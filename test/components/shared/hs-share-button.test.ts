import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/wait.js';
import '../../../src/components/shared/hs-share-button.js';
import type { HsShareButton } from '../../../src/components/shared/hs-share-button.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';

describe('<hs-share-button>', () => {
  before(setUpAppDocument);

  it('copies the link or shows it to copy, and announces what happened', async () => {
    const el = await fixture<HsShareButton>(
      html`<hs-share-button url="http://127.0.0.1/x/?a=1"></hs-share-button>`,
    );
    await expect(el).to.be.accessible();
    el.shadowRoot!.querySelector('button')!.click();
    await waitUntil(() => text(el.shadowRoot!.querySelector('[role="status"]')) !== '');
    const status = text(el.shadowRoot!.querySelector('[role="status"]'));
    expect(['Link copied.', 'Copy the link below.']).to.include(status);
    if (status !== 'Link copied.')
      expect(el.shadowRoot!.querySelector<HTMLInputElement>('input')!.value).to.equal(
        'http://127.0.0.1/x/?a=1',
      );
  });
});
