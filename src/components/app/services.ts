/**
 * The app's `Services`: the real store, registry and readers the renderers are given through
 * `servicesContext` (see `../services.ts`). `servicesOn` builds them on another store (tests).
 */
import { ContextProvider } from '@lit/context';
import { findGame } from '../../catalog.js';
import { onStoreChange } from '../../storage/changes.js';
import {
  DamagedRecordError,
  GameConflictError,
  UserDataConflictError,
} from '../../storage/conflict.js';
import { getStore, type Store } from '../../storage/store.js';
import {
  ANSWERING_KEY,
  answeringKey,
  getTwoParty,
  listTwoParty,
  putTwoParty,
} from '../../storage/two-party-store.js';
import { servicesContext, type Services } from '../services.js';
import { takeDraft } from './draft-keep.js';
import { createToolElement } from './prerendered-tool.js';
import { askBeforeReplacing, refreshUnsaved, registerUnsaved } from './unsaved-work.js';

/** The services over the store `open` gives. */
export function servicesOn(open: () => Promise<Store>): Services {
  return {
    store: open,
    async activeGame(store, game) {
      const active = await store.getPreference(`active-game/${game}`).catch(() => null);
      return typeof active === 'string' ? active : null;
    },
    onStoreChange,
    isGameConflict: (e): e is GameConflictError => e instanceof GameConflictError,
    isUserDataConflict: (e): e is UserDataConflictError => e instanceof UserDataConflictError,
    isDamagedRecord: (e): e is DamagedRecordError => e instanceof DamagedRecordError,
    unsaved: { register: registerUnsaved, refresh: refreshUnsaved, askBeforeReplacing },
    takeDraft,
    createToolElement,
    gameTitle: (game) => findGame(game)?.title,
    twoParty: {
      get: getTwoParty,
      put: putTwoParty,
      list: listTwoParty,
      answeringKey,
      keyName: ANSWERING_KEY,
    },
  };
}

/** The app's services: its IndexedDB store. */
export const appServices: Services = servicesOn(() => getStore());

/** Gives `appServices` to every element under `root` that asks for them. */
export function provideServices(root: HTMLElement, services: Services = appServices): void {
  new ContextProvider(root, { context: servicesContext, initialValue: services });
}
