import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SavedGame } from '../../core/shared/saved-game-schema.js';
import { onStoreChange, type StoreChange } from '../../storage/changes.js';
import { GameConflictError, type Store } from '../../storage/store.js';
import { onBeforeUpdate } from '../../platform/sw-register.js';

/** A change of the open game made in this tab, as queued for saving. */
export interface QueuedChange {
  /** What the change is, in the player's words ("Union VPs +1."). */
  readonly what: string;
  /**
   * Makes the change again on whatever state is shown now; true when the rules allowed it. Absent
   * when it cannot be made again as such (an undo would undo another tab's change instead).
   */
  readonly again?: (() => boolean) | undefined;
}

/**
 * Changes made in this tab that were never stored, because the game was changed (or deleted) in
 * another tab or window first: every one of them by name, in the order they were made, and the
 * state this tab had reached with them, so none is dropped without a word.
 */
export interface NotSaved {
  /** The saved game they were made to. */
  readonly game: SavedGame;
  /** Each change that did not land, oldest first. */
  readonly changes: readonly QueuedChange[];
  /** The state this tab had reached with all of them (to keep aside as a game of its own). */
  readonly state: unknown;
  /** Why they did not land. */
  readonly reason: string;
}

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
  /**
   * Changes of this tab were not stored (called again, with the longer list, for each further
   * change queued behind them): say which, and offer to make them again or keep them aside.
   */
  notSaved(lost: NotSaved): void;
}

/** Said when a link names a saved game this device does not have. */
export const NOT_ON_THIS_DEVICE =
  'The saved game in this link is not on this device. Start or resume one below.';

/** Said when a saved game's state cannot be read (after `why`, when a reload was the cause). */
export function unreadableGame(game: SavedGame, why = ''): string {
  return `${why ? `${why} ` : ''}“${game.name}” could not be read (its saved state is damaged or from another version). It is kept unchanged.`;
}

/** The changes that did not land, named one after another: `“A” and “B”`. */
export function namedChanges(changes: readonly QueuedChange[]): string {
  const names = changes.map((c) => `“${c.what.trim().replace(/\.$/, '')}”`);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/**
 * One line of saves: the versions this tab stores one after another on one game, each made from
 * the one before. A new line starts whenever the tab shows a version it did not make (opened,
 * loaded from another tab, or the stored one after a refusal). Once a save of a line is refused,
 * every later save of that line is refused too (each was made on top of the refused one), and
 * each is added to the line's list of changes not saved.
 */
interface Line {
  readonly id: string;
  /** `updatedAt` of the version the next save of this line is made from. */
  base: string;
  /** Set once a save of this line was refused. */
  lost: NotSaved | null;
}

/**
 * The open game of a tracker: which one it is (the single source of truth; the host reads
 * `game`), and its saves. Saves a tracker's open game in order, one save after another, each made
 * from the version the one before stored, and keeps the game in step with other tabs and windows:
 * - a change another tab saves is loaded here when this tab has nothing waiting to be saved;
 * - a save made from an older version than the stored one is refused by the store (nothing is
 *   overwritten), the stored version is shown, and the player is told, by name, every change of
 *   this tab that was not saved (the refused one and each one queued behind it), with what was
 *   needed to make them again or keep them aside (`notSaved`); no save is dropped without that;
 * - the app's update waits for saves still under way.
 */
export class SavedGameSync implements ReactiveController {
  /** The last version of the open game known to be stored. */
  private current: SavedGame | null = null;
  private store: Store | null = null;
  private queue: Promise<void> = Promise.resolve();
  /** The line new saves join (null when no game is open). */
  private line: Line | null = null;
  /** Bumped when another game is opened or the open one closed (a lookup under way is stale). */
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

  /** Shows `game` as the stored version saves now start from. */
  private follow(game: SavedGame): void {
    this.line = { id: game.id, base: game.updatedAt, lost: null };
    this.game = game;
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
    this.generation += 1;
    this.follow(game);
  }

  /** Stops following the open game. */
  close(): void {
    this.game = null;
    this.line = null;
    this.generation += 1;
  }

  /**
   * Queues a save of `state` for the open game; `what` names the change in messages, `again`
   * makes it again on the state shown then (offered when the save is refused). Saves already
   * queued for a game the player has since left still land on that game, or are reported.
   */
  save(state: unknown, what: string, again?: () => boolean): void {
    const line = this.line;
    const game = this.current;
    if (!line || !game) return;
    const change: QueuedChange = { what, again };
    this.queue = this.queue.then(async () => {
      const store = this.store;
      if (line.lost) {
        this.lose(line, { ...line.lost, changes: [...line.lost.changes, change], state });
        return;
      }
      if (!store) return;
      try {
        const saved = await store.saveGameState(line.id, state, line.base);
        line.base = saved.updatedAt;
        if (this.line === line) this.game = saved;
      } catch (e) {
        if (e instanceof GameConflictError) this.refused(line, game, change, state, e);
        else
          this.on.failed(
            `${what} Not saved: ${e instanceof Error ? e.message : 'storage failed.'}`,
          );
      }
    });
  }

  /** A save of `line` was refused: show what is stored and say what was not saved. */
  private refused(
    line: Line,
    game: SavedGame,
    change: QueuedChange,
    state: unknown,
    e: GameConflictError,
  ): void {
    const lost: NotSaved = { game, changes: [change], state, reason: e.message };
    const shown = this.current;
    if (shown?.id === line.id) {
      if (!e.current) {
        this.close();
        this.on.deleted(`${change.what} Not saved: ${e.message}`);
        this.lose(line, lost);
        return;
      }
      // Show the stored version unless this tab shows it already (loaded from the other tab).
      if (e.current.updatedAt !== shown.updatedAt || this.line === line) {
        this.follow(e.current);
        this.on.replaced(e.current, `Not saved: ${e.message} It now shows the saved version.`);
      }
    }
    this.lose(line, lost);
  }

  private lose(line: Line, lost: NotSaved): void {
    line.lost = lost;
    this.on.notSaved(lost);
  }

  private async otherTab(change: StoreChange): Promise<void> {
    const open = this.game;
    if (!open || !('id' in change) || change.id !== open.id) return;
    if (change.type === 'game-deleted') {
      await this.queue;
      if (this.current?.id !== open.id) return;
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
    const queued = this.queue;
    const stored = await this.store.getGame(open.id).catch(() => undefined);
    // Read while the player changed the game here: those saves, made from the version shown
    // before, meet the stored one themselves and are reported by name (never dropped).
    if (queued !== this.queue) return;
    const shown = this.game;
    if (!stored || !shown || shown.id !== stored.id || stored.updatedAt === shown.updatedAt) return;
    this.follow(stored);
    this.on.replaced(stored, 'Updated with a change made in another tab or window.');
  }
}
