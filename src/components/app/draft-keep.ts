/**
 * What the player typed and has not saved, kept across the app's own reload into an update: just
 * before the reload each registered piece of unsaved work that can say what it holds (its
 * `draft`) writes it to this tab's session storage under the page's route and its own id; after
 * the reload the view takes it back (once) when it is ready, checks it as it would any input, and
 * marks it "Restored what you had typed before the update". Session storage stays in this tab and
 * goes with it, so nothing typed leaves the tab; a draft that cannot be read is dropped, never
 * shown as the player's.
 */
import { unsavedWork, type UnsavedWork } from './unsaved-work.js';

/** The session-storage key of the drafts kept for the page at `path`. */
export const draftKey = (path: string) => `haversack-drafts:${path}`;

/** The drafts kept for one page, by the id of the work that kept each. */
interface KeptDrafts {
  readonly version: 1;
  readonly drafts: Readonly<Record<string, unknown>>;
}

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Writes the draft of every piece of `work` that holds unsaved changes and can say what it holds
 * (all registered work by default); true when every such draft was written, false when some of
 * the work could not be kept (no draft to give, or storage refused it).
 */
export function keepDrafts(work: readonly UnsavedWork[] = unsavedWork()): boolean {
  const drafts: Record<string, unknown> = {};
  let all = true;
  for (const w of work) {
    const value = w.draft?.value();
    if (w.draft && value !== null && value !== undefined) drafts[w.draft.id] = value;
    else all = false;
  }
  const store = storage();
  if (!store) return false;
  try {
    if (Object.keys(drafts).length === 0) store.removeItem(draftKey(location.pathname));
    else
      store.setItem(
        draftKey(location.pathname),
        JSON.stringify({ version: 1, drafts } satisfies KeptDrafts),
      );
  } catch {
    return false;
  }
  return all;
}

/**
 * The draft the work `id` kept on this page before the update, taken out of storage (so it is
 * put back once), or undefined when there is none or it cannot be read. The caller checks it.
 */
export function takeDraft(id: string): unknown {
  const store = storage();
  if (!store) return undefined;
  const key = draftKey(location.pathname);
  let kept: unknown;
  try {
    const text = store.getItem(key);
    if (text === null) return undefined;
    kept = JSON.parse(text);
  } catch {
    store.removeItem(key);
    return undefined;
  }
  const drafts: unknown =
    typeof kept === 'object' && kept !== null ? (kept as { drafts?: unknown }).drafts : undefined;
  if (typeof drafts !== 'object' || drafts === null || !(id in drafts)) return undefined;
  const { [id]: value, ...rest } = drafts as Record<string, unknown>;
  if (Object.keys(rest).length === 0) store.removeItem(key);
  else store.setItem(key, JSON.stringify({ version: 1, drafts: rest } satisfies KeptDrafts));
  return value;
}
