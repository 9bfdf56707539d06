import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/components/shared/hs-dice-entry.js';
import type { HsDiceEntry } from '../../../src/components/shared/hs-dice-entry.js';
import { setUpAppDocument } from '../../helpers/app-document.js';

describe('<hs-dice-entry>', () => {
  before(setUpAppDocument);

  it('offers one large button per face and reports the pick', async () => {
    const el = await fixture<HsDiceEntry>(
      html`<hs-dice-entry .dice=${{ count: 2, sides: 6 }} label="Attacker"></hs-dice-entry>`,
    );
    await expect(el).to.be.accessible();
    const buttons = el.shadowRoot!.querySelectorAll('button');
    expect(buttons.length).to.equal(12);
    expect(buttons[0]!.getBoundingClientRect().height).to.be.at.least(44);
    setTimeout(() => {
      el.shadowRoot!.querySelector<HTMLButtonElement>(
        'button[aria-label="Attacker, die 2 (d6): 3"]',
      )!.click();
    });
    const ev = await oneEvent<
      CustomEvent<{
        faces: (number | null)[];
      }>
    >(el, 'hs-dice-change');
    expect(ev.detail.faces).to.deep.equal([null, 3]);
  });
});
