import { html, nothing, render } from 'lit';
import type { RollRecord } from '../../core/shared/roll-record-schema.js';
import { modifiersText } from '../../core/shared/roll-log-format.js';

/** What one roll shows in the log: when, where its dice came from, its outcome and breakdown. */
function entryContent(r: RollRecord) {
  return html`<span class="when">${new Date(r.at).toLocaleString()}</span>
    ${r.source === 'entered' ? html`<span class="rule">dice entered</span>` : nothing}
    ${r.source === 'shared' ? html`<span class="rule">rolled elsewhere</span>` : nothing}
    <div class="outcome">${r.outcome}</div>
    <div class="detail">
      Dice
      ${r.result.natural.join(' + ')}${r.result.modifiers.length ? html`; ${modifiersText(r)}` : nothing};
      total
      ${r.result.total}${r.result.clamped !== r.result.total ? ` (read as ${r.result.clamped})` : ''}
      ${r.seed ? html`<br />seed ${r.seed}` : nothing}
    </div>`;
}

/**
 * One roll's list item, rendered once. The log keeps these elements and only adds or removes
 * them, so a new roll costs one item however long the log is: the entries already shown are
 * never read, checked or rendered again.
 */
export function rollLogEntry(r: RollRecord): HTMLLIElement {
  const li = document.createElement('li');
  li.dataset['id'] = r.id;
  render(entryContent(r), li);
  return li;
}
