/**
 * The filter of a unit table: by the rows' group (division) and by their state, from what the
 * rows carry. Shown only where a choice exists; the choice is kept while the game is open and the
 * number shown is announced.
 */
import { html, nothing } from 'lit';
import type { UnitRow, UnitTable } from '../../../core/shared/tracker.js';
import type { PanelContext } from './panel-context.js';

const ALL = '';

function distinct(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => !!v))];
}

/** The rows of `t` its filter lets through now. */
export function filteredRows<E>(p: PanelContext<object, unknown, E>, t: UnitTable<E>) {
  const group = p.get<string>(`${t.id}:group`, ALL);
  const state = p.get<string>(`${t.id}:state`, ALL);
  return t.rows.filter(
    (r: UnitRow<E>) => (!group || r.group === group) && (!state || r.state === state),
  );
}

function select<E>(
  p: PanelContext<object, unknown, E>,
  t: UnitTable<E>,
  key: 'group' | 'state',
  label: string,
  all: string,
  values: readonly string[],
) {
  const id = `${t.id}-${key}`;
  const value = p.get<string>(`${t.id}:${key}`, ALL);
  return html`<label class="inline" for=${id}
    >${label}
    <select
      id=${id}
      @change=${(e: Event) => {
        p.set(`${t.id}:${key}`, (e.target as HTMLSelectElement).value);
        const shown = filteredRows(p, t).length;
        p.say(`${t.title}: ${shown} of ${t.rows.length} shown.`);
      }}
    >
      <option value=${ALL} ?selected=${value === ALL}>${all}</option>
      ${values.map((v) => html`<option value=${v} ?selected=${v === value}>${v}</option>`)}
    </select></label
  >`;
}

/** The table's filter, or nothing when its rows give no choice. */
export function unitFilter<E>(p: PanelContext<object, unknown, E>, t: UnitTable<E>) {
  // A chosen value stays listed when no row has it any more, so the filter still shows it.
  const groups = distinct([...t.rows.map((r) => r.group), p.get<string>(`${t.id}:group`, ALL)]);
  const states = distinct([...t.rows.map((r) => r.state), p.get<string>(`${t.id}:state`, ALL)]);
  if (groups.length < 2 && states.length < 2) return nothing;
  const label = t.groupLabel ?? 'Group';
  return html`<div class="unit-filter" role="group" aria-label=${`Filter ${t.title}`}>
    ${groups.length > 1 ? select(p, t, 'group', label, `All (${groups.length})`, groups) : nothing}
    ${states.length > 1 ? select(p, t, 'state', 'State', 'Any state', states) : nothing}
    <span class="hint">${filteredRows(p, t).length} of ${t.rows.length} shown</span>
  </div>`;
}
