// Code that runs inside the app's pages (installed with page.addInitScript): finding shown
// elements through every shadow root, where they are, and whether a tap at their centre reaches
// them. The functions are sent to the page as text, so each is whole by itself.

/** What a test looks for: a selector, a text the element's text starts with, or both. */
export interface Target {
  selector?: string;
  text?: string;
}

/** An element's box in CSS px from the viewport's top-left, and whether it lies wholly inside. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  inView: boolean;
}

declare global {
  var hsDeep: (selector: string, root?: Document | Element | ShadowRoot) => Element[];
  var hsButton: (label: string) => HTMLButtonElement | undefined;
  interface Window {
    __find: {
      all: () => Element[];
      find: (target: Target) => Element | null;
      box: (target: Target) => Box | null;
      reach: (target: Target) => boolean;
    };
  }
}

/** Installs `window.__find` in the page (pass this function to page.addInitScript). */
export function installFinder(): void {
  function all(root: Document | ShadowRoot = document, out: Element[] = []): Element[] {
    for (const el of root.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) all(el.shadowRoot, out);
    }
    return out;
  }
  function shown(el: Element): boolean {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true });
  }
  const text = (el: Element): string => el.textContent.trim();
  /** The first shown element matching `selector`, or whose text starts with `text`. */
  function find(t: Target): Element | null {
    return (
      all().find(
        (el) =>
          (t.selector ? el.matches(t.selector) : text(el).startsWith(t.text ?? '')) &&
          (!t.text || !t.selector || text(el).startsWith(t.text)) &&
          shown(el),
      ) ?? null
    );
  }
  function box(t: Target): Box | null {
    const el = find(t);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return {
      left: Math.round(r.left),
      top: Math.round(r.top),
      right: Math.round(r.right),
      bottom: Math.round(r.bottom),
      inView:
        r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth,
    };
  }
  /** Scrolls the target to the middle of the screen; true when a tap there reaches it. */
  function reach(t: Target): boolean {
    const el = find(t);
    if (!el) return false;
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    const x = (r.left + r.right) / 2;
    const y = (r.top + r.bottom) / 2;
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit === el || (hit !== null && el.contains(hit));
  }
  window.__find = { all: () => all(), find, box, reach };
}

/**
 * Installs `hsDeep` (every element matching a selector, through shadow roots) and `hsButton` (the
 * first button whose accessible label, else its text, starts with `label`) in the page; pass
 * this function to page.addInitScript or page.evaluate.
 */
export function installDeep(): void {
  globalThis.hsDeep = (selector, from = document) => {
    const out: Element[] = [];
    const walk = (node: Document | Element | ShadowRoot) => {
      for (const el of node.querySelectorAll('*')) {
        if (el.matches(selector)) out.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(from);
    return out;
  };
  globalThis.hsButton = (label) =>
    globalThis
      .hsDeep('button')
      .find((b): b is HTMLButtonElement =>
        (b.getAttribute('aria-label') ?? b.textContent.trim()).startsWith(label),
      );
}
