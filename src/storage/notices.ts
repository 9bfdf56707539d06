/**
 * Storage notices: what the player must hear about storage (it is unavailable, full, changed by
 * another tab). Each distinct notice is announced once per visit.
 */
export interface StorageNotice {
  readonly id:
    | 'unavailable'
    | 'quota'
    | 'write-failed'
    | 'corrupt'
    | 'blocked'
    | 'newer-version'
    | 'newer-on-disk';
  readonly message: string;
}

type Listener = (notice: StorageNotice) => void;
const listeners = new Set<Listener>();
const seen = new Set<string>();
const pending: StorageNotice[] = [];

/** Announces a notice to the app (once per id and visit). */
export function notifyStorage(notice: StorageNotice): void {
  if (seen.has(notice.id)) return;
  seen.add(notice.id);
  if (listeners.size === 0) pending.push(notice);
  for (const l of listeners) l(notice);
}

/** Subscribes to notices; notices raised before anyone listened are delivered at once. */
export function onStorageNotice(listener: Listener): () => void {
  listeners.add(listener);
  for (const n of pending.splice(0)) listener(n);
  return () => listeners.delete(listener);
}

/** Forgets which notices were shown (tests). */
export function resetStorageNotices(): void {
  seen.clear();
  pending.length = 0;
}
