import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { GameEntry } from '../../catalog.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { pageStyles } from './page-styles.js';
import { toolCards } from './tool-cards.js';

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
      ${toolCards(game, true)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-game-page': HsGamePage;
  }
}
