/**
 * The app shell's list of unsaved work: a view holding something the player typed but has not
 * saved (the army builder's "not saved" army, a roster entry's open form) registers it here, so
 * that navigating to another page or updating the app can save it first or ask, instead of
 * dropping it without a word. One list for every tool: no page needs its own guard.
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
}

const registered = new Set<UnsavedWork>();

/** Adds `work` to the list; returns the function that takes it off (when the view goes). */
export function registerUnsaved(work: UnsavedWork): () => void {
  registered.add(work);
  return () => registered.delete(work);
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
  return dirty.filter((w, i) => !results[i] && w.dirty()).map((w) => w.what());
}
