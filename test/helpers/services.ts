import { appServices, servicesOn } from '../../src/components/app/services.js';
import type { Services } from '../../src/components/services.js';
import { getStore, type Store } from '../../src/storage/store.js';

/**
 * The page's services as the app builds them, on `store` (a real IndexedDB store, or a memory
 * one), or on the app's own IndexedDB store when none is given.
 */
export function testServices(store?: Store | Promise<Store>): Services {
  if (store === undefined) return appServices;
  const opened = Promise.resolve(store);
  return servicesOn(() => opened);
}

/** The page's services on the IndexedDB database `name` (a test's own profile). */
export function servicesOnDb(name: string): Services {
  return servicesOn(() => getStore(name));
}
