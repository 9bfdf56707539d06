/**
 * The changes so far, newest first, each with a button that undoes back to before it; the latest
 * few unless the player asks for all.
 */
import { html, nothing } from 'lit';
import type { HistoryEntry } from '../../../core/shared/tracker.js';
import type { PanelContext } from './panel-context.js';

/** Changes listed before "Show all". */
export const HISTORY_SHOWN = 12;

/** What an undo button of the history says. */
export const undoLabel = (steps: number) =>
  steps === 1 ? 'Undo' : `Undo back to here (${steps} changes)`;

export function historyList(p: PanelContext, entries: readonly HistoryEntry[], empty: string) {
  const all = p.get<boolean>('history-all', false);
  const shown = all ? entries : entries.slice(0, HISTORY_SHOWN);
  return html`<section class="block history" aria-labelledby="history-h">
    <h2 id="history-h">Changes so far</h2>
    ${
      entries.length === 0
        ? html`<p>${empty}</p>`
        : html`<ol reversed start=${entries.length}>
              ${shown.map(
                (e) =>
                  html`<li>
                    <span class="changes"
                      >${e.when ? html`<span class="when">${e.when}</span> ` : nothing}${e.text}</span
                    >
                    <button
                      type="button"
                      class="small"
                      aria-label=${`${undoLabel(e.undoSteps)}: back to before change ${e.index}, ${e.text}`}
                      @click=${() => {
                        p.undo(e.undoSteps);
                      }}
                    >
                      ${undoLabel(e.undoSteps)}
                    </button>
                  </li>`,
              )}
            </ol>
            ${
              entries.length > HISTORY_SHOWN
                ? html`<button
                    type="button"
                    @click=${() => {
                      p.set('history-all', !all);
                    }}
                  >
                    ${all ? 'Show the latest only' : `Show all ${entries.length}`}
                  </button>`
                : nothing
            }`
    }
  </section>`;
}
