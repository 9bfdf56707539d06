import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { openDataRoller } from './open-data-roller.js';
import { openRoller } from './open-roller.js';

describe('US Civil War supply page', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('without the Attrition Table, gives the modified roll to read on the card', async () => {
    const el = await openRoller('supply', [
      ['season', 'winter'],
      ['dice', '4'],
    ]);
    await expect(el).to.be.accessible();
    expect(text(el.shadowRoot!.querySelector('.outcome'))).to.equal(
      'Attrition: read your Attrition Table',
    );
    expect(el.shadowRoot?.textContent ?? '').to.contain('Modified roll 7');
  });

  it('reads the SPs displaced on the Attrition Table the players entered', async () => {
    const el = await openDataRoller(
      'supply',
      'attrition-table',
      { columns: { '1': { sps: 0, from: 1, results: [0, 0, 1, 1, 2] } } },
      [
        ['sps', '3'],
        ['dice', '6'],
      ],
    );
    expect(text(el.shadowRoot!.querySelector('.outcome'))).to.equal('Attrition: SPs displaced');
    expect(el.shadowRoot?.textContent ?? '').to.contain('2 SPs go to the Displaced Box');
  });
});
