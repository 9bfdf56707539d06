/**
 * Registers the service worker (production builds only) and reports when a new version is
 * waiting. The new version never takes over on its own: the player chooses when to reload, so a
 * game in progress is never interrupted.
 */
import { appBase } from '../routing/app-base.js';
import { trustedWorkerUrl } from './trusted-types.js';

type UpdateListener = (apply: () => Promise<void>) => void;

const listeners = new Set<UpdateListener>();
let waiting: ServiceWorker | null = null;

/** Called before reloading into a new version, so pending saves can finish. */
const beforeUpdate = new Set<() => Promise<void>>();

/** Registers work to finish (e.g. a pending save) before the app reloads into a new version. */
export function onBeforeUpdate(task: () => Promise<void>): () => void {
  beforeUpdate.add(task);
  return () => beforeUpdate.delete(task);
}

/** True once this tab asked the waiting worker to take over (its own reload follows). */
let applying = false;

/** True once another tab's update took this tab over: its code is older than the worker's. */
let outdated = false;

/**
 * Whether this tab runs an older version than the service worker now serving it (another tab
 * updated). Its chunks may be gone: the app then loads pages afresh instead of asking for them.
 */
export function appOutdated(): boolean {
  return outdated;
}

/** Finishes the pending saves, then reloads into the version now installed. */
export async function reloadIntoUpdate(): Promise<void> {
  await Promise.allSettled([...beforeUpdate].map((t) => t()));
  location.reload();
}

async function apply(): Promise<void> {
  await Promise.allSettled([...beforeUpdate].map((t) => t()));
  const worker = waiting;
  // Another tab already applied it: the new version controls this tab too, so a reload is all
  // that is left (waiting for a takeover that happened already would hang on "Updating…").
  if (!worker || worker.state !== 'installed') {
    location.reload();
    return;
  }
  applying = true;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload);
  // Once the worker is active (or was replaced by a newer one), reload even if this tab missed
  // the takeover: "Updating…" never stays.
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated' || worker.state === 'redundant') reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

function announce(worker: ServiceWorker): void {
  waiting = worker;
  for (const l of listeners) l(apply);
}

/** Subscribes to "update available"; the listener gets a function that applies the update. */
export function onUpdateAvailable(listener: UpdateListener): () => void {
  listeners.add(listener);
  if (waiting) listener(apply);
  return () => listeners.delete(listener);
}

const readyListeners = new Set<() => void>();

/** Called once when the first visit's service worker has cached everything and taken control. */
export function onOfflineReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** Registers `sw.js` next to the app's base, if the build produced one. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const marker = document.querySelector('meta[name="hs-sw"]');
  if (!marker) return null; // dev server and tests: no service worker
  const scope = appBase();
  const url = new URL('sw.js', scope);
  const reg = await navigator.serviceWorker.register(trustedWorkerUrl(url), {
    scope: scope.pathname,
  });
  if (reg.waiting && navigator.serviceWorker.controller) announce(reg.waiting);
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController) {
      // The first install took control: everything is cached, the app works offline now.
      for (const l of readyListeners) l();
      return;
    }
    // Another tab applied an update: this tab's code is the old version, whose chunks the new
    // worker no longer serves. Offer the reload (pending saves finish first) instead of
    // letting a lazy chunk fail later.
    if (!applying && reg.active) {
      outdated = true;
      announce(reg.active);
    }
  });
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller)
        announce(installing);
    });
  });
  // Look for a new version when the player comes back to the app.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void reg.update().catch(() => undefined);
  });
  return reg;
}
