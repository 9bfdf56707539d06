import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Route } from '../../routing/routes.js';
import { formatRoute } from '../../routing/routes.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { pageStyles } from './page-styles.js';

type NotFound = Extract<Route, { page: 'not-found' }>;

/**
 * Shown for an address the app cannot read: says what is wrong and offers a way on.
 *
 * @summary The message page for unknown or malformed addresses.
 */
@customElement('hs-not-found')
export class HsNotFound extends LitElement {
  static override styles = [sharedStyles, pageStyles];

  /** The not-found route to explain. */
  @property({ attribute: false }) route?: NotFound;

  override render() {
    const route = this.route;
    if (!route) return nothing;
    return html`
      <h1>Page not found</h1>
      <p class="notice" role="alert">${route.reason}</p>
      ${route.path ? html`<p>Address: <code>${route.path}</code></p>` : nothing}
      <ul>
        ${
          route.suggestion
            ? html`<li>
                Did you mean <a href=${route.suggestion.href}>${route.suggestion.label}</a>?
              </li>`
            : nothing
        }
        <li><a href=${formatRoute({})}>All games and tools</a></li>
      </ul>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-not-found': HsNotFound;
  }
}
