/**
 * The generic table of units: one row per unit with its cells (text, a note, a track of
 * markers) and the changes it allows now as row buttons.
 */
import { html, nothing } from 'lit';
import type { TrackerCell, UnitTable, UnitsPanel } from '../../../core/shared/tracker.js';
import { withRulingLinks } from '../../shared/ruling-links.js';
import { actionButton } from './controls.js';
import type { PanelContext } from './panel-context.js';

function cell(game: string, c: TrackerCell) {
  if (typeof c === 'string') return html`<td>${c}</td>`;
  if ('pips' in c)
    return html`<td>
      <span class="pips" role="img" aria-label=${c.label}
        >${Array.from({ length: c.of }, (_, i) => html`<span class="pip ${i < c.pips ? 'on' : ''}"></span>`)}</span
      >
    </td>`;
  const text = withRulingLinks(game, c.text);
  return html`<td>
    ${c.class ? html`<span class=${c.class}>${text}</span>` : text}${c.note ? html`<div class="rule">${c.note}</div>` : nothing}
  </td>`;
}

function table<E>(p: PanelContext<object, unknown, E>, t: UnitTable<E>) {
  return html`<h2 id=${t.id}>${t.title}</h2>
    <div class="table-wrap">
      <table>
        <caption class="visually-hidden">
          ${t.caption}
        </caption>
        <thead>
          <tr>
            ${t.columns.map((c) => html`<th scope="col">${c}</th>`)}
            <th scope="col">${t.actions ?? html`<span class="visually-hidden">Actions</span>`}</th>
          </tr>
        </thead>
        <tbody>
          ${t.rows.map(
            (r) =>
              html`<tr class=${r.class ?? ''}>
                <th scope="row">
                  ${r.name} ${r.note ? html`<div class="rule">${r.note}</div>` : nothing}
                </th>
                ${r.cells.map((c) => cell(p.game, c))}
                <td class="row-actions">
                  ${r.actions?.length ? r.actions.map((a) => actionButton(p, a)) : (r.done ?? nothing)}
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
}

/** Every table of the panel. */
export function unitsPanel<S extends object, C, E>(
  p: PanelContext<S, C, E>,
  panel: UnitsPanel<S, C, E>,
) {
  return panel.tables(p.state, p.ctx).map((t) => table(p as PanelContext<object, unknown, E>, t));
}
