/**
 * Gives each empty prerendered text binding a text node to write into (docs/decisions/0007).
 *
 * Lit SSR writes an empty string binding (`<p role="status">${''}</p>`) as two markers with
 * nothing between them: HTML has no empty text node. Once hydrated, Lit updates a text binding
 * by writing into the node after its start marker, which would then be the end marker: the
 * message would go into a comment and never show. Run before hydration, this puts an empty text
 * node between every pair of markers with nothing between them, as a client render would have.
 */
export function fillEmptyTextParts(root: Document | ShadowRoot): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const empty: Comment[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const next = n.nextSibling;
    if ((n as Comment).data === 'lit-part' && next instanceof Comment && next.data === '/lit-part')
      empty.push(n as Comment);
  }
  for (const start of empty) start.after(document.createTextNode(''));
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) fillEmptyTextParts(el.shadowRoot);
}
