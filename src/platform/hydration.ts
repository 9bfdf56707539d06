/**
 * Hydration of the prerendered page (docs/decisions/0007), installed by the entry before any
 * element is defined: Lit's hydration support, so elements keep the DOM the build drew instead
 * of drawing it again, and deferred connection, so an element connects once its properties are
 * set.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { deferConnectionUntilHydrated } from './deferred-connect.js';

deferConnectionUntilHydrated(customElements);
