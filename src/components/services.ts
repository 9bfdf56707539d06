/**
 * What the page gives the renderers (and the shared elements and controllers they use): the
 * store, the saved game last opened, the unsaved-work registry, drafts kept across an update,
 * the pre-rendered element reader and the catalogue's names. The app layer provides one
 * `Services` through `servicesContext` (`app/services.ts`); a renderer consumes it and never
 * imports `storage/` or `app/` itself (lint checks the direction components/app → renderers →
 * core). Tests give the same object, built on a real IndexedDB store (`test/helpers/services.ts`).
 */
import { createContext } from '@lit/context';
import type { Store } from '../storage/store-types.js';
import type { StoreChange } from '../storage/changes.js';
import type { TwoPartyRecord } from '../core/shared/two-party-record.js';
import type { RandomFill } from '../core/shared/roller.js';
import type { UnsavedWork } from './app/unsaved-work.js';
import type {
  DamagedRecordError,
  GameConflictError,
  UserDataConflictError,
} from '../storage/conflict.js';

export type { Store, UnreadableRoll } from '../storage/store-types.js';
export type { StoreChange } from '../storage/changes.js';
export type { UnsavedWork } from './app/unsaved-work.js';
export type {
  DamagedRecordError,
  GameConflictError,
  UserDataConflictError,
} from '../storage/conflict.js';

/** A device's two-party rolls, kept in the store (`storage/two-party-store.ts`). */
export interface TwoPartyRecords {
  get(store: Store, rid: string): Promise<TwoPartyRecord | undefined>;
  put(store: Store, record: TwoPartyRecord): Promise<void>;
  /** This tool's two-party rolls on this device, newest first. */
  list(store: Store, game: string, tool: string): Promise<TwoPartyRecord[]>;
  /** This player's answering key: the stored one, or a new one stored now. */
  answeringKey(store: Store, fill: RandomFill): Promise<string>;
  /** The preference the answering key is kept under. */
  readonly keyName: string;
}

/** Everything a renderer takes from the page. */
export interface Services {
  /** The app's store on this device (IndexedDB, or memory when that fails). */
  store(): Promise<Store>;
  /** The id of the saved game of `game` last opened on this device, or null. */
  activeGame(store: Store, game: string): Promise<string | null>;
  /** Follows the store's changes, from this tab and others; returns the unsubscribe. */
  onStoreChange(listener: (change: StoreChange) => void): () => void;
  /** Whether `e` is the store refusing a save made from an older version of the game. */
  isGameConflict(e: unknown): e is GameConflictError;
  /** Whether `e` is the store refusing a write over a newer entry. */
  isUserDataConflict(e: unknown): e is UserDataConflictError;
  /** Whether `e` is the store saying a record cannot be read. */
  isDamagedRecord(e: unknown): e is DamagedRecordError;
  /** The unsaved-work registry the page asks before leaving or replacing. */
  readonly unsaved: {
    register(work: UnsavedWork): () => void;
    refresh(): void;
    /** Runs `proceed` now when nothing is unsaved, else asks the player first. */
    askBeforeReplacing(proceed: () => void | Promise<void>): void;
  };
  /** The draft `id` kept across the app's reload into an update, taken once; or undefined. */
  takeDraft(id: string): unknown;
  /** An element of a tool: the pre-rendered one when the page holds it, else a new one. */
  createToolElement<K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K];
  createToolElement(tag: string): HTMLElement;
  /** A game's title from the catalogue, or undefined for an unknown slug. */
  gameTitle(game: string): string | undefined;
  /** This device's two-party rolls. */
  readonly twoParty: TwoPartyRecords;
}

/** The context the page's `Services` travel through. */
export const servicesContext = createContext<Services>(Symbol('haversack-services'));
