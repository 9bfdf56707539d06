/**
 * Tells other tabs and windows of this app what changed in storage, so a saved game open in two
 * places stays in step: a tab that is shown a change it did not make reloads that game instead
 * of overwriting it. Uses a BroadcastChannel (same origin only); where there is none, tabs still
 * cannot overwrite each other, because every save checks the version it was made from (store.ts).
 */
export type StoreChange =
  | { readonly type: 'game-saved'; readonly id: string; readonly updatedAt: string }
  | { readonly type: 'game-renamed'; readonly id: string; readonly name: string }
  | { readonly type: 'game-deleted'; readonly id: string }
  | { readonly type: 'user-data'; readonly gameSlug: string; readonly kind: string };

/** The channel's name (tests play the part of another tab on it). */
export const STORE_CHANNEL = 'haversack-store';
type Listener = (change: StoreChange) => void;

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<Listener>();

function isChange(value: unknown): value is StoreChange {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return (
    type === 'game-saved' ||
    type === 'game-renamed' ||
    type === 'game-deleted' ||
    type === 'user-data'
  );
}

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(STORE_CHANNEL);
  channel?.addEventListener('message', (e: MessageEvent<unknown>) => {
    if (!isChange(e.data)) return;
    for (const l of listeners) l(e.data);
  });
  return channel;
}

/** Tells the other tabs (never this one) about a change this tab stored. */
export function announceChange(change: StoreChange): void {
  try {
    open()?.postMessage(change);
  } catch {
    // A closed channel (page unloading) has no one left to tell.
  }
}

/** Calls `listener` for each change another tab stored; returns the unsubscribe function. */
export function onStoreChange(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
