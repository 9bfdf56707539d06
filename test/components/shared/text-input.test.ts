import { expect, html } from '@open-wc/testing';
import { draw } from '../../helpers/draw.js';
import { textInput } from '../../../src/components/shared/text-input.js';
import { SCHEMA_LIMITS } from '../../../src/core/shared/schema-limits.js';

describe('textInput', () => {
  it('is a line of text limited to what a saved entry holds, reporting every keystroke', () => {
    const typed: string[] = [];
    const el = draw(
      html`${textInput({
        value: 'First',
        id: 'name-0',
        placeholder: 'e.g. Army of the Ohio',
        onText: (t) => {
          typed.push(t);
        },
      })}`,
    );
    const input = el.querySelector('input')!;
    expect(input.type).to.equal('text');
    expect(input.id).to.equal('name-0');
    expect(input.value).to.equal('First');
    expect(input.maxLength).to.equal(SCHEMA_LIMITS.text);
    expect(input.placeholder).to.equal('e.g. Army of the Ohio');
    expect(input.hasAttribute('aria-label')).to.equal(false);
    input.value = 'Second';
    input.dispatchEvent(new Event('input'));
    expect(typed).to.deep.equal(['Second']);
  });

  it('takes an accessible name and another limit', () => {
    const el = draw(
      html`${textInput({ value: '', label: 'Name of brigade 1', maxLength: 40, onText: () => undefined })}`,
    );
    const input = el.querySelector('input')!;
    expect(input.getAttribute('aria-label')).to.equal('Name of brigade 1');
    expect(input.maxLength).to.equal(40);
    expect(input.hasAttribute('id')).to.equal(false);
  });
});
