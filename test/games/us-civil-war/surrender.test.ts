import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { openDataRoller } from './open-data-roller.js';
import { openRoller } from './open-roller.js';

describe('US Civil War surrender page', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('the Vicksburg example from a link: 4 + 3 = 7 gives 1 Surrender Point', async () => {
    const el = await openRoller('surrender', [
      ['defense', '1'],
      ['hex', 'fort'],
      ['dice', '4'],
    ]);
    await expect(el).to.be.accessible();
    const shown = el.shadowRoot!;
    expect(text(shown.querySelector('.outcome'))).to.equal('Surrender Points, holds out');
    expect(text(shown.querySelector('.breakdown .total'))).to.equal('7');
    expect(shown.textContent).to.contain('1 Surrender Point: the group has 1');
  });

  it('reads a row the rulebook lost on the Surrender Table the players entered', async () => {
    const el = await openDataRoller(
      'surrender',
      'surrender-table',
      { column: { from: 1, results: [3, 3, 2, 2, 1, 1, 1, 0] } },
      [['dice', '5']],
    );
    expect(text(el.shadowRoot!.querySelector('.outcome'))).to.equal('Surrender Points, holds out');
  });
});
