/**
 * Tabs of the app on one device, as the browser tests play them: each device is a real IndexedDB
 * database of its own (deleted when the file is done), each tab one connection to it, and what a
 * tab's save tells the others is posted on the store's channel from a channel of its own, as
 * another tab's would be.
 */
import { openHsDb } from '../../src/storage/db.js';
import { IdbStore } from '../../src/storage/store.js';
import { STORE_CHANNEL, type StoreChange } from '../../src/storage/changes.js';
import { testDatabases } from './idb.js';

export interface Tabs {
  /** A new device: the name of a database no test used. */
  device(): string;
  /** A tab on `device`: a connection of its own to its database. */
  tab(device: string): Promise<IdbStore>;
  /** Tells the tabs of this document what another tab stored. */
  announce(change: StoreChange): void;
  /** Closes the tabs opened here and deletes every device's database. */
  deleteAll(): Promise<void>;
}

/** Devices and tabs for one test file; `prefix` names its databases. */
export function tabs(prefix: string): Tabs {
  const databases = testDatabases(prefix);
  const opened: IdbStore[] = [];
  return {
    device: () => databases.name(),
    async tab(device) {
      const store = new IdbStore(await openHsDb(device));
      opened.push(store);
      return store;
    },
    announce(change) {
      const channel = new BroadcastChannel(STORE_CHANNEL);
      channel.postMessage(change);
      channel.close();
    },
    async deleteAll() {
      for (const store of opened.splice(0)) store.close();
      await databases.deleteAll();
    },
  };
}
