/**
 * The hand-over from a prerendered tool to its live elements: the tool's code gets back the
 * drawn elements by creation number and tag, their numbers and `defer-hydration` are lifted
 * once it is done, and anything it asks for beyond them (or of another tag) is new.
 */
import { expect } from '@open-wc/testing';
import {
  ADOPT_ATTR,
  createToolElement,
  hydrateAdopted,
  offerPrerendered,
} from '../../../src/components/app/prerendered-tool.js';

/** A prerendered tree as the build writes it: a wrapper, a picker and a roller, numbered. */
function drawn(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = `<div ${ADOPT_ATTR}="0"><x-picker ${ADOPT_ATTR}="1" defer-hydration></x-picker><x-roller ${ADOPT_ATTR}="2" defer-hydration></x-roller></div>`;
  return host.firstElementChild as HTMLElement;
}

describe('prerendered tool hand-over', () => {
  it('gives back each drawn element by creation number and tag, then lets it hydrate', () => {
    const root = drawn();
    offerPrerendered(root);
    const wrap = createToolElement('div');
    const picker = createToolElement('x-picker');
    const roller = createToolElement('x-roller');
    expect(wrap).to.equal(root);
    expect(picker).to.equal(root.children[0]);
    expect(roller).to.equal(root.children[1]);
    expect(roller.hasAttribute('defer-hydration')).to.equal(true);
    hydrateAdopted();
    for (const el of [wrap, picker, roller]) {
      expect(el.hasAttribute(ADOPT_ATTR)).to.equal(false);
      expect(el.hasAttribute('defer-hydration')).to.equal(false);
    }
  });

  it('makes a new element when the tag differs, and after the hand-over', () => {
    const root = drawn();
    offerPrerendered(root);
    const other = createToolElement('section');
    expect(other).not.to.equal(root);
    expect(other.localName).to.equal('section');
    hydrateAdopted();
    const later = createToolElement('div');
    expect(later).not.to.equal(root);
    expect(root.hasAttribute(ADOPT_ATTR)).to.equal(true);
  });
});
