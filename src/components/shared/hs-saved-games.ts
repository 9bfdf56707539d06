import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { SavedGame } from '../../core/shared/saved-game-schema.js';
import { plainTextProblem } from '../../core/shared/schema-limits.js';
import { downloadText } from '../../platform/download.js';
import { DATA_SLUG, RECEIVE_SLUG } from '../../routing/routes.js';
import type { Store } from '../../storage/store.js';
import { savedDataStyles } from './saved-data-styles.js';
import './hs-share-button.js';

/** The preference that holds the game last opened in one tool of a game. */
export const activeGameKey = (game: string, tool: string): string => `active-game/${game}/${tool}`;

const formText = (data: FormData, key: string): string => {
  const v = data.get(key);
  return typeof v === 'string' ? v : '';
};

/** Fired when the player opens (resumes) or starts a saved game. */
export type GameOpenEvent = CustomEvent<{ game: SavedGame }>;

/**
 * The saved games of one game: several named games, each resumable; start, rename and delete.
 * The caller supplies the initial state of a new game for a scenario.
 *
 * @summary List, start, rename, delete and resume saved games.
 * The new-game form comes first and is drawn without the store (it is in the page's HTML); the
 * list is read when the store arrives and shown, all at once, in its slot after everything else,
 * so what arrives late moves nothing (no layout shift). The form submits nowhere without script
 * (`method="dialog"`): a tap before the page is live keeps what is typed.
 *
 * @fires hs-game-open - a saved game was opened or started
 * @fires hs-games-listed - the list was read for the first time and is shown
 */
@customElement('hs-saved-games')
export class HsSavedGames extends LitElement {
  static override styles = [
    savedDataStyles,
    css`
      ul.saved {
        margin: 0;
      }
      li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
      }
      li .name {
        flex: 1 1 12rem;
        min-width: 0;
      }
      li[aria-current='true'] .name {
        font-weight: 700;
      }
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: end;
      }
      /* The list's slot, last: one line tall while it is read ("Loading…", then "No saved
         games yet." or the list, which grows below everything drawn before it). */
      .listing {
        min-height: 1.5rem;
        margin-top: 0.5rem;
      }
      .listing > p {
        margin: 0;
      }
      /* One column no wider than the form: a long scenario title shortens the select instead of
         pushing it past a phone's edge. */
      label {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 0.25rem;
        max-width: 100%;
      }
    `,
  ];

  /** Where games are kept. */
  @property({ attribute: false }) store?: Store;
  /** The game (ruleset) whose saved games are listed. */
  @property() game = '';
  /**
   * The tool that keeps the games listed (a game with several trackers): a new game names it,
   * and the game last opened is remembered for it too.
   */
  @property() tool = '';
  /** Which saved games of the game this list shows (all by default). */
  @property({ attribute: false }) keeps: (game: SavedGame) => boolean = () => true;
  /** Scenarios a new game can start from. */
  @property({ attribute: false }) scenarios: readonly {
    readonly slug: string;
    readonly title: string;
  }[] = [];
  /** Initial tracker state for a scenario, and its format version. */
  @property({ attribute: false }) initialState?: (scenario: string) => {
    state: unknown;
    version: number;
  };
  /** The open game's id. */
  @property() current = '';

  @state() private games: SavedGame[] = [];
  /** Whether the list has been read once; until then nothing is shown. */
  @state() private listed = false;
  @state() private message = '';
  @state() private renaming = '';
  @state() private confirmDelete = '';
  /** The link made for a game, to share. */
  @state() private link: { readonly id: string; readonly url: string } | null = null;

  /** Settles with the store once it is set (a game started before it opens waits for it). */
  private storeSet: (store: Store) => void = () => undefined;
  private readonly storeArrived = new Promise<Store>((resolve) => (this.storeSet = resolve));

  override connectedCallback(): void {
    super.connectedCallback();
    // The first read follows the store's arrival (willUpdate); a list moved in the page re-reads.
    if (this.hasUpdated) void this.refresh();
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    if (changed.has('store') && this.store) {
      this.storeSet(this.store);
      void this.refresh();
    }
  }

  /** Reloads the list. */
  async refresh(): Promise<void> {
    if (!this.store) return;
    try {
      this.games = (await this.store.listGames(this.game)).filter((g) => this.keeps(g));
    } finally {
      if (!this.listed) {
        this.listed = true;
        this.dispatchEvent(new Event('hs-games-listed', { bubbles: true, composed: true }));
      }
    }
  }

  private open(game: SavedGame): void {
    void this.store?.setPreference(`active-game/${this.game}`, game.id).catch(() => undefined);
    if (this.tool)
      void this.store
        ?.setPreference(activeGameKey(this.game, this.tool), game.id)
        .catch(() => undefined);
    this.dispatchEvent(
      new CustomEvent('hs-game-open', { detail: { game }, bubbles: true, composed: true }),
    );
  }

  private async handleCreate(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    const scenario = formText(data, 'scenario');
    const name = formText(data, 'name').trim();
    const title = this.scenarios.find((s) => s.slug === scenario)?.title ?? scenario;
    if (!this.initialState || !scenario) return;
    const problem = plainTextProblem(name, 'The game’s name');
    if (problem !== null) {
      this.message = `Not started: ${problem}`;
      return;
    }
    // Started before this device's storage is open: it waits for it, keeping what is typed.
    const store = this.store ?? (await this.storeArrived);
    const now = new Date().toISOString();
    const init = this.initialState(scenario);
    const game: SavedGame = {
      id: crypto.randomUUID(),
      gameSlug: this.game,
      scenario,
      ...(this.tool ? { tool: this.tool } : {}),
      name: (name || `${title}, ${new Date().toLocaleDateString()}`).slice(0, 200),
      createdAt: now,
      updatedAt: now,
      stateVersion: init.version,
      state: init.state,
    };
    try {
      await store.putGame(game);
      form.reset();
      this.message = `Started “${game.name}”.`;
      await this.refresh();
      this.open(game);
    } catch (err) {
      this.message = err instanceof Error ? err.message : 'The game could not be saved.';
    }
  }

  private async handleRename(e: SubmitEvent, game: SavedGame): Promise<void> {
    e.preventDefault();
    const name = formText(new FormData(e.target as HTMLFormElement), 'name').trim();
    if (!name || !this.store) return;
    const problem = plainTextProblem(name, 'The game’s name');
    if (problem !== null) {
      this.message = `Not renamed: ${problem}`;
      return;
    }
    try {
      // Renames what is stored, not this list's copy, whose state may be older.
      const renamed = await this.store.renameGame(game.id, name.slice(0, 200));
      this.dispatchEvent(
        new CustomEvent('hs-game-renamed', {
          detail: { game: renamed },
          bubbles: true,
          composed: true,
        }),
      );
      this.renaming = '';
      this.message = `Renamed to “${name}”.`;
      await this.refresh();
    } catch (err) {
      this.message = err instanceof Error ? err.message : 'Renaming failed.';
    }
  }

  private async handleDelete(game: SavedGame): Promise<void> {
    if (this.confirmDelete !== game.id) {
      this.confirmDelete = game.id;
      this.message = `Press “Confirm delete” to delete “${game.name}” and its rolls.`;
      return;
    }
    this.confirmDelete = '';
    try {
      await this.store?.deleteGame(game.id);
      this.message = `Deleted “${game.name}”.`;
      await this.refresh();
    } catch (err) {
      this.message = err instanceof Error ? err.message : 'Deleting failed.';
    }
  }

  /** Saves one game and its rolls as a backup file, to restore on another device. */
  private async handleExport(g: SavedGame): Promise<void> {
    if (!this.store) return;
    // The backup format loads only when a game is exported (it is not in the game's chunk).
    const [rolls, { backupText }] = await Promise.all([
      this.store.listRolls(g.id),
      import('../../core/shared/backup.js'),
    ]);
    const now = new Date().toISOString();
    const name = g.name
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40);
    downloadText(
      `haversack-${name || g.id}-${now.slice(0, 10)}.json`,
      backupText({ games: [g], rolls, userData: [], preferences: [] }, now),
      'application/json',
    );
    this.message = `Exported “${g.name}” with ${rolls.length} logged roll${rolls.length === 1 ? '' : 's'}.`;
  }

  /** Puts one game (and its rolls, when they fit) in a link the data page opens. */
  private async handleLink(g: SavedGame): Promise<void> {
    if (!this.store) return;
    // Compression and the backup format load only when a link is made.
    const [rolls, { backupLink }] = await Promise.all([
      this.store.listRolls(g.id),
      import('./backup-link.js'),
    ]);
    const made = await backupLink(g, rolls, new Date().toISOString());
    if (!made.ok) {
      this.link = null;
      this.message = made.message;
      return;
    }
    this.link = { id: g.id, url: made.url };
    this.message = made.leftOut
      ? `A link to “${g.name}” is ready, without its ${made.leftOut} logged rolls (too many for a link: export the game to keep them).`
      : `A link to “${g.name}” is ready: whoever opens it sees the game and chooses whether to add it.`;
  }

  /** Shows a game (and its rolls) as codes, a link and a file for another device. */
  private async handleHandoff(g: SavedGame): Promise<void> {
    if (!this.store) return;
    // The dialog and the QR encoder load only when a game is handed over.
    const [rolls, { openHandoff }] = await Promise.all([
      this.store.listRolls(g.id),
      import('./hs-handoff-dialog.js'),
    ]);
    await openHandoff({ kind: 'game', game: g, rolls }, g.name);
  }

  override render() {
    return html`
      <form method="dialog" @submit=${this.handleCreate}>
        <label>
          Scenario
          <select name="scenario" required>
            ${this.scenarios.map((s) => html`<option value=${s.slug}>${s.title}</option>`)}
          </select>
        </label>
        <label>Name (optional) <input type="text" name="name" maxlength="200" /></label>
        <button type="submit" class="primary">Start a new game</button>
      </form>
      <p class="rule">
        A game exported on another device comes in from
        <a href=${`${DATA_SLUG}/`}>Your data</a> (Restore), or by opening its link: you see it and
        choose before anything changes; or by its codes, on
        <a href=${`${RECEIVE_SLUG}/`}>Receive from another device</a>.
      </p>
      <p role="status" class="rule">${this.message}</p>
      <div class="listing">${this.renderList()}</div>
    `;
  }

  /** The saved games, once read: what is shown in the list's slot. */
  private renderList() {
    if (!this.listed) return html`<p>Loading saved games…</p>`;
    return html`
      ${
        this.games.length
          ? html`<ul class="saved" aria-label="Saved games">
              ${this.games.map(
                (g) =>
                  html`<li aria-current=${g.id === this.current ? 'true' : 'false'}>
                    ${
                      this.renaming === g.id
                        ? html`<form @submit=${(e: SubmitEvent) => this.handleRename(e, g)}>
                            <label
                              >New name
                              <input
                                type="text"
                                name="name"
                                required
                                maxlength="200"
                                .value=${g.name}
                            /></label>
                            <button type="submit">Save name</button>
                            <button type="button" @click=${() => (this.renaming = '')}>
                              Cancel
                            </button>
                          </form>`
                        : html`<span class="name"
                              >${g.name}
                              <span class="rule"
                                >${this.scenarios.find((s) => s.slug === g.scenario)?.title ?? g.scenario ?? ''}
                                · saved ${new Date(g.updatedAt).toLocaleString()}</span
                              ></span
                            >
                            <button
                              type="button"
                              class="primary"
                              @click=${() => {
                                this.open(g);
                              }}
                            >
                              ${g.id === this.current ? 'Open now' : 'Resume'}
                            </button>
                            <button type="button" @click=${() => (this.renaming = g.id)}>
                              Rename
                            </button>
                            <button type="button" @click=${() => this.handleExport(g)}>
                              Export
                            </button>
                            <button type="button" @click=${() => this.handleLink(g)}>Link</button>
                            <button type="button" @click=${() => this.handleHandoff(g)}>
                              Hand to another device
                            </button>
                            ${
                              this.link?.id === g.id
                                ? html`<hs-share-button
                                    .url=${this.link.url}
                                    .heading=${g.name}
                                    label="Share the link"
                                  ></hs-share-button>`
                                : nothing
                            }
                            <button type="button" @click=${() => this.handleDelete(g)}>
                              ${this.confirmDelete === g.id ? 'Confirm delete' : 'Delete'}
                            </button>`
                    }
                  </li>`,
              )}
            </ul>`
          : html`<p>No saved games yet.</p>`
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-saved-games': HsSavedGames;
  }
  interface GlobalEventHandlersEventMap {
    'hs-game-open': GameOpenEvent;
    'hs-games-listed': Event;
  }
}
