/**
 * Makes the page's `<base href>` absolute, as it resolves now: every built page's base is relative
 * ("../../"), and Chromium may resolve a relative base again after history.pushState, which would
 * move every relative URL of the document (its icon, its manifest) under the new route. Run once,
 * before the router first changes the address.
 */
export function pinBase(doc: Document = document): void {
  const base = doc.querySelector('base');
  if (base && base.getAttribute('href') !== base.href) base.setAttribute('href', base.href);
}

let frozen: { href: string | null; url: string } | undefined;

/**
 * The app's base URL (from `<base href>`, relative in every built page), so the same build works
 * at the site root or under a sub-path such as /haversack/.
 */
export function appBase(): URL {
  // Resolved once per <base href>: Chromium may resolve a relative base again after
  // history.pushState (document.baseURI then follows the page's address), which would put every
  // later link under the current route ("us-civil-war/battle/us-civil-war/battle/…").
  const href = document.querySelector('base')?.getAttribute('href') ?? null;
  if (frozen?.href !== href) frozen = { href, url: new URL('./', document.baseURI).href };
  return new URL(frozen.url);
}

/** The current location's path relative to the app's base, or null if it lies outside. */
export function relativePath(location: { readonly pathname: string }): string | null {
  const base = appBase().pathname;
  return location.pathname.startsWith(base) ? location.pathname.slice(base.length) : null;
}

/** An absolute URL for a route href made by `formatRoute`. */
export function resolveHref(href: string): URL {
  return new URL(href, appBase());
}
