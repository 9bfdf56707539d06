import { html } from 'lit';
import type { GameEntry } from '../../catalog.js';
import { formatRoute } from '../../routing/routes.js';

/**
 * A game's tools as the list of linked cards (`pageStyles`' `.cards`) that the home page and the
 * game's page both show: title, summary, and a badge while not built. Built tools come first, in
 * the game's order, so what a player can use is what they see first. The game's page adds each
 * tool's rulebook place (`withRule`); the home page, listing every game, leaves it out.
 */
export function toolCards(game: GameEntry, withRule = false) {
  return html`<ul class="cards">
    ${[...game.tools.filter((t) => t.built), ...game.tools.filter((t) => !t.built)].map(
      (tool) =>
        html`<li>
          <a class="card" href=${formatRoute({ game: game.slug, tool: tool.slug })}>
            <strong>${tool.title}</strong>
            <span>${tool.summary}</span>
            ${withRule ? html`<span class="rule">${tool.rule}</span>` : ''}
            ${tool.built ? '' : html`<span class="badge">not built yet</span>`}
          </a>
        </li>`,
    )}
  </ul>`;
}
