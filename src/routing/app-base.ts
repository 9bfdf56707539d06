/**
 * The app's base URL (from `<base href>`, relative in every built page), so the same build works
 * at the site root or under a sub-path such as /haversack/.
 */
export function appBase(): URL {
  return new URL('./', document.baseURI);
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
