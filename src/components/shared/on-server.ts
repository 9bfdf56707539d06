import { isServer } from 'lit';

/**
 * Whether this code runs in the build's prerender pass (Lit SSR in Node) rather than a browser.
 * Lit types `isServer` as `false` for browser code; this says it can be either, so the checks
 * that keep browser-only APIs out of the prerender pass are not flagged as dead.
 */
export function onServer(): boolean {
  return isServer;
}
