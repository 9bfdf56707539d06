/**
 * Input before hydration: controls the player changed in an element's drawn shadow root before it
 * hydrated get the player's value back, with the events the browser would have sent, once the
 * element's first update is done; controls left as drawn are not touched.
 */
import { expect } from '@open-wc/testing';
import { keepEarlyInput } from '../../src/platform/early-input.js';

/** An element drawn as the build draws one: a shadow root with a form, no handlers yet. */
function drawn(html: string): HTMLElement & { updateComplete: Promise<boolean> } {
  const el = document.createElement('div') as unknown as HTMLElement & {
    updateComplete: Promise<boolean>;
  };
  el.attachShadow({ mode: 'open' }).innerHTML = html;
  el.updateComplete = Promise.resolve(true);
  document.body.append(el);
  return el;
}

/** What hydration does: sets each control back to the state it was drawn with, then listens. */
function hydrate(el: HTMLElement, heard: string[]): void {
  const root = el.shadowRoot as ShadowRoot;
  for (const c of root.querySelectorAll('input')) {
    if (c.type === 'checkbox' || c.type === 'radio') c.checked = c.defaultChecked;
    else c.value = c.defaultValue;
  }
  for (const s of root.querySelectorAll('select'))
    for (const o of s.options) o.selected = o.defaultSelected;
  root.addEventListener('change', (e) => {
    const t = e.target as HTMLInputElement;
    heard.push(
      `${t.name}=${t.type === 'checkbox' || t.type === 'radio' ? String(t.checked) : t.value}`,
    );
  });
}

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('input before hydration', () => {
  it('gives back a ticked box, a picked radio, a typed number and a picked option', async () => {
    const el = drawn(`
      <input type="checkbox" name="fatigued">
      <input type="checkbox" name="shaken" checked>
      <input type="radio" name="side" value="usa" checked><input type="radio" name="side" value="csa">
      <input type="number" name="sp" value="3">
      <select name="scenario"><option value="a">A</option><option value="b">B</option></select>`);
    const root = el.shadowRoot as ShadowRoot;
    const q = (s: string): HTMLInputElement => root.querySelector(s) as HTMLInputElement;
    q('[name=fatigued]').checked = true;
    q('[name=shaken]').checked = false;
    q('[value=csa]').checked = true;
    q('[name=sp]').value = '5';
    (root.querySelector('select') as HTMLSelectElement).value = 'b';
    const heard: string[] = [];
    const giveBack = keepEarlyInput(el);
    hydrate(el, heard);
    expect(q('[name=fatigued]').checked, 'hydration sets it back').to.equal(false);
    giveBack();
    await settle();
    expect(heard).to.deep.equal([
      'fatigued=true',
      'shaken=false',
      'side=true',
      'sp=5',
      'scenario=b',
    ]);
    expect(q('[name=fatigued]').checked).to.equal(true);
    expect(q('[name=shaken]').checked).to.equal(false);
    expect(q('[value=csa]').checked).to.equal(true);
    expect(q('[value=usa]').checked).to.equal(false);
    expect(q('[name=sp]').value).to.equal('5');
    expect((root.querySelector('select') as HTMLSelectElement).value).to.equal('b');
    el.remove();
  });

  it('leaves a form the player did not touch alone, and says nothing', async () => {
    const el = drawn(`<input type="checkbox" name="a"><input type="text" name="t" value="x">
      <select name="s"><option>A</option><option>B</option></select>`);
    const heard: string[] = [];
    const giveBack = keepEarlyInput(el);
    hydrate(el, heard);
    giveBack();
    await settle();
    expect(heard).to.deep.equal([]);
    el.remove();
  });

  it('does not set a control the first update took away or disabled', async () => {
    const el = drawn(`<input type="checkbox" name="gone"><input type="checkbox" name="off">`);
    const root = el.shadowRoot as ShadowRoot;
    const gone = root.querySelector('[name=gone]') as HTMLInputElement;
    const off = root.querySelector('[name=off]') as HTMLInputElement;
    gone.checked = true;
    off.checked = true;
    const heard: string[] = [];
    const giveBack = keepEarlyInput(el);
    hydrate(el, heard);
    gone.remove();
    off.disabled = true;
    giveBack();
    await settle();
    expect(heard).to.deep.equal([]);
    expect(off.checked).to.equal(false);
    el.remove();
  });
});
