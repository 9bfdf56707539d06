/**
 * What a roster says around its sections: the entered values it could not use, its title and
 * lines, the legend (with the terms it explains), and the notes and rulings under it.
 */
import { html, nothing } from 'lit';
import type { RosterView } from '../../core/shared/roster.js';
import { citationsText } from '../../core/shared/citation.js';
import { rulingLink, withRulingLinks } from '../shared/ruling-links.js';
import { richText, type RosterContext } from './roster-text.js';

/** The warnings, title, lines and legend of `view`. */
export function renderRosterHead(ctx: RosterContext, view: RosterView) {
  const w = view.warnings;
  return html`${
      w
        ? html`<div class="notice" role="status">
            <p>${w.title}</p>
            ${
              w.items.length > 0
                ? html`<ul>
                    ${w.items.map((m) => html`<li>${m}</li>`)}
                  </ul>`
                : nothing
            }
          </div>`
        : nothing
    }
    <header class="roster-head">
      ${view.title ? html`<h2 class="roster-title">${view.title}</h2>` : nothing}
      ${(view.lines ?? []).map((l) => html`<p class="muted">${richText(ctx, l)}</p>`)}
      <div class="legend">
        ${view.legend.map((p) => html`<p>${richText(ctx, p)}</p>`)}
        ${
          view.terms && view.terms.length > 0
            ? html`<dl class="terms">
                ${view.terms.map(
                  (t) =>
                    html`<div>
                      <dt>${richText(ctx, t.term)}</dt>
                      <dd>${richText(ctx, t.text)}</dd>
                    </div>`,
                )}
              </dl>`
            : nothing
        }
        ${view.hint ? html`<p class="hint">${richText(ctx, view.hint)}</p>` : nothing}
      </div>
    </header>`;
}

/** The notes under `view` and the rulings it applies, each ruling linked to the rulings page. */
export function renderRosterNotes(ctx: RosterContext, view: RosterView) {
  const n = view.notes;
  if (!n) return nothing;
  const linked = (text: string) => withRulingLinks(ctx.game, text);
  return html`<section class="roster-notes" aria-labelledby="notes-h">
    <h2 id="notes-h">${n.title}</h2>
    ${
      n.items.length > 0
        ? html`<ul>
            ${n.items.map(
              (i) =>
                html`<li>
                  <strong>${i.title}.</strong> ${linked(i.text)}
                  <span class="rule">${linked(i.rule)}</span>
                </li>`,
            )}
          </ul>`
        : nothing
    }
    <h3>${n.rulingsTitle}</h3>
    <dl class="rulings">
      ${n.rulings.map(
        (r) =>
          html`<div>
            <dt>${rulingLink(ctx.game, r.id)}</dt>
            <dd>
              ${linked(r.question)} <strong>${linked(r.decision)}</strong>
              <span class="rule">${citationsText(r.cites)}</span>
            </dd>
          </div>`,
      )}
    </dl>
  </section>`;
}
