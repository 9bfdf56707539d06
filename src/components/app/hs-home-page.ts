import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { GAMES, type GameEntry } from '../../catalog.js';
import { formatRoute } from '../../routing/routes.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { pageStyles } from './page-styles.js';
import { toolCards } from './tool-cards.js';

/**
 * The home page: the five games and every tool of each.
 *
 * @summary Lists the games and their tools.
 */
@customElement('hs-home-page')
export class HsHomePage extends LitElement {
  static override styles = [sharedStyles, pageStyles];

  override render() {
    return html`
      <h1>Play aids for Civil War wargames</h1>
      <p class="lede">
        Results tables, dice with every modifier and the exact odds, orders of battle, setup sheets
        and trackers for five games. Everything works offline once this page has loaded.
      </p>
      ${(GAMES as readonly GameEntry[]).map(
        (game) => html`
          <section aria-labelledby=${`g-${game.slug}`}>
            <h2 id=${`g-${game.slug}`}>
              <a href=${formatRoute({ game: game.slug })}>${game.title}</a>
            </h2>
            <p class="lede">${game.kind} · ${game.publisher}</p>
            ${toolCards(game)}
          </section>
        `,
      )}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-home-page': HsHomePage;
  }
}
