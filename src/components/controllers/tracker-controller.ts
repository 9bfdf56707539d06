/**
 * What every tracker does with its saved game, whatever the game: find the game to resume (from
 * the link, else the device's last one), read its state (or say it cannot and keep it), apply a
 * change the rules allow (a refused one is explained and changes nothing), save each change in
 * order, undo back to any point, and follow other tabs (through `SavedGameSync`).
 */
import type { ReactiveControllerHost } from 'lit';
import type { SavedGame } from '../../core/shared/saved-game-schema.js';
import { isProblem, type Outcome } from '../../core/shared/tracker.js';
import { canUndo, undoSteps, type WithHistory } from '../../core/shared/tracker-history.js';
import type { Store } from '../../storage/store.js';
import type { ToolHost } from '../tool-host.js';
import {
  NOT_ON_THIS_DEVICE,
  SavedGameSync,
  namedChanges,
  unreadableGame,
  type NotSaved,
} from './saved-game-sync.js';

/** The game-specific part of a tracker: how its saved state is read, and what it says. */
export interface TrackerOptions<S extends object> {
  /** The game's slug, under which its saved games are kept. */
  readonly game: string;
  /** The preference that holds the game last opened in this tracker (a game with several). */
  readonly activeKey?: string | undefined;
  /**
   * Whether this tracker keeps `game` (a game with several trackers), or, when another tool
   * keeps it, a message that says which; true by default.
   */
  keeps?(game: SavedGame): true | string;
  /** The state of a saved game, or null when it cannot be read (shape, version, scenario). */
  parse(game: SavedGame): WithHistory<S> | null;
  /**
   * Called when a game opens, after its state is read (to load its scenario, reset choices).
   * `why` is set when it is the same game reloaded because another tab changed it: what the
   * player typed and has not submitted is then kept (and marked), never cleared.
   */
  opened?(game: SavedGame, state: WithHistory<S>, why: string): void;
  /** Called when the open game is gone (deleted elsewhere, or unreadable after a reload). */
  closed?(): void;
  /** Shows a message to the player (the host keeps it in its own state). */
  say(message: string): void;
  /** What opening a game says: `Resumed “name”.` by default. */
  openedText?(game: SavedGame): string;
  /** What is said when the open game was deleted elsewhere, after the reason. */
  readonly afterDeleted?: string | undefined;
}

export class TrackerController<S extends object> {
  /** The open game's state, or null when none is open. */
  state: WithHistory<S> | null = null;
  /** Where games are kept, once known. */
  store: Store | null = null;
  /** True once the game to resume (if any) has been looked for. */
  ready = false;
  /**
   * Changes of this tab that were not stored (another tab or window saved or deleted the game
   * first), until the player makes them again, keeps them aside or lets them go.
   */
  lost: NotSaved | null = null;

  private readonly sync: SavedGameSync;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: TrackerOptions<S>,
  ) {
    this.sync = new SavedGameSync(host, {
      replaced: (game, why) => {
        if (this.open(game, why)) options.say(why);
      },
      deleted: (why) => {
        this.setState(null);
        options.closed?.();
        options.say(`${why} ${options.afterDeleted ?? 'Start or resume a game below.'}`);
      },
      failed: (message) => {
        options.say(message);
      },
      notSaved: (lost) => {
        this.lost = lost;
        const n = lost.changes.length;
        const gone = this.sync.game?.id !== lost.game.id;
        options.say(
          `Not saved: ${namedChanges(lost.changes)}. ${lost.reason} ${
            gone
              ? `Keep ${n === 1 ? 'it' : 'them'} aside as a game of ${n === 1 ? 'its' : 'their'} own, or let ${n === 1 ? 'it' : 'them'} go.`
              : `It now shows the saved version: make ${n === 1 ? 'the change' : 'them'} again on it, or keep ${n === 1 ? 'it' : 'them'} aside as a game of ${n === 1 ? 'its' : 'their'} own.`
          }`,
        );
        host.requestUpdate();
      },
    });
  }

  /** The open saved game as last stored. */
  get saved(): SavedGame | null {
    return this.sync.game;
  }

  /** Saves still under way (tests, updates). */
  get saving(): Promise<void> {
    return this.sync.pending;
  }

  /** The sync of the open game, for the saved-games list (renames). */
  get savedGames(): SavedGameSync {
    return this.sync;
  }

  /**
   * Looks for the game to resume: the one the link names, else this device's last one if this
   * tracker can read it.
   */
  async init(store: Store, link: ToolHost | undefined): Promise<void> {
    this.store = store;
    this.host.requestUpdate();
    const fromLink = link?.params.find(([k]) => k === 'game')?.[1];
    const game = await this.sync.find(store, this.options.game, fromLink, this.options.activeKey);
    const keeps = game && game !== 'missing' ? (this.options.keeps?.(game) ?? true) : true;
    if (game === 'missing') this.options.say(NOT_ON_THIS_DEVICE);
    // A game another tracker of the same game keeps is never opened here as a damaged one: a
    // linked one says where it is kept; the device's last one is resumed only when it is ours.
    else if (keeps !== true) {
      if (fromLink !== undefined) this.options.say(keeps);
    } else if (game && (fromLink !== undefined || this.options.parse(game)))
      this.open(game, '', link);
    this.ready = true;
    this.host.requestUpdate();
  }

  /**
   * Shows `game`; false (with a message) when its state cannot be read. `why` is the reason
   * when another tab's change or a refused save brought it; the link then names it.
   */
  open(game: SavedGame, why = '', link?: ToolHost): boolean {
    const state = this.options.parse(game);
    if (!state) {
      this.options.say(unreadableGame(game, why));
      if (why) {
        this.sync.close();
        this.setState(null);
        this.options.closed?.();
      }
      return false;
    }
    if (this.store) this.sync.open(this.store, game);
    // The player opened a game (after being asked about changes not saved): they are let go.
    if (!why) this.lost = null;
    this.setState(state);
    this.options.opened?.(game, state, why);
    this.options.say(this.options.openedText?.(game) ?? `Resumed “${game.name}”.`);
    link?.setParams([['game', game.id]]);
    return true;
  }

  /**
   * Shows and saves `next` as the open game's state; `what` names the change, `again` makes it
   * again on the state shown then (offered if the save is refused).
   */
  commit(next: WithHistory<S>, what: string, again?: () => boolean): void {
    if (!this.saved) return;
    this.setState(next);
    this.options.say(what);
    this.sync.save(next, what, again);
  }

  /**
   * Makes the changes that were not saved again, in order, on the state shown now (each checked
   * by the rules as if made now). Stops at the first the rules refuse, saying why; a change that
   * cannot be made again as such (an undo) is named, not made. True when all were made.
   */
  again(): boolean {
    const lost = this.lost;
    if (!lost || !this.state || this.saved?.id !== lost.game.id) return false;
    this.lost = null;
    const skipped: string[] = [];
    for (const change of lost.changes) {
      if (!change.again) {
        skipped.push(change.what);
        continue;
      }
      if (!change.again()) {
        this.host.requestUpdate();
        return false;
      }
    }
    if (skipped.length > 0)
      this.options.say(
        `Made again, except ${namedChanges(skipped.map((what) => ({ what })))}: an undo is not made again on another version.`,
      );
    this.host.requestUpdate();
    return true;
  }

  /**
   * Keeps the state this tab reached with the changes not saved as a saved game of its own,
   * beside the one another tab changed; resolves to its name (null when nothing was kept).
   */
  async keepAside(): Promise<string | null> {
    const lost = this.lost;
    const store = this.store;
    if (!lost || !store) return null;
    const now = new Date().toISOString();
    const game: SavedGame = {
      ...lost.game,
      id: crypto.randomUUID(),
      name: `${lost.game.name.slice(0, 180)} (kept aside)`,
      createdAt: now,
      updatedAt: now,
      state: lost.state,
    };
    try {
      await store.putGame(game);
    } catch (e) {
      this.options.say(
        `Not kept aside: ${e instanceof Error ? e.message : 'storage failed.'} The changes are still listed here.`,
      );
      return null;
    }
    this.lost = null;
    this.options.say(
      `Kept aside as “${game.name}”, in the saved games list: open it to go on from there.`,
    );
    this.host.requestUpdate();
    return game.name;
  }

  /** The player lets the changes not saved go (they were named; now they are dropped). */
  letGo(): void {
    if (!this.lost) return;
    this.options.say(`Let go: ${namedChanges(this.lost.changes)}, never saved.`);
    this.lost = null;
    this.host.requestUpdate();
  }

  /**
   * Applies a change: `step` gives the next state, or the reason the rules or the state refuse
   * it (a `Problem`, or a thrown RangeError); then nothing changes and the reason goes to
   * `refused`, or is said when no `refused` is given. True when it was applied.
   */
  apply(
    step: (state: WithHistory<S>) => Outcome<WithHistory<S>>,
    what: string,
    refused: (reason: string) => void = (reason) => {
      this.options.say(reason);
    },
  ): boolean {
    const state = this.state;
    if (!state) return false;
    let next: Outcome<WithHistory<S>>;
    try {
      next = step(state);
    } catch (e) {
      refused(e instanceof RangeError ? e.message : 'That change is not possible now.');
      return false;
    }
    if (isProblem(next)) {
      refused(next.problem);
      return false;
    }
    this.commit(next, what, () => this.apply(step, what));
    return true;
  }

  /** Whether there is a change to undo. */
  get canUndo(): boolean {
    return this.state !== null && canUndo(this.state);
  }

  /** Undoes the last `steps` changes (1 by default) and saves. */
  undo(steps = 1): void {
    const state = this.state;
    if (!state || !canUndo(state)) return;
    this.commit(
      undoSteps(state, steps),
      steps === 1 ? 'Undone: the last change.' : `Undone: the last ${steps} changes.`,
    );
  }

  /** Stops following the open game (a new one is about to be started or opened). */
  close(): void {
    this.sync.close();
    this.lost = null;
    this.setState(null);
  }

  private setState(state: WithHistory<S> | null): void {
    this.state = state;
    this.host.requestUpdate();
  }
}
