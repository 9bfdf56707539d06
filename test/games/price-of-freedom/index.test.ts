import { expect } from '@open-wc/testing';
import { ui } from '../../../src/games/price-of-freedom/index.js';
import { HsRollTool } from '../../../src/components/renderers/hs-roll-tool.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { recordingHost } from '../../helpers/tool-host.js';
import { waitUntil } from '../../helpers/wait.js';
import { text } from '../../helpers/dom.js';

describe('The Price of Freedom UI module', () => {
  let el: HTMLElement | null = null;
  before(setUpAppDocument);
  afterEach(() => {
    el?.remove();
  });

  it('shows the battle’s loss odds right after its win odds, in step with the inputs', async () => {
    el = await ui.createTool('battle', recordingHost([['a_corps', '1']]));
    if (!(el instanceof HsRollTool)) throw new Error('the battle calculator is not a roller');
    document.body.append(el);
    await el.updateComplete;
    const losses = el.querySelector('hs-pof-battle-losses');
    if (!losses) throw new Error('no loss odds');
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('.more slot[name="odds"]');
    expect(slot?.assignedElements()).to.deep.equal([losses]);
    // The slot follows the win odds in the panel's full result.
    const odds = el.shadowRoot!.querySelector('.more .odds');
    expect(odds?.compareDocumentPosition(slot!)).to.equal(Node.DOCUMENT_POSITION_FOLLOWING);
    await waitUntil(() => losses.shadowRoot?.querySelector('table'));
    const heads = () =>
      [...losses.shadowRoot!.querySelectorAll('thead th')].map((th) => text(th)).join(' ');
    expect(heads()).to.equal('Corps lost 0 1');
    const more = el.shadowRoot!.querySelector('hs-modifier-list')!;
    more.dispatchEvent(
      new CustomEvent('hs-inputs-change', {
        detail: { inputs: { a_corps: 2, d_corps: 2 } },
        bubbles: true,
        composed: true,
      }),
    );
    await waitUntil(() => heads() === 'Corps lost 0 1 2', 'the loss odds did not follow');
  });
});
