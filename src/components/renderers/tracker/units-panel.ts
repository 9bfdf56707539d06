/**
 * The generic table of units: one row per unit with its cells (text, a note, a track of
 * markers) and the changes it allows now in one menu, under a filter by group and state. On a
 * phone each row is a compact block (name and menu, then its cells labelled by their column).
 */
import { html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { TrackerCell, UnitTable, UnitsPanel } from '../../../core/shared/tracker.js';
import { withRulingLinks } from '../../shared/ruling-links.js';
import type { PanelContext } from './panel-context.js';
import { rowMenu } from './row-menu.js';
import { filteredRows, unitFilter } from './unit-filter.js';

function cell(game: string, c: TrackerCell, column = '') {
  if (typeof c === 'string') return html`<td data-col=${column}>${c}</td>`;
  if ('pips' in c)
    return html`<td data-col=${column}>
      <span class="pips" role="img" aria-label=${c.label}
        >${Array.from({ length: c.of }, (_, i) => html`<span class="pip ${i < c.pips ? 'on' : ''}"></span>`)}</span
      >
    </td>`;
  const text = withRulingLinks(game, c.text);
  return html`<td data-col=${column}>
    ${c.class ? html`<span class=${c.class}>${text}</span>` : text}${c.note ? html`<div class="rule">${c.note}</div>` : nothing}
  </td>`;
}

function table<E>(p: PanelContext<object, unknown, E>, t: UnitTable<E>) {
  const rows = filteredRows(p, t);
  return html`<h2 id=${t.id}>${t.title}</h2>
    ${unitFilter(p, t)}
    <div class="table-wrap">
      <table class="units">
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
          ${
            rows.length === 0 && t.rows.length > 0
              ? html`<tr>
                  <td colspan=${t.columns.length + 1}>No unit matches the filter.</td>
                </tr>`
              : nothing
          }
          ${repeat(
            rows,
            (r) => r.id,
            (r) =>
              html`<tr class=${r.class ?? ''}>
                <th scope="row">
                  ${r.name} ${r.note ? html`<div class="rule">${r.note}</div>` : nothing}
                </th>
                ${r.cells.map((c, i) => cell(p.game, c, t.columns[i + 1]))}
                <td class="row-actions">
                  ${r.actions?.length ? rowMenu(p, r.name, r.actions) : (r.done ?? nothing)}
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
