import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/games/price-of-freedom/hs-pof-battle-losses.js';
import type { HsPofBattleLosses } from '../../../src/games/price-of-freedom/hs-pof-battle-losses.js';
import { BATTLE_EXAMPLE, battleOdds } from '../../../src/core/games/price-of-freedom/index.js';
import { setUpAppDocument } from '../../helpers/app-document.js';

describe('<hs-pof-battle-losses>', () => {
  before(setUpAppDocument);

  it('shows each side’s exact loss odds for the Knoxville battle inputs, summing to 36/36', async () => {
    const el = await fixture<HsPofBattleLosses>(
      html`<hs-pof-battle-losses .inputs=${BATTLE_EXAMPLE.inputs}></hs-pof-battle-losses>`,
    );
    await expect(el).to.be.accessible();
    const odds = battleOdds(BATTLE_EXAMPLE.inputs);
    const rows = [...el.shadowRoot!.querySelectorAll('tbody tr')];
    expect(rows.length).to.equal(2);
    for (const [i, dist] of [odds.attackerLosses, odds.defenderLosses].entries()) {
      const shown = [...rows[i]!.querySelectorAll('td .rule')].map((s) =>
        Number(s.textContent.split('/')[0]),
      );
      expect(shown.reduce((a, b) => a + b, 0)).to.equal(36);
      expect(shown).to.deep.equal(
        [0, 1, 2, 3]
          .slice(0, [4, 2][i]! + 1)
          .map((n) => dist.outcomes.find((o) => o.key === n)?.weight ?? 0),
      );
    }
    // The Confederates engaged 2 corps: they cannot lose 3.
    const csa = [...rows[1]!.querySelectorAll('td')].map((td) => td.textContent.trim());
    expect(csa[3]).to.equal('—: not possible');
  });

  it('§17.4.3 shows no column past the corps either side engaged', async () => {
    const el = await fixture<HsPofBattleLosses>(
      html`<hs-pof-battle-losses .inputs=${{ a_corps: 1, d_corps: 1 }}></hs-pof-battle-losses>`,
    );
    const heads = [...el.shadowRoot!.querySelectorAll('thead th')].map((t) => t.textContent.trim());
    expect(heads).to.deep.equal(['Corps lost', '0', '1']);
  });

  it('§17.2.4 shows no odds for a battle the rules do not allow (3 corps under a field commander)', async () => {
    const el = await fixture<HsPofBattleLosses>(
      html`<hs-pof-battle-losses .inputs=${{ a_corps: 3 }}></hs-pof-battle-losses>`,
    );
    expect(el.shadowRoot!.querySelector('table')).to.equal(null);
    expect(el.shadowRoot!.textContent).to.contain('not allowed');
  });
});
