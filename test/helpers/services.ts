import { appServices, servicesOn } from '../../src/components/app/services.js';
import { ContextProvider } from '@lit/context';
import { servicesContext, type Services } from '../../src/components/services.js';
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

let provider: ContextProvider<typeof servicesContext, HTMLElement> | undefined;

/**
 * Gives the page's services to every element under the document's body, as the app shell gives
 * them to its pages: on `store`, else on the app's own IndexedDB store. One provider serves the
 * whole test run; each call sets what it gives.
 */
export function provideTestServices(store?: Store | Promise<Store>): Services {
  const services = testServices(store);
  if (provider) provider.setValue(services, true);
  else
    provider = new ContextProvider(document.body, {
      context: servicesContext,
      initialValue: services,
    });
  return services;
}
