/**
 * What the installed app is launched with (the manifest's `file_handlers` and `launch_handler`):
 * a backup file opened from the system goes to the data page, which previews it as a file the
 * player picked; a link of the app opened while a window is already open is shown in that window
 * (`focus-existing`), not a second one. Where the browser has no `launchQueue` (iOS, Firefox),
 * nothing happens here and files and links open as they always do.
 */
import { DATA_SLUG } from '../routing/routes.js';
import { appBase } from '../routing/app-base.js';

interface LaunchParams {
  readonly targetURL?: string;
  readonly files: readonly FileSystemHandle[];
}
interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

/** The event the window receives when a launch brought files or a link (after navigating). */
export const LAUNCHED_EVENT = 'hs-launched';

let pending: File[] = [];

/** Files the app was launched with that the data page has not taken yet (taking empties it). */
export function takeLaunchedFiles(): File[] {
  const files = pending;
  pending = [];
  return files;
}

/** The route href (relative to the app's base) of `target`, or null when it is not this app's. */
export function launchHref(target: string, base: URL = appBase()): string | null {
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  return url.pathname.slice(base.pathname.length) + url.search + url.hash;
}

/** Starts taking launches; `navigate` shows a route href in this window. */
export function listenForLaunches(navigate: (href: string) => void): void {
  const queue = (globalThis as { launchQueue?: LaunchQueue }).launchQueue;
  if (!queue) return;
  queue.setConsumer((params) => {
    const handles = params.files.filter((h): h is FileSystemFileHandle => h.kind === 'file');
    if (handles.length > 0) {
      void Promise.all(handles.map((h) => h.getFile())).then((files) => {
        pending = files;
        navigate(`${DATA_SLUG}/`);
        window.dispatchEvent(new Event(LAUNCHED_EVENT));
      });
      return;
    }
    const href = params.targetURL ? launchHref(params.targetURL) : null;
    if (href === null) return;
    navigate(href);
    window.dispatchEvent(new Event(LAUNCHED_EVENT));
  });
}
