import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { GameEntry } from '../../catalog.js';
import { formatRoute } from '../../routing/routes.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { pageStyles } from './page-styles.js';

/**
 * A game's page: what the game is and its tools.
 *
 * @summary Lists one game's tools.
 */
@customElement('hs-game-page')
export class HsGamePage extends LitElement {
  static override styles = [sharedStyles, pageStyles];

  /** The game shown. */
  @property({ attribute: false }) game?: GameEntry;

  override render() {
    const game = this.game;
    if (!game) return html``;
    return html`
      <h1>${game.title}</h1>
      <p class="lede">${game.kind} · ${game.publisher}</p>
      <p class="lede">${game.summary}</p>
      <h2>Tools</h2>
      <ul class="cards">
        ${game.tools.map(
          (tool) =>
            html`<li>
              <a class="card" href=${formatRoute({ game: game.slug, tool: tool.slug })}>
                <strong>${tool.title}</strong>
                <span>${tool.summary}</span>
                <span class="rule">${tool.rule}</span>
                ${tool.built ? '' : html`<span class="badge">not built yet</span>`}
              </a>
            </li>`,
        )}
      </ul>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-game-page': HsGamePage;
  }
}
