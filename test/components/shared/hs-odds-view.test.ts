import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/components/shared/hs-odds-view.js';
import type { HsOddsView } from '../../../src/components/shared/hs-odds-view.js';
import { D6, diceDistribution, mapDistribution } from '../../../src/core/shared/index.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';

describe('<hs-odds-view>', () => {
  before(setUpAppDocument);

  it('shows every outcome with exact fraction and percentage', async () => {
    const odds = mapDistribution(diceDistribution(D6), (f) => (f >= 5 ? 'hit' : 'miss'));
    const el = await fixture<HsOddsView>(
      html`<hs-odds-view
        .odds=${odds}
        .outcomes=${[
          { key: 'hit', label: 'Hit' },
          { key: 'miss', label: 'Miss' },
        ]}
      ></hs-odds-view>`,
    );
    await expect(el).to.be.accessible();
    const rows = [...el.shadowRoot!.querySelectorAll('tbody tr')].map(text);
    expect(rows[0]).to.contain('Hit').and.contain('2/6').and.contain('33.3%');
    expect(rows[1]).to.contain('Miss').and.contain('4/6').and.contain('66.7%');
  });
});
