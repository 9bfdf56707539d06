import { expect, html } from '@open-wc/testing';
import { draw } from '../../helpers/draw.js';
import { button, buttonsFor } from '../../../src/components/shared/buttons.js';
import { every, text } from '../../helpers/dom.js';

describe('buttons', () => {
  it('draws a button of type button with its words, class and screen reader’s name', () => {
    let pressed = 0;
    const el = draw(
      html`${button({
        label: 'Open',
        class: 'primary',
        aria: 'Open the army',
        click: () => {
          pressed++;
        },
      })}`,
    );
    const [b] = every<HTMLButtonElement>(el, 'button');
    expect(b!.type).to.equal('button');
    expect(text(b)).to.equal('Open');
    expect(b!.className).to.equal('primary');
    expect(b!.getAttribute('aria-label')).to.equal('Open the army');
    b!.click();
    expect(pressed).to.equal(1);
  });

  it('leaves out a class and a name it is not given', () => {
    const el = draw(html`${button({ label: 'Keep', click: () => undefined })}`);
    const [b] = every<HTMLButtonElement>(el, 'button');
    expect(b!.hasAttribute('class')).to.equal(false);
    expect(b!.hasAttribute('aria-label')).to.equal(false);
  });

  it('draws one button per value, each pressing with its own value', () => {
    const taken: number[] = [];
    const el = draw(
      html`<div>
        ${buttonsFor([1, 2, 3], (n) => ({
          label: html`${n}<span class="visually-hidden">: take off</span>`,
          click: () => {
            taken.push(n);
          },
        }))}
      </div>`,
    );
    const bs = every<HTMLButtonElement>(el, 'button');
    expect(bs.map((b) => text(b))).to.deep.equal(['1: take off', '2: take off', '3: take off']);
    bs[2]!.click();
    bs[0]!.click();
    expect(taken).to.deep.equal([3, 1]);
  });
});
