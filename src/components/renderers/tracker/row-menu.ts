/**
 * A unit row's changes in one menu: a summary button labelled with the unit's name opens a short
 * list of buttons, so a row on a phone holds one control instead of four. A row with one change
 * keeps its single button (one tap, nothing to open).
 */
import { html, nothing } from 'lit';
import type { TrackerAction } from '../../../core/shared/tracker.js';
import { actionButton } from './controls.js';
import type { PanelContext } from './panel-context.js';

/** The row's actions: its one button, or a menu of them; closes and refocuses once applied. */
export function rowMenu<E>(
  p: PanelContext<object, unknown, E>,
  name: string,
  actions: readonly TrackerAction<E>[],
) {
  const [only] = actions;
  if (only && actions.length === 1) return actionButton(p, only);
  const applied = (a: TrackerAction<E>) => (e: Event) => {
    const details = (e.currentTarget as HTMLElement).closest('details');
    if (!p.apply(a.event, a.says) || !details) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  return html`<details class="row-menu">
    <summary>Actions<span class="visually-hidden">: ${name}</span></summary>
    <div class="menu" role="group" aria-label=${`Actions: ${name}`}>
      ${actions.map(
        (a) =>
          html`<button
            type="button"
            aria-label=${a.ariaLabel ?? nothing}
            ?disabled=${a.disabled ?? false}
            @click=${applied(a)}
          >
            ${a.label}${a.hidden ? html`<span class="visually-hidden">${a.hidden}</span>` : nothing}
          </button>`,
      )}
    </div>
  </details>`;
}
