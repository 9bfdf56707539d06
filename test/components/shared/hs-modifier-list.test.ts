import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/components/shared/hs-modifier-list.js';
import type { HsModifierList } from '../../../src/components/shared/hs-modifier-list.js';
import { shotTool } from '../../helpers/fixture-tools.js';
import { setUpAppDocument } from '../../helpers/app-document.js';
import { every, text } from '../../helpers/dom.js';
import type { RollSide } from '../../../src/core/shared/tool.js';

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

  it('beside a compact choice shows only the chosen option’s modifier, and hides a hidden control’s', async () => {
    const side: RollSide = {
      id: 'defender',
      label: 'Defender',
      dice: { count: 1, sides: 6 },
      inputs: [
        {
          kind: 'choice',
          id: 'fort',
          label: 'Fortification',
          options: [
            { value: 'none', label: 'None' },
            { value: 'f1', label: 'F1 (+2)' },
            { value: 'f2', label: 'F2 (+4)' },
          ],
          default: 'none',
          compactModifiers: true,
        },
        { kind: 'flag', id: 'big', label: 'Large force' },
        {
          kind: 'count',
          id: 'sub',
          label: 'Second',
          min: 0,
          max: 3,
          default: 0,
          showWhen: { input: 'big' },
        },
      ],
      modifiers: [
        { id: 'f1', label: 'F1', value: 2, rule: '10.2', when: { input: 'fort', eq: 'f1' } },
        { id: 'f2', label: 'F2', value: 4, rule: '10.2', when: { input: 'fort', eq: 'f2' } },
        { id: 'sub', label: 'Second', value: 1, per: 'sub', rule: '11.3' },
      ],
    };
    const el = await fixture<HsModifierList>(
      html`<hs-modifier-list
        .side=${side}
        .inputs=${{ fort: 'f2', big: false }}
      ></hs-modifier-list>`,
    );
    await expect(el).to.be.accessible();
    const chips = every(el.shadowRoot!, '[data-modifier]');
    expect(chips.map((c) => c.getAttribute('data-modifier'))).to.deep.equal(['f2']);
    expect(el.shadowRoot!.querySelector('.other')).to.equal(null);
    el.inputs = { fort: 'none', big: true };
    await el.updateComplete;
    expect(
      every(el.shadowRoot!, '[data-modifier]').map((c) => c.getAttribute('data-modifier')),
    ).to.deep.equal(['sub']);
  });

  it('shows the number it uses: one typed out of range is brought within it', async () => {
    const el = await fixture<HsModifierList>(
      html`<hs-modifier-list .side=${shotTool.sides[0]!} .inputs=${{ sm: 3 }}></hs-modifier-list>`,
    );
    const field = el.shadowRoot!.querySelector<HTMLInputElement>('#i-sm')!;
    field.value = '99';
    field.dispatchEvent(new Event('change'));
    await el.updateComplete;
    // The parent keeps 3 (the most the field takes), so nothing else re-renders the list.
    expect(field.value).to.equal('3');
    field.value = '1.5';
    field.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(field.value).to.equal('3');
  });
});
