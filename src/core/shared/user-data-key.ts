/**
 * The key one kind of a game's user data is kept under: in IndexedDB, in the in-memory fallback
 * and when a backup is matched with what a device holds. Saved data is found by it, so its form
 * must never change.
 */
export const userDataKey = (r: { readonly gameSlug: string; readonly kind: string }): string =>
  `${r.gameSlug}/${r.kind}`;
