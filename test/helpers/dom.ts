/** The text of an element with its white space collapsed, as a reader sees it ('' for none). */
export const text = (el: Element | null | undefined): string =>
  el?.textContent.replace(/\s+/g, ' ').trim() ?? '';

/** The text of the document's adopted page rules (paper size, running header and footer). */
export function pageRules(): string {
  return document.adoptedStyleSheets
    .flatMap((s) => [...s.cssRules])
    .filter((r) => r instanceof CSSPageRule)
    .map((r) => r.cssText)
    .join('\n');
}

/**
 * The elements `selector` matches under `root`, failing the test when there are none: a check
 * over every match must never pass because nothing matched.
 */
export function every<E extends Element = Element>(root: ParentNode, selector: string): E[] {
  const found = [...root.querySelectorAll<E>(selector)];
  if (found.length === 0)
    throw new Error(`Nothing matches “${selector}”: the check would be empty.`);
  return found;
}
