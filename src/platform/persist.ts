/**
 * Persistent storage: asking the browser to keep Haversack's data instead of clearing it when
 * space runs low, and saying in plain words whether it agreed. Asked once per visit, when the
 * player first saves something (a game, entered data), and again from the data page on request.
 */

/** Whether this device keeps the data: granted, may be cleared, or unknown (no API). */
export type Persistence = 'kept' | 'may-clear' | 'unknown';

let asked = false;

/** The Storage API where the browser has it (older Safari, insecure origins: not). */
const storageApi = (): Partial<StorageManager> | undefined =>
  (navigator as { storage?: Partial<StorageManager> }).storage;

/**
 * One call of the Storage API's `persisted` (ask nothing) or `persist` (ask to keep), as the
 * player's words: both answer the same yes/no, and neither may throw at the page.
 */
async function callStorage(method: 'persisted' | 'persist'): Promise<Persistence> {
  try {
    const api = storageApi();
    const call = api?.[method];
    if (!call) return 'unknown';
    return (await call.call(api)) ? 'kept' : 'may-clear';
  } catch {
    return 'unknown';
  }
}

/** What the browser says now, without asking. */
export function persistence(): Promise<Persistence> {
  return callStorage('persisted');
}

/** Asks the browser to keep the data (it may decide without a prompt); returns the answer. */
export function askToKeep(): Promise<Persistence> {
  asked = true;
  return callStorage('persist');
}

/** Asks once per visit, after the first save; never throws, never waits on the save. */
export function askToKeepOnce(): void {
  if (asked) return;
  void askToKeep();
}

/** True on iPad and iPhone, where only a web app added to the home screen keeps its data. */
export function isAppleTouch(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** The persistence state in words a player understands. */
export function persistenceText(p: Persistence): string {
  if (p === 'kept') return 'This browser keeps Haversack’s data until you delete it.';
  const apple = isAppleTouch()
    ? ' On iPad and iPhone, add Haversack to the home screen (Share › Add to Home Screen) to keep it.'
    : '';
  if (p === 'may-clear')
    return `This browser may clear Haversack’s data when the device runs low on space. Export a backup now and then.${apple}`;
  return `This browser does not say whether it keeps Haversack’s data. Export a backup now and then.${apple}`;
}
