/**
 * A tracker panel folded to one line: a disclosure whose summary is the fold's heading and what
 * the panel holds now, opening by itself where the descriptor says the player is at. A panel whose
 * own heading is the fold's keeps that heading for screen readers only, so it is not shown twice.
 */
import { html, type TemplateResult } from 'lit';
import type { TrackerFold } from '../../../core/shared/tracker-fold.js';

export function foldPanel(
  f: TrackerFold,
  body: unknown,
  ownTitle: string | undefined,
): TemplateResult {
  return html`<details class="fold ${ownTitle === f.title ? 'one' : ''}" ?open=${f.open}>
    <summary>
      <span class="fold-title">${f.title}</span>
      ${f.summary ? html`<span class="fold-sum">${f.summary}</span>` : ''}
    </summary>
    <div class="fold-body">${body}</div>
  </details>`;
}

/**
 * Opens the fold holding `el`, if any, and returns what to scroll to: the fold itself (its inner
 * heading may be read by screen readers only), or `el`.
 */
export function openFoldOf(el: HTMLElement): HTMLElement {
  const fold = el.closest('details.fold');
  if (!(fold instanceof HTMLDetailsElement)) return el;
  fold.open = true;
  return fold;
}
