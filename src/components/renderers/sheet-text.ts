import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { SheetRun, SheetText } from '../../core/shared/sheet-text.js';
import { formatRoute } from '../../routing/routes.js';
import { rulingLink, withRulingLinks } from '../shared/ruling-links.js';

/**
 * A sheet's text (`SheetText`) as markup, for the generic sheet renderers: ruling codes in
 * plain text linked to `game`'s rulings page, rulebook places as `.rule`, side tags, grid chips,
 * named units with their ids, links to the game's tools that print as plain text.
 */
export function sheetText(game: string, text: SheetText): unknown[] {
  return text.map((r) => sheetRun(game, r));
}

function sheetRun(game: string, r: SheetRun): unknown {
  if (typeof r === 'string') return withRulingLinks(game, r);
  if ('rule' in r) return html`<span class="rule">${withRulingLinks(game, r.rule)}</span>`;
  if ('ruling' in r) return rulingLink(game, r.ruling, r.text);
  if ('side' in r) return html`<span class="side-tag ${r.tone ?? ''}">${r.side}</span>`;
  if ('chip' in r)
    return html`<span class="chip ${r.arrival === true ? 'arrival' : 'zone'} ${r.tone}"
      >${withRulingLinks(game, r.chip)}</span
    >`;
  if ('strong' in r)
    return html`<strong class=${ifDefined(r.look)}>${sheetText(game, r.strong)}</strong>`;
  if ('em' in r) return html`<em>${sheetText(game, r.em)}</em>`;
  if ('time' in r) return html`<time datetime=${r.time}>${r.text}</time>`;
  if ('span' in r)
    return html`<span
      class=${ifDefined(r.look)}
      data-id=${ifDefined(r.id)}
      aria-hidden=${ifDefined(r.hidden === true ? 'true' : undefined)}
      >${sheetText(game, r.span)}</span
    >`;
  if ('tool' in r)
    return html`<a class="no-print" href=${formatRoute({ game, tool: r.tool })}>${r.text}</a
      ><span class="print-only">${r.text}</span>`;
  if ('list' in r) return sheetList(game, r.list);
  return html`<br />`;
}

/** Items as a plain list (`ul`). */
export function sheetList(game: string, items: readonly SheetText[]): TemplateResult {
  return html`<ul>
    ${items.map((i) => html`<li>${sheetText(game, i)}</li>`)}
  </ul>`;
}
