import { expect, html } from '@open-wc/testing';
import { draw } from '../../helpers/draw.js';
import { saveSection } from '../../../src/components/shared/save-section.js';
import { every, text } from '../../helpers/dom.js';

const TEXT = {
  title: 'Keep it',
  save: 'Save roster',
  copy: 'Save a copy',
  print: 'Print it',
  note: 'Kept on this device.',
};

describe('saveSection', () => {
  it('saves, saves a copy, announces the status, and shows the data panel under its note', () => {
    const saves: boolean[] = [];
    const el = draw(
      saveSection({
        id: 'keep-h',
        text: TEXT,
        status: 'Saved “A”.',
        panel: html`<div class="panel">Export</div>`,
        save: (copy) => {
          saves.push(copy);
        },
      }),
    );
    const section = el.querySelector('section')!;
    expect(section.getAttribute('aria-labelledby')).to.equal('keep-h');
    expect(text(el.querySelector('#keep-h'))).to.equal('Keep it');
    const bs = every<HTMLButtonElement>(el, 'button');
    expect(bs.map((b) => text(b))).to.deep.equal(['Save roster', 'Save a copy', 'Print it']);
    expect(bs[0]!.classList.contains('primary')).to.equal(true);
    bs[0]!.click();
    bs[1]!.click();
    expect(saves).to.deep.equal([false, true]);
    expect(text(el.querySelector('[role="status"]'))).to.equal('Saved “A”.');
    expect(text(el.querySelector('p.muted'))).to.equal('Kept on this device.');
    expect(text(el.querySelector('.panel'))).to.equal('Export');
  });
});
