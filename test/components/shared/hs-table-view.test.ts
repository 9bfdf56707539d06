import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../src/components/shared/hs-table-view.js';
import type { HsTableView } from '../../../src/components/shared/hs-table-view.js';
import { SHOT_TABLE } from '../../helpers/fixture-tools.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, text } from '../../helpers/dom.js';

describe('<hs-table-view>', () => {
  before(setUpAppDocument);

  it('renders a real table with headers and highlights the result, accessibly', async () => {
    const el = await fixture<HsTableView>(
      html`<hs-table-view
        .table=${SHOT_TABLE}
        .highlight=${{ row: 2, column: 0 }}
      ></hs-table-view>`,
    );
    await expect(el).to.be.accessible();
    const root = el.shadowRoot!;
    expect(text(root.querySelector('caption'))).to.contain('Shot table');
    expect(root.querySelectorAll('tbody th[scope="row"]').length).to.equal(3);
    expect(text(root.querySelector('td.hit'))).to.contain('rout');
    expect(root.querySelector('td.hit')!.getAttribute('aria-current')).to.equal('true');
  });

  it('highlights each side’s cell of an opposed roll, saying whose it is', async () => {
    const el = await fixture<HsTableView>(
      html`<hs-table-view
        .table=${SHOT_TABLE}
        .highlight=${[
          { row: 0, column: 0, label: 'Attacker' },
          { row: 2, column: 0, label: 'Defender' },
        ]}
      ></hs-table-view>`,
    );
    const hits = every(el.shadowRoot!, 'td.hit');
    expect(hits.length).to.equal(2);
    expect(text(hits[0])).to.contain('Attacker’s result');
    expect(text(hits[1])).to.contain('rout').and.contain('Defender’s result');
    expect(el.shadowRoot!.querySelectorAll('tr.hl-row').length).to.equal(2);
  });

  it('prints black on white without the highlight colour', async () => {
    const el = await fixture<HsTableView>(
      html`<hs-table-view
        .table=${SHOT_TABLE}
        .highlight=${{ row: 0, column: 0 }}
      ></hs-table-view>`,
    );
    await emulateMedia({ media: 'print' });
    try {
      expect(getComputedStyle(el.shadowRoot!.querySelector('table')!).backgroundColor).to.equal(
        'rgb(255, 255, 255)',
      );
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });
});
