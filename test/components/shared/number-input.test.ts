import { expect, html } from '@open-wc/testing';
import { draw } from '../../helpers/draw.js';
import { numberInput } from '../../../src/components/shared/number-input.js';

describe('numberInput', () => {
  it('is a whole-number field with the number pad, reporting each keystroke', () => {
    const typed: string[] = [];
    const input = draw(
      numberInput({ value: '3', label: 'PP', onText: (t) => typed.push(t) }),
    ).querySelector('input')!;
    expect(input.type).to.equal('number');
    expect(input.inputMode).to.equal('numeric');
    expect(input.getAttribute('min')).to.equal('0');
    expect(input.hasAttribute('max')).to.equal(false);
    expect(input.step).to.equal('1');
    expect(input.getAttribute('aria-label')).to.equal('PP');
    expect(input.value).to.equal('3');
    input.value = '5';
    input.dispatchEvent(new Event('input'));
    input.dispatchEvent(new Event('change'));
    expect(typed).to.deep.equal(['5']);
  });

  it('can report on change only, with its range and a refusal described elsewhere', () => {
    const typed: string[] = [];
    const el = draw(
      html`<div>
        ${numberInput({
          value: '',
          min: 2,
          max: 9,
          report: 'change',
          invalid: { is: true, describedBy: 'why' },
          onText: (t) => typed.push(t),
        })}
      </div>`,
    );
    const input = el.querySelector('input')!;
    expect(input.getAttribute('min')).to.equal('2');
    expect(input.getAttribute('max')).to.equal('9');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal('why');
    input.value = '4';
    input.dispatchEvent(new Event('input'));
    expect(typed).to.deep.equal([]);
    input.dispatchEvent(new Event('change'));
    expect(typed).to.deep.equal(['4']);
  });
});
