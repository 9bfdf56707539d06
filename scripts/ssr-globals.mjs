// The server DOM of the prerender pass (docs/decisions/0007): Lit's DOM shim, plus the little the
// app's own code needs on the server: elements to create, fill and append, and no-op window
// events. Imported before any app module, so module-level code finds them.
/* global HTMLElement, customElements -- installed by Lit's DOM shim */
import '@lit-labs/ssr/lib/install-global-dom-shim.js';

export const ORIGIN = 'http://prerender.invalid/';

// The little DOM the tools' own code needs on the server: elements to create, fill and append.
export class PlainElement extends HTMLElement {
  constructor(tag) {
    super();
    this.tag = tag;
  }
}
/** The server's elements keep what the tools' code appends to them (read by scripts/ssr-entry.mjs). */
const proto = /** @type {HTMLElement & { __children?: Node[] }} */ (HTMLElement.prototype);
Object.defineProperty(proto, 'dataset', {
  configurable: true,
  get() {
    return (this.__dataset ??= {});
  },
});
proto.append = function (...nodes) {
  (this.__children ??= []).push(...nodes);
};
proto.replaceWith = function () {};
document.createElement = (tag) => {
  const Ctor = customElements.get(tag);
  return Ctor ? new Ctor() : new PlainElement(tag);
};
document.querySelector = () => null;
Object.defineProperty(document, 'baseURI', { value: ORIGIN });

globalThis.addEventListener = () => {};
globalThis.removeEventListener = () => {};
// CSS.escape for the label sheet's size rules (keys are plain words; this escapes the rest).
globalThis.CSS ??= /** @type {typeof CSS} */ (
  /** @type {unknown} */ ({
    escape: (/** @type {string} */ s) => String(s).replace(/[^\w-]/g, (c) => `\\${c}`),
  })
);
