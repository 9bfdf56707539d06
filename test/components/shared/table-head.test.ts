import { expect, html } from '@open-wc/testing';
import { draw } from '../../helpers/draw.js';
import { tableHead } from '../../../src/components/shared/table-head.js';
import { every, text } from '../../helpers/dom.js';

describe('tableHead', () => {
  it('heads every column, figures set right and a hidden heading kept for screen readers', () => {
    const el = draw(
      html`<div>
        <table>
          ${tableHead(['Brigade', { text: 'Pts', num: true }, { text: 'Remove', hidden: true }])}
        </table>
      </div>`,
    );
    const ths = every(el, 'thead th[scope="col"]');
    expect(ths.map((th) => text(th))).to.deep.equal(['Brigade', 'Pts', 'Remove']);
    expect(ths[1]!.classList.contains('num')).to.equal(true);
    expect(ths[2]!.querySelector('.visually-hidden')).to.not.equal(null);
  });
});
