import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { text } from '../../helpers/dom.js';
import { openRoller as open } from './open-roller.js';

describe('US Civil War initiative page', () => {
  before(async () => {
    await setUpAppDocument();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('the initiative example from its link: the Union first with 2 Action Points', async () => {
    const el = await open('initiative', [['dice', '5,3']]);
    await expect(el).to.be.accessible();
    const shown = el.shadowRoot!;
    expect(text(shown.querySelector('.outcome'))).to.equal('2 Action Points');
    expect(text(shown.querySelector('.effects'))).to.contain('Union player rolled higher');
    expect(shown.querySelectorAll('hs-modifier-list').length).to.equal(2);
  });
});
