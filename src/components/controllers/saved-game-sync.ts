import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SavedGame } from '../../core/shared/saved-game-schema.js';
import { onStoreChange, type StoreChange } from '../../storage/changes.js';
import { GameConflictError, type Store } from '../../storage/store.js';
import { onBeforeUpdate } from '../../platform/sw-register.js';

/** What a tracker does when its open game changes under it. */
export interface SavedGameSyncHost {
  /**
   * Show `game`, a stored version this tab did not make (another tab saved it, or this tab's
   * save was refused because another tab saved first), and tell the player `why`.
   */
  replaced(game: SavedGame, why: string): void;
  /** The open game is gone (deleted in another tab); tell the player `why`. */
  deleted(why: string): void;
  /** A save failed for another reason (storage full, …); tell the player. */
  failed(message: string): void;
}

/** Said when a link names a saved game this device does not have. */
export const NOT_ON_THIS_DEVICE =
  'The saved game in this link is not on this device. Start or resume one below.';

/** Said when a saved game's state cannot be read (after `why`, when a reload was the cause). */
export function unreadableGame(game: SavedGame, why = ''): string {
  return `${why ? `${why} ` : ''}“${game.name}” could not be read (its saved state is damaged or from another version). It is kept unchanged.`;
}

/**
 * The open game of a tracker: which one it is (the single source of truth; the host reads
 * `game`), and its saves. Saves a tracker's open game in order, one save after another, each made from the version the
 * one before stored, and keeps the game in step with other tabs and windows:
 * - a change another tab saves is loaded here when this tab has nothing waiting to be saved;
 * - a save made from an older version than the stored one is refused by the store (nothing is
 *   overwritten), the stored version is shown, and the player is told what was not saved;
 * - the app's update waits for saves still under way.
 */
export class SavedGameSync implements ReactiveController {
  /** The last version of the open game known to be stored. */
  private current: SavedGame | null = null;
  private store: Store | null = null;
  private queue: Promise<void> = Promise.resolve();
  /** Bumped when another version is loaded; saves queued before that are dropped. */
  private generation = 0;
  private offChange?: () => void;
  private offUpdate?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly on: SavedGameSyncHost,
  ) {
    host.addController(this);
  }

  /** The open game as last stored, or null when none is open. */
  get game(): SavedGame | null {
    return this.current;
  }

  private set game(game: SavedGame | null) {
    this.current = game;
    this.host.requestUpdate();
  }

  /**
   * The game to resume for `gameSlug`: the one the link names (`fromLink`), else the one last
   * opened on this device (in the tool whose preference is `activeKey`, else in any tool of the
   * game). 'missing' when the link names a game this device does not have.
   * Null, too, when the player opened or started a game (or one was closed) while this was being
   * looked up: the player's choice stands, and the lookup, which may finish later, does not
   * replace it. Call it as soon as the list of games can be shown.
   */
  async find(
    store: Store,
    gameSlug: string,
    fromLink: string | undefined,
    activeKey?: string,
  ): Promise<SavedGame | 'missing' | null> {
    const generation = this.generation;
    const read = async (key: string) => {
      const v = await store.getPreference(key).catch(() => null);
      return typeof v === 'string' ? v : null;
    };
    // The tool's own last game first (a game with several trackers), else the game's.
    const id =
      fromLink ??
      (activeKey === undefined ? null : await read(activeKey)) ??
      (await read(`active-game/${gameSlug}`));
    if (id === null) return null;
    const game = await store.getGame(id).catch(() => undefined);
    if (generation !== this.generation) return null;
    if (game?.gameSlug === gameSlug) return game;
    return fromLink === undefined ? null : 'missing';
  }

  /** The player renamed a game in this tab's list: keep the open one's name in step. */
  renamed(game: SavedGame): void {
    if (this.current && game.id === this.current.id)
      this.game = { ...this.current, name: game.name };
  }

  hostConnected(): void {
    this.offChange = onStoreChange((c) => {
      void this.otherTab(c);
    });
    this.offUpdate = onBeforeUpdate(() => this.queue);
  }

  hostDisconnected(): void {
    this.offChange?.();
    this.offUpdate?.();
  }

  /** Saves under way; resolves when all have finished (tests, updates). */
  get pending(): Promise<void> {
    return this.queue;
  }

  /** Starts following `game`, as just read from `store`. */
  open(store: Store, game: SavedGame): void {
    this.store = store;
    this.game = game;
    this.generation += 1;
  }

  /** Stops following the open game. */
  close(): void {
    this.game = null;
    this.generation += 1;
  }

  /** Queues a save of `state` for the open game; `what` names the change in messages. */
  save(state: unknown, what: string): void {
    const id = this.game?.id;
    const generation = this.generation;
    if (!id) return;
    this.queue = this.queue.then(async () => {
      const store = this.store;
      const base = this.game;
      if (generation !== this.generation || !store || base?.id !== id) return;
      try {
        const saved = await store.saveGameState(id, state, base.updatedAt);
        if (generation !== this.generation) return;
        this.game = saved;
      } catch (e) {
        if (generation !== this.generation) return;
        if (e instanceof GameConflictError) {
          this.generation += 1;
          const notSaved = `${what} Not saved: ${e.message}`;
          if (e.current) {
            this.game = e.current;
            this.on.replaced(e.current, `${notSaved} It now shows the saved version.`);
          } else {
            this.game = null;
            this.on.deleted(notSaved);
          }
        } else {
          this.on.failed(
            `${what} Not saved: ${e instanceof Error ? e.message : 'storage failed.'}`,
          );
        }
      }
    });
  }

  private async otherTab(change: StoreChange): Promise<void> {
    const open = this.game;
    if (!open || !('id' in change) || change.id !== open.id) return;
    if (change.type === 'game-deleted') {
      await this.queue;
      this.close();
      this.on.deleted('This game was deleted in another tab or window.');
      return;
    }
    if (change.type === 'game-renamed') {
      this.game = { ...open, name: change.name };
      return;
    }
    if (change.updatedAt === open.updatedAt) return;
    // Let this tab's own saves finish first: one of them may be the version announced.
    await this.queue;
    const known = this.game;
    if (!known || known.id !== open.id || !this.store) return;
    const stored = await this.store.getGame(open.id).catch(() => undefined);
    if (!stored || stored.updatedAt === known.updatedAt) return;
    this.generation += 1;
    this.game = stored;
    this.on.replaced(stored, 'Updated with a change made in another tab or window.');
  }
}
