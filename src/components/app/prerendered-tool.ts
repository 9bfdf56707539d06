/**
 * The hand-over between a tool's prerendered HTML and its live elements (docs/decisions/0007).
 *
 * The build renders each tool page's tool into the HTML, numbering every element the tool's code
 * created, in creation order, with `data-hs-adopt`. In the browser the tool's code runs as
 * usual, but each element it asks for comes from the prerendered page when one of the same tag
 * has the same number: its properties are set, then its `defer-hydration` is lifted, so Lit
 * hydrates the DOM already there instead of drawing it a second time.
 */
import { onServer } from '../shared/on-server.js';

/** Attribute carrying a prerendered tool element's creation number. */
export const ADOPT_ATTR = 'data-hs-adopt';

let pool: Element[] = [];
let adopted: Element[] = [];
let created = 0;
const serverCreated: Element[] = [];

/** On the client: the prerendered tool whose root is `root` is offered to the next tool built. */
export function offerPrerendered(root: Element): void {
  pool = [root, ...root.querySelectorAll(`[${ADOPT_ATTR}]`)];
  adopted = [];
  created = 0;
}

/**
 * Creates an element of a tool (what `document.createElement` did): the prerendered one with
 * the same creation number and tag when there is one, so its DOM is kept and hydrated.
 */
export function createToolElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
): HTMLElementTagNameMap[K];
export function createToolElement(tag: string): HTMLElement;
export function createToolElement(tag: string): HTMLElement {
  const index = String(created++);
  if (onServer()) {
    const el = document.createElement(tag);
    el.setAttribute(ADOPT_ATTR, index);
    serverCreated.push(el);
    return el;
  }
  const found = pool.find((e) => e.localName === tag && e.getAttribute(ADOPT_ATTR) === index);
  if (!found) return document.createElement(tag);
  adopted.push(found);
  return found as HTMLElement;
}

/**
 * Ends the hand-over: every adopted element (parents first) loses its number and its
 * `defer-hydration`, which starts its hydration with the properties the tool's code has set.
 */
export function hydrateAdopted(): void {
  const done = adopted;
  pool = [];
  adopted = [];
  for (const el of done) {
    el.removeAttribute(ADOPT_ATTR);
    el.removeAttribute('defer-hydration');
  }
}

/** At build time: starts recording the elements a tool creates (one tool per page). */
export function startServerTool(): Element[] {
  serverCreated.length = 0;
  created = 0;
  return serverCreated;
}

/** At build time: what the tool page renders in place of the tool (set by the prerender pass). */
export const serverTool: { body: unknown } = { body: undefined };
