import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/components/shared/hs-modifier-list.js';
import type { HsModifierList } from '../../../src/components/shared/hs-modifier-list.js';
import { shotTool } from '../../helpers/fixture-tools.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, text } from '../../helpers/dom.js';

describe('<hs-modifier-list>', () => {
  before(setUpAppDocument);

  it('lists every modifier with value and rule, marks those that apply, and totals them', async () => {
    const side = shotTool.sides[0]!;
    const el = await fixture<HsModifierList>(
      html`<hs-modifier-list
        .side=${side}
        .inputs=${{ sm: 2, cover: true, close: false, interrupt: false }}
      ></hs-modifier-list>`,
    );
    await expect(el).to.be.accessible();
    const rows = every(el.shadowRoot!, '[data-modifier]');
    expect(rows.length).to.equal(3);
    expect(rows.map((r) => r.className)).to.deep.equal(['on', 'on', 'off']);
    expect(text(rows[0])).to.contain('+2').and.contain('T1.1');
    expect(text(el.shadowRoot!.querySelector('.total output'))).to.equal('+1');
  });

  it('shows each modifier beside the control that sets it, its rule once', async () => {
    const el = await fixture<HsModifierList>(
      html`<hs-modifier-list .side=${shotTool.sides[0]!} .inputs=${{ sm: 0 }}></hs-modifier-list>`,
    );
    const controls = every(el.shadowRoot!, '.control');
    expect(controls.length).to.equal(4);
    const strength = controls[0]!;
    expect(strength.querySelector('[data-modifier="sm"]')).to.not.equal(null);
    expect(text(strength.querySelector('[data-modifier="sm"]'))).to.contain('+1 each');
    expect(text(strength).split('T1.1').length - 1).to.equal(1);
    expect(controls[3]!.querySelector('[data-modifier]')).to.equal(null);
    expect(text(controls[3])).to.contain('T1.4');
  });

  it('shows no modifier table for a side without modifiers, only its controls', async () => {
    const side = { ...shotTool.sides[0]!, modifiers: [] };
    const el = await fixture<HsModifierList>(
      html`<hs-modifier-list .side=${side} .inputs=${{ sm: 0 }}></hs-modifier-list>`,
    );
    await expect(el).to.be.accessible();
    expect(el.shadowRoot!.querySelector('table')).to.equal(null);
    expect(el.shadowRoot!.querySelector('legend')?.textContent).to.equal(side.label);
    expect(el.shadowRoot!.querySelectorAll('.control').length).to.equal(side.inputs.length);
  });

  it('fires hs-inputs-change from the keyboard-usable stepper', async () => {
    const el = await fixture<HsModifierList>(
      html`<hs-modifier-list .side=${shotTool.sides[0]!} .inputs=${{ sm: 0 }}></hs-modifier-list>`,
    );
    const plus = el.shadowRoot!.querySelector<HTMLButtonElement>(
      'button[aria-label="Increase Strength"]',
    )!;
    setTimeout(() => {
      plus.click();
    });
    const ev = await oneEvent<
      CustomEvent<{
        inputs: Record<string, unknown>;
      }>
    >(el, 'hs-inputs-change');
    expect(ev.detail.inputs['sm']).to.equal(1);
  });
});
