/**
 * A roster's sections: a heading (with a side's badge, a count and a rulebook place), facts,
 * rulings, and blocks: cards, folding groups of rows, tables, nested sections and notes.
 */
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { RosterGroup, RosterSection, RosterTable } from '../../core/shared/roster.js';
import { rulingNote } from '../shared/ruling-links.js';
import { renderCard, renderRow } from './roster-entries.js';
import { badges, marked, richText, type RosterContext } from './roster-text.js';

/** A table of entries, one row each (a screen reader hears its caption). */
export function renderTable(ctx: RosterContext, t: RosterTable) {
  return html`<table class=${t.layout}>
    <caption class="visually-hidden">
      ${t.caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${t.head}</th>
        ${t.columns.map(
          (c) =>
            html`<th scope="col" class=${c.numeric ? 'num' : ''}>
              ${c.title ? html`<abbr title=${c.title}>${c.label}</abbr>` : c.label}
            </th>`,
        )}
      </tr>
    </thead>
    <tbody>
      ${t.rows.map((r) => renderRow(ctx, r, t))}
    </tbody>
  </table>`;
}

function renderGroup(ctx: RosterContext, g: RosterGroup) {
  const cls = ['group', g.className, g.optional && 'optional', g.hit && 'hit']
    .filter(Boolean)
    .join(' ');
  const head = html`<span class="group-name">${marked(g.title, ctx.query)}</span>${badges(
      ctx.texts,
      g.badges,
    )}
    ${g.count ? html`<span class="group-count">${g.count}</span>` : nothing}
    ${g.rule ? html`<span class="rule">${richText(ctx, [g.rule])}</span>` : nothing}`;
  const body = html`${g.note ? html`<p class="group-note">${richText(ctx, g.note)}</p>` : nothing}
  ${renderTable(ctx, g.table)}`;
  if (!g.collapsible)
    return html`<div class=${cls}>
      <p class="group-head">${head}</p>
      ${body}
    </div>`;
  return html`<details
    class=${cls}
    .open=${live(ctx.isOpen(g.id))}
    @toggle=${(e: Event) => {
      ctx.toggleGroup(e, g.id);
    }}
  >
    <summary>${head}</summary>
    ${body}
  </details>`;
}

function heading(ctx: RosterContext, s: RosterSection) {
  return html`${
    s.badge
      ? html`<span class="section-badge tone-${s.badge.tone}">${s.badge.text}</span> `
      : nothing
  }${marked(s.title, ctx.query)}${
    s.count === undefined ? nothing : html` <span class="count">${s.count}</span>`
  }${s.rule ? html` <span class="rule">${richText(ctx, [s.rule])}</span>` : nothing}`;
}

/**
 * A section with its heading at `level` (2 at the top, 3 within), its facts and rulings, then
 * its blocks in order; `none` is said where a search found nothing in it.
 */
export function renderSection(
  ctx: RosterContext,
  s: RosterSection,
  level: 2 | 3,
  none?: string,
): unknown {
  const cls = ['roster-section', s.className, s.hit && 'hit'].filter(Boolean).join(' ');
  return html`<section class=${cls} aria-labelledby=${s.id}>
    ${
      level === 2
        ? html`<h2 id=${s.id}>${heading(ctx, s)}</h2>`
        : html`<h3 id=${s.id}>${heading(ctx, s)}</h3>`
    }
    ${
      s.facts && s.facts.length > 0
        ? html`<dl class="facts">
            ${s.facts.map(
              (f) =>
                html`<div>
                  <dt>${f.term}</dt>
                  <dd>${richText(ctx, f.value)}</dd>
                </div>`,
            )}
          </dl>`
        : nothing
    }
    ${(s.rulings ?? []).map((r) => rulingNote(ctx.game, r))}
    ${none ? html`<p class="muted">${none}</p>` : nothing}
    ${s.body.map((b) => {
      switch (b.kind) {
        case 'card':
          return renderCard(ctx, b.entry);
        case 'groups':
          return html`<div class="groups">${b.groups.map((g) => renderGroup(ctx, g))}</div>`;
        case 'table':
          return renderTable(ctx, b.table);
        case 'section':
          return renderSection(ctx, b.section, 3);
        case 'note':
          return html`<p class="section-note">${richText(ctx, b.text)}</p>`;
      }
    })}
  </section>`;
}
