import { expect, html } from '@open-wc/testing';
import { draw } from '../../helpers/draw.js';
import { every, text } from '../../helpers/dom.js';
import {
  segmentedField,
  selectField,
  selectOptions,
} from '../../../src/components/shared/choice-fields.js';

const OPTIONS = [
  { value: 'a4', label: 'A4' },
  { value: 'letter', label: 'Letter' },
] as const;

describe('choice fields', () => {
  it('selectOptions marks only the chosen option selected', () => {
    const el = draw(
      html`<select>
        ${selectOptions(OPTIONS, 'letter')}
      </select>`,
    );
    const options = every<HTMLOptionElement>(el, 'option');
    expect(options.map((o) => [o.value, text(o), o.hasAttribute('selected')])).to.deep.equal([
      ['a4', 'A4', false],
      ['letter', 'Letter', true],
    ]);
  });

  it('selectField is a labelled select with its id, reporting the pick', () => {
    const picked: string[] = [];
    const el = draw(
      selectField({
        id: 'paper',
        label: 'Paper',
        options: OPTIONS,
        chosen: 'a4',
        pick: (v) => picked.push(v),
      }),
    );
    const label = el.querySelector('label.field')!;
    expect(text(label)).to.contain('Paper');
    const select = label.querySelector('select')!;
    expect(select.id).to.equal('paper');
    expect(select.value).to.equal('a4');
    select.value = 'letter';
    select.dispatchEvent(new Event('change'));
    expect(picked).to.deep.equal(['letter']);
  });

  it('selectField leaves the id out when none is given', () => {
    const el = draw(
      selectField({ label: 'Paper', options: OPTIONS, chosen: 'a4', pick: () => {} }),
    );
    expect(el.querySelector('select')!.hasAttribute('id')).to.equal(false);
  });

  it('segmentedField is a fieldset of named radios, the chosen one checked', () => {
    const picked: string[] = [];
    const el = draw(
      segmentedField({
        name: 'paper',
        label: 'Paper',
        options: OPTIONS,
        chosen: 'a4',
        pick: (v) => picked.push(v),
      }),
    );
    const fieldset = el.querySelector('fieldset.segmented')!;
    expect(text(fieldset.querySelector('legend'))).to.equal('Paper');
    const radios = every<HTMLInputElement>(fieldset, 'input[type="radio"]');
    expect(radios.map((r) => [r.name, r.value, r.checked])).to.deep.equal([
      ['paper', 'a4', true],
      ['paper', 'letter', false],
    ]);
    expect(every(fieldset, 'label span').map((s) => text(s))).to.deep.equal(['A4', 'Letter']);
    radios[1]!.dispatchEvent(new Event('change'));
    expect(picked).to.deep.equal(['letter']);
  });
});
