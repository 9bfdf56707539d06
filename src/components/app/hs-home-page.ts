import { LitElement, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { GAMES, type GameEntry } from '../../catalog.js';
import { formatRoute } from '../../routing/routes.js';
import type { RecentTool } from '../../routing/recent-tools.js';
import { loadRecentTools } from '../../platform/recent-tools-store.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { pageStyles } from './page-styles.js';
import { homeStyles } from './home-styles.js';
import { toolCards } from './tool-cards.js';
import { renderGameJumps, renderUsedGames } from './home-games.js';

/** Each game's main fire or battle tool, in catalogue order: one tap from opening the app. */
const MAIN_TOOLS = (GAMES as readonly GameEntry[]).flatMap((game) =>
  game.tools.filter((t) => t.main && t.built).map((tool) => ({ game, tool })),
);

/**
 * The home page: the games this device used (the one used last first), each with its tools one
 * tap away and the tools used last reopening with their inputs, a jump to every game, each
 * game's fire or battle tool, then the five games and every tool of each, built ones first. The
 * page is pre-rendered without the device's recent tools; they are read after load into a space
 * of fixed size, so nothing on the page moves when they appear.
 *
 * @summary Lists the games and their tools, the recent ones first.
 */
@customElement('hs-home-page')
export class HsHomePage extends LitElement {
  static override styles = [sharedStyles, pageStyles, homeStyles];

  /** The device's recent tools; null until read, after the first render. */
  @state() private recent: readonly RecentTool[] | null = null;

  override firstUpdated(): void {
    // After the pre-rendered page is on screen (and hydrated): into the room kept for it.
    void this.updateComplete.then(() => {
      this.recent = loadRecentTools();
    });
  }

  override render() {
    return html`
      <h1>Play aids for Civil War wargames</h1>
      <section aria-labelledby="recent-h">
        <h2 id="recent-h" class="small">Your games</h2>
        ${renderUsedGames(this.recent)} ${renderGameJumps()}
      </section>
      <section aria-labelledby="main-h">
        <h2 id="main-h" class="small">Fire and battle</h2>
        <ul class="cards mains">
          ${MAIN_TOOLS.map(
            ({ game, tool }) =>
              html`<li>
                <a class="card" href=${formatRoute({ game: game.slug, tool: tool.slug })}>
                  <strong>${tool.title}</strong>
                  <span>${game.title}</span>
                </a>
              </li>`,
          )}
        </ul>
      </section>
      <p class="lede">
        Results tables, dice with every modifier and the exact odds, orders of battle, setup sheets
        and trackers for five games. Everything works offline once this page has loaded.
      </p>
      ${(GAMES as readonly GameEntry[]).map(
        (game) => html`
          <section class="game" aria-labelledby=${`g-${game.slug}`}>
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
