import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { openRoller as open } from './open-roller.js';

describe('US Civil War reaction page', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('Forrest’s interception from a link: +4 with cavalry, 4 and 3 make 11 and succeed', async () => {
    const el = await open('reaction', [
      ['defense', '2'],
      ['cavalry', '1'],
      ['dice', '4.3'],
    ]);
    await expect(el).to.be.accessible();
    const shown = el.shadowRoot!;
    expect(text(shown.querySelector('.outcome'))).to.equal('The reaction succeeds');
    expect(text(shown.querySelector('.breakdown .total'))).to.equal('11');
    expect(text(shown.querySelector('.totals'))).to.contain('+4');
  });

  it('refuses an interception with no General and says why', async () => {
    const el = await open('reaction', [['general', '0']]);
    const notice = text(el.shadowRoot!.querySelector('.notice[role="alert"]'));
    expect(notice).to.contain('a reaction needs a General');
  });
});
