/**
 * The app shell's list of unsaved work: a view holding something the player typed but has not
 * saved (the army builder's "not saved" army, a roster entry's open form) registers it here, so
 * that navigating to another page or updating the app can save it first or ask, instead of
 * dropping it without a word. One list for every tool: no page needs its own guard. While any of
 * it is dirty, closing or reloading the tab asks too (a `beforeunload` listener that exists only
 * then, so a clean page leaves and is cached by the browser as if this file were not there).
 */

/** A piece of work a view may hold unsaved. */
export interface UnsavedWork {
  /** What it is, for the question: 'the army “Saturday”'. */
  readonly what: () => string;
  /** Whether it holds changes that are not saved now. */
  readonly dirty: () => boolean;
  /**
   * Saves it; resolves to true once saved, false when it could not be (the view shows why). A
   * view that cannot save its work on its own leaves this out: the player is then only asked.
   */
  readonly save?: () => Promise<boolean>;
  /**
   * What it holds, as plain data, to keep across the app's reload into an update (see
   * `draft-keep.ts`; `id` names it on its page, `value` is null when there is nothing to keep).
   * Work that gives one is not asked about before an update: it is put back after it.
   */
  readonly draft?: { readonly id: string; readonly value: () => unknown };
}

const registered = new Set<UnsavedWork>();

/** Adds `work` to the list; returns the function that takes it off (when the view goes). */
export function registerUnsaved(work: UnsavedWork): () => void {
  registered.add(work);
  refreshUnsaved();
  return () => {
    registered.delete(work);
    refreshUnsaved();
  };
}

let guarding = false;

function onBeforeUnload(e: BeforeUnloadEvent): void {
  if (unsavedWork().length === 0) return;
  // The browser asks its own question (its words, not ours) when the event is cancelled.
  e.preventDefault();
}

/**
 * Looks at the registered work again and keeps the tab's `beforeunload` question in step: on
 * while something is dirty, off as soon as nothing is. A view calls it after each change of what
 * it holds (`UnsavedController` does, after every render of its host).
 */
export function refreshUnsaved(): void {
  const dirty = unsavedWork().length > 0;
  if (dirty === guarding) return;
  guarding = dirty;
  if (dirty) addEventListener('beforeunload', onBeforeUnload);
  else removeEventListener('beforeunload', onBeforeUnload);
}

/** The registered work that holds unsaved changes now. */
export function unsavedWork(): UnsavedWork[] {
  return [...registered].filter((w) => w.dirty());
}

/**
 * Saves every piece of unsaved work that can save itself; resolves to what is still unsaved
 * afterwards (a failed save, or work that cannot save itself), by name. Empty: all saved.
 */
export async function saveUnsavedWork(): Promise<string[]> {
  const dirty = unsavedWork();
  const results = await Promise.all(
    dirty.map((w) => (w.save ? w.save().catch(() => false) : Promise.resolve(false))),
  );
  refreshUnsaved();
  return dirty.filter((w, i) => !results[i] && w.dirty()).map((w) => w.what());
}

/**
 * How the app shell asks about unsaved work before `proceed` (its question, its answers): set by
 * the shell while it is on the page. True when nothing is dirty and `proceed` may run now.
 */
export type UnsavedAsker = (proceed: () => void | Promise<void>) => boolean;

let asker: UnsavedAsker | null = null;

/** The shell hands in its question; returns the function that takes it back. */
export function setUnsavedAsker(a: UnsavedAsker): () => void {
  asker = a;
  return () => {
    if (asker === a) asker = null;
  };
}

/**
 * For a view about to replace what it holds in place (another saved game opened, another
 * scenario chosen): runs `proceed` at once when nothing is unsaved, else asks the player through
 * the same question as leaving the page (save first, go on without it, or stay), so work is not
 * dropped without a word even where the page does not change. Without the shell (a view drawn on
 * its own) the browser's own confirmation asks.
 */
export function askBeforeReplacing(proceed: () => void | Promise<void>): void {
  if (unsavedWork().length === 0) {
    void proceed();
    return;
  }
  if (asker) {
    if (asker(proceed)) void proceed();
    return;
  }
  const what = unsavedWork()
    .map((w) => w.what())
    .join('; ');
  if (confirm(`Drop ${what}? It is not saved.`)) void proceed();
}
