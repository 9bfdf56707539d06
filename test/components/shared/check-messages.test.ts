import { expect, html } from '@open-wc/testing';
import { draw } from '../../helpers/draw.js';
import { checkMessages } from '../../../src/components/shared/check-messages.js';
import { every, text } from '../../helpers/dom.js';

const MESSAGES = [
  { level: 'note', text: 'PP left over are lost.', rule: 'ruling A3' },
  { level: 'error', text: 'Too many on the clock.', rule: 'ruling A4' },
];

describe('checkMessages', () => {
  it('gives the verdict, then every message with its rule, errors first and notes marked', () => {
    const el = draw(
      html`<div>${checkMessages(MESSAGES, { valid: false, ok: 'Fine.', bad: '1 to fix:' })}</div>`,
    );
    expect(text(el.querySelector('.verdict.bad'))).to.equal('1 to fix:');
    const items = every(el, '.messages li').map((li) => text(li));
    expect(items).to.deep.equal([
      'Too many on the clock. ruling A4',
      'Note: PP left over are lost. ruling A3',
    ]);
    expect(el.querySelector('li.error')).to.not.equal(null);
    expect(el.querySelector('.messages')!.hasAttribute('aria-live')).to.equal(false);
  });

  it('says all is well with no list when there is nothing, and can announce changes', () => {
    const el = draw(
      html`<div>${checkMessages([], { valid: true, ok: 'Fine.', bad: 'x', live: true })}</div>`,
    );
    expect(text(el.querySelector('.verdict.ok'))).to.equal('Fine.');
    expect(el.querySelector('.messages ul')).to.equal(null);
    expect(el.querySelector('.messages')!.getAttribute('aria-live')).to.equal('polite');
  });

  it('shows text and rules through the given format', () => {
    const el = draw(
      html`<div>
        ${checkMessages(MESSAGES.slice(1), {
          valid: false,
          ok: '',
          bad: 'x',
          format: (t) => html`<em>${t}</em>`,
        })}
      </div>`,
    );
    expect(every(el, '.messages li em').map((e) => text(e))).to.deep.equal([
      'Too many on the clock.',
      'ruling A4',
    ]);
  });
});
