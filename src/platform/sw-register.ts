/**
 * Registers the service worker (production builds only) and reports when a new version is
 * waiting. The new version never takes over on its own: the player chooses when to reload, so a
 * game in progress is never interrupted.
 */
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

async function apply(): Promise<void> {
  await Promise.allSettled([...beforeUpdate].map((t) => t()));
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    location.reload();
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

/** Registers `sw.js` next to the app's base, if the build produced one. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const marker = document.querySelector('meta[name="hs-sw"]');
  if (!marker) return null; // dev server and tests: no service worker
  const url = new URL('sw.js', document.baseURI);
  const scope = new URL('./', document.baseURI);
  const reg = await navigator.serviceWorker.register(trustedWorkerUrl(url), {
    scope: scope.pathname,
  });
  if (reg.waiting && navigator.serviceWorker.controller) announce(reg.waiting);
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
