/**
 * Hydration of the prerendered page (docs/decisions/0007), installed by the entry before any
 * element is defined: Lit's hydration support, so elements keep the DOM the build drew instead
 * of drawing it again, deferred connection, so an element connects once its properties are
 * set, and a text node in each empty text binding, so its first message shows.
 *
 * A page's HTML is drawn for its path alone. When the whole address asks for another page (a
 * query too long to be a Haversack link makes any route "not found"), the drawn tree cannot be
 * hydrated: the shell is replaced by a fresh one, which draws the right page itself.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { deferConnectionUntilHydrated } from './deferred-connect.js';
import { fillEmptyTextParts } from './empty-text-parts.js';
import { routeKey } from '../routing/routes.js';
import { currentRoute } from '../routing/router-controller.js';

const shell = document.querySelector('hs-app');
if (shell?.shadowRoot && shell.dataset['route'] !== routeKey(currentRoute())) {
  shell.replaceWith(document.createElement('hs-app'));
}

// Module scripts run once the page is parsed: every prerendered shadow root is there.
fillEmptyTextParts(document);
deferConnectionUntilHydrated(customElements);
