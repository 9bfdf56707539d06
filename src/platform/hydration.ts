/**
 * Hydration of the prerendered page (docs/decisions/0007), installed by the entry before any
 * element is defined: Lit's hydration support, so elements keep the DOM the build drew instead
 * of drawing it again, deferred connection, so an element connects once its properties are
 * set, and a text node in each empty text binding, so its first message shows.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { deferConnectionUntilHydrated } from './deferred-connect.js';
import { fillEmptyTextParts } from './empty-text-parts.js';

// Module scripts run once the page is parsed: every prerendered shadow root is there.
fillEmptyTextParts(document);
deferConnectionUntilHydrated(customElements);
