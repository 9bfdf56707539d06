/**
 * The tracker's turn bar: the turn of the last, the facts of the moment, the turn's controls,
 * and undo (and print, for a tracker that prints); then what ends the game, said loudly.
 */
import { html, nothing } from 'lit';
import type { TrackerBar } from '../../../core/shared/tracker.js';
import { withRulingLinks } from '../../shared/ruling-links.js';
import { control, ruleOf } from './controls.js';
import type { PanelContext } from './panel-context.js';

/** What the bar needs beyond the descriptor's bar: undo, and print when the tracker prints. */
export interface BarExtras {
  readonly canUndo: boolean;
  readonly print: boolean;
}

export function turnBar<E>(p: PanelContext<object, unknown, E>, bar: TrackerBar<E>, x: BarExtras) {
  return html`<div class="bar">
      <div class="turn-block">
        <span class="turn"
          >${bar.turnLabel ?? 'Turn'}
          ${bar.turn}${bar.lastTurn === undefined ? nothing : html` <span class="of">of ${bar.lastTurn}</span>`}</span
        >
        ${ruleOf(p.game, bar.rule)}
      </div>
      ${bar.facts.map(
        (f) =>
          html`<span class="fact"
            >${withRulingLinks(p.game, f.text)}${f.badge ? html` <span class="badge">${f.badge}</span>` : nothing}
            ${ruleOf(p.game, f.rule)}</span
          >`,
      )}
      <div class="bar-actions no-print">
        ${bar.controls.map((c) => control(p, c))}
        <button
          type="button"
          ?disabled=${!x.canUndo}
          @click=${() => {
            p.undo(1);
          }}
        >
          Undo
        </button>
        ${
          x.print
            ? html`<button
                type="button"
                @click=${() => {
                  window.print();
                }}
              >
                Print
              </button>`
            : nothing
        }
      </div>
    </div>
    ${bar.alert ? html`<p class="alert" role="alert">${bar.alert}</p>` : nothing}`;
}
