import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/components/renderers/hs-reference.js';
import type { HsReference } from '../../../src/components/renderers/hs-reference.js';
import { REFERENCE_DOC } from '../../../src/core/games/us-civil-war/reference.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, text } from '../../helpers/dom.js';
import { recordingHost } from '../../helpers/tool-host.js';

describe('US Civil War reference cards page', () => {
  before(setUpAppDocument);

  it('passes an accessibility audit and shows every card as a real table', async () => {
    const el = await fixture<HsReference>(
      html`<hs-reference
        .doc=${REFERENCE_DOC}
        game="us-civil-war"
        .host=${recordingHost()}
      ></hs-reference>`,
    );
    await expect(el).to.be.accessible();
    const tables = every(el.shadowRoot!, 'table');
    expect(tables.length).to.equal(7);
    expect(
      tables.some((t) => text(t).includes('Fort Monroe')),
      'what each Coastal Fort protects (20.5)',
    ).to.equal(true);
    const odds = tables.at(-1)!;
    expect(text(odds.querySelector('tbody tr'))).to.contain('12+');
    const link = el.shadowRoot!.querySelector('a[href*="reaction"]');
    expect(text(link)).to.equal('reaction roller');
  });
});
