/**
 * A roster's entries: as a card (a general, with his values as terms) or as a table row (a
 * brigade, a commander, with a value per column), each with its badges, notes, tool links and,
 * where the player may enter values, the button and the form.
 */
import { html, nothing } from 'lit';
import type { RosterEntry, RosterTable } from '../../core/shared/roster.js';
import { formatRoute } from '../../routing/routes.js';
import {
  badges,
  editButton,
  marked,
  renderValue,
  richText,
  type RosterContext,
} from './roster-text.js';

function marks(e: RosterEntry) {
  return (e.marks ?? []).map(
    (m) =>
      html` <span class="mark" aria-hidden="true">${m.symbol}</span
        ><span class="visually-hidden">(${m.label})</span>`,
  );
}

function notes(ctx: RosterContext, e: RosterEntry) {
  const list = e.notes ?? [];
  return list.length > 0
    ? html`<ul class="notes">
        ${list.map((n) => html`<li>${richText(ctx, n)}</li>`)}
      </ul>`
    : nothing;
}

function links(ctx: RosterContext, e: RosterEntry) {
  const l = e.links;
  if (!l || l.items.length === 0) return nothing;
  return html`<div class="links">
    <span class="links-label">${l.label}</span>
    <ul>
      ${l.items.map(
        (i) =>
          html`<li>
            <a href=${formatRoute({ game: ctx.game, tool: i.tool, params: i.params })}
              >${i.text}<span class="visually-hidden"> with ${e.name}</span></a
            >
          </li>`,
      )}
    </ul>
  </div>`;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** An entry as a card: its name and details, its values as terms, notes, button and form. */
export function renderCard(ctx: RosterContext, e: RosterEntry) {
  return html`<div
    class=${classes('card', e.className, e.entered && 'has-entered', e.hit && 'hit')}
  >
    <p class="card-head">
      <strong>${marked(e.name, ctx.query)}</strong>
      ${(e.details ?? []).map((d) => html`<span class="detail">${d}</span>`)}
      ${badges(ctx.texts, e.badges)}${marks(e)}
      ${e.hidden ? html`<span class="visually-hidden">${e.hidden}</span>` : nothing}
    </p>
    <dl class="values">
      ${e.values.map(
        (v) =>
          html`<div>
            <dt>${v.label}</dt>
            <dd>${renderValue(ctx, e, v)}</dd>
          </div>`,
      )}
    </dl>
    ${notes(ctx, e)} ${links(ctx, e)} ${e.editable ? editButton(ctx, e) : nothing}
    ${ctx.editing === e.id ? ctx.form : nothing}
  </div>`;
}

/** An entry as a row of `table`, and its form in a row of its own below it. */
export function renderRow(ctx: RosterContext, e: RosterEntry, table: RosterTable) {
  return html`<tr class=${classes(e.entered && 'has-entered', e.hit && 'hit')}>
      <th scope="row" class="who">
        <span class="name"
          >${
            e.placeholder
              ? html`<span class="placeholder">${e.name}</span>`
              : html`<span>${marked(e.name, ctx.query)}</span>`
          }${badges(ctx.texts, e.badges)}${marks(e)}</span
        >
        ${(e.tags ?? []).map((t) => html`<span class="tag">${richText(ctx, t)}</span>`)}
        ${notes(ctx, e)} ${links(ctx, e)} ${e.editable ? editButton(ctx, e) : nothing}
      </th>
      ${e.values.map(
        (v, i) =>
          html`<td class=${table.columns[i]?.numeric ? 'num' : ''} data-label=${v.label}>
            ${renderValue(ctx, e, v)}
          </td>`,
      )}
    </tr>
    ${
      ctx.editing === e.id
        ? html`<tr class="editor-row">
            <td colspan=${table.columns.length + 1}>${ctx.form}</td>
          </tr>`
        : nothing
    }`;
}
