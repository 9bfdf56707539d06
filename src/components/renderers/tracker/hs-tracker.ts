import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { parseWith } from '../../../core/shared/parse-with.js';
import type { Ruling } from '../../../core/shared/ruling.js';
import type { SavedGame } from '../../../core/shared/saved-game-schema.js';
import { keptBy, type GameKeeper } from '../../../core/shared/saved-game-owner.js';
import type {
  HistoryEntry,
  ReportPanel,
  TrackerDescriptor,
  TrackerPanel,
} from '../../../core/shared/tracker.js';
import { findLinked, record, unrecord, type Linked } from './linked-game.js';
import { reportPanel } from './report-panel.js';
import { REFUSED_KEY } from './controls.js';
import type { UserDataKind } from '../../../core/shared/user-data.js';
import { getStore, type Store } from '../../../storage/store.js';
import { TrackerController, type TrackerOptions } from '../../controllers/tracker-controller.js';
import { namedChanges } from '../../controllers/saved-game-sync.js';
import { UnsavedController } from '../../controllers/unsaved-controller.js';
import { askBeforeReplacing } from '../../app/unsaved-work.js';
import { PrintPageController, pageCss } from '../../shared/print-page.js';
import { rulingNote } from '../../shared/ruling-links.js';
import { sharedStyles } from '../../shared/shared-styles.js';
import type { ToolHost } from '../../tool-host.js';
import { activeGameKey } from '../../shared/hs-saved-games.js';
import { historyList } from './history-list.js';
import type { PanelContext, TrackerParts } from './panel-context.js';
import {
  formPanel,
  restoredTyped,
  typedDraft,
  typedForms,
  typedOnOlderState,
} from './form-panel.js';
import { keptTypedSaid } from '../../shared/kept-typed.js';
import { takeDraft } from '../../app/draft-keep.js';
import { formPanelStyles } from './form-panel.styles.js';
import { countersPanel, logPanel, stepsPanel } from './panels.js';
import { rollPanel } from './roll-panel.js';
import { unsavedParts } from './unsaved-parts.js';
import { rollPanelStyles } from './roll-panel.styles.js';
import { trackerStyles } from './hs-tracker.styles.js';
import { unitsPanelStyles } from './units-panel.styles.js';
import { turnBar } from './turn-bar.js';
import { unitsPanel } from './units-panel.js';
import type { TrackerFold } from '../../../core/shared/tracker-fold.js';
import { foldPanel, openFoldOf } from './fold.js';
import { foldStyles } from './fold.styles.js';

/** A tracker of the game, with its title (to say where a game another tracker keeps is). */
export interface TrackerKeeper extends GameKeeper {
  readonly title: string;
  /** Its descriptor, for a tracker linked to it (recording into its games). */
  readonly descriptor?: TrackerDescriptor;
}

/**
 * A tracker drawn from its descriptor: the saved games to start or resume, the game's turn bar
 * with undo, its panels (counters, unit tables, the turn's steps, an event log, a form, a table
 * rolled and applied, and the game's own), the changes so far with undo back to any of them, the
 * save and other-tab messages, and printing. Everything is saved on this device as it changes.
 * Link: `game` (a saved game's id).
 *
 * @summary Generic tracker shell.
 */
@customElement('hs-tracker')
export class HsTracker extends LitElement {
  static override styles = [
    sharedStyles,
    trackerStyles,
    unitsPanelStyles,
    formPanelStyles,
    rollPanelStyles,
    foldStyles,
  ];

  /** What the tracker is. */
  @property({ attribute: false }) descriptor?: TrackerDescriptor;
  /** The game's slug, under which its saved games are kept. */
  @property() game = '';
  /** The tracker's tool slug, named by the games it starts (a game may have several trackers). */
  @property() tool = '';
  /** Every tracker of the game (this one among them), to tell whose a saved game is. */
  @property({ attribute: false }) keepers: readonly TrackerKeeper[] = [];
  /**
   * Loads another tracker of the game (its own chunk): only for the tracker this one records
   * into, and to read games saved before games named their tracker.
   */
  @property({ attribute: false }) loadKeeper?: (tool: string) => Promise<TrackerDescriptor | null>;
  /** The game's title, for the printed page's header. */
  @property() gameTitle = '';
  /** The game's rulings, for the notes under the panels. */
  @property({ attribute: false }) rulings: readonly Ruling[] = [];
  /** The game's own panels and their styles; set before the element is connected. */
  @property({ attribute: false }) parts: TrackerParts = {};
  /** The page's link (`game=<saved game id>`). */
  @property({ attribute: false }) host?: ToolHost;
  /** Where games are kept; by default the app's store. */
  @property({ attribute: false }) store?: Store;

  @state() private message = '';
  @state() private entered: unknown = undefined;
  /** The descriptor's `alsoReads` data, in its order (undefined where none is saved). */
  @state() private also: readonly unknown[] = [];
  /** Values the panels keep while a game is open (choices not yet applied). */
  @state() private kept: Readonly<Record<string, unknown>> = {};
  /** The game's own panels' choices (not forms) made since the last change applied. */
  @state() private picked: ReadonlySet<string> = new Set();
  /** The linked tracker's open game (a battle's campaign), when the descriptor has one. */
  @state() private linked: Linked | null = null;
  /** A recording into the linked game, or its undo, is under way. */
  @state() private recording = false;

  private readonly page = new PrintPageController(this);
  private memo: {
    scenario: string | null;
    entered: unknown;
    also: readonly unknown[];
    linked: object | undefined;
    ctx: unknown;
  } | null = null;

  /** The open saved game: read, changed, saved in order, undone, kept in step with other tabs. */
  private readonly tracker = new TrackerController<object>(this, HsTracker.options(this));

  /** The game-specific part of the controller, read from the element when it is needed. */
  private static options(el: HsTracker): TrackerOptions<object> {
    return {
      get game() {
        return el.game;
      },
      get activeKey() {
        return el.tool ? activeGameKey(el.game, el.tool) : undefined;
      },
      keeps: (game) => {
        if (el.keeps(game)) return true;
        const other = el.keepers.find((k) => k.tool !== el.tool && keptBy(game, k, el.keepers));
        return `“${game.name}” is a game of the ${other?.title ?? 'game’s other tracker'}: open it there.`;
      },
      parse: (game) => el.descriptor?.read(game) ?? null,
      opened: (_game, _state, why) => {
        // Another tab changed this game: what is typed stays, marked as typed on the older state.
        if (why) el.kept = typedOnOlderState(el.kept);
        else {
          // What was typed in this game before the app's update, if it was just reloaded.
          el.kept = restoredTyped(takeDraft('tracker'), _game.id);
          el.picked = new Set();
        }
        // The status line names the forms holding it, in what it says on this opening only.
        el.typedNews = keptTypedSaid(el.typedTitles(), why ? 'moved' : 'restored');
        if (el.typedNews)
          queueMicrotask(() => {
            el.typedNews = '';
          });
        // The linked game may have changed in its own tracker since this page was opened.
        void el.findLinked();
      },
      closed: () => {
        el.kept = {};
        el.picked = new Set();
      },
      say: (message) => {
        el.message = el.typedNews ? `${message} ${el.typedNews}` : message;
      },
      openedText: (game) => `${el.descriptor?.text.opened ?? 'Resumed'} “${game.name}”.`,
      get afterDeleted() {
        return el.descriptor?.text.afterDeleted;
      },
    };
  }

  /**
   * Forms typed and not submitted, results rolled and not applied, and choices in the game's own
   * panels not yet applied: the app asks before leaving, updating or opening another game drops
   * them.
   */
  protected readonly unsaved = new UnsavedController(this, {
    what: () => this.unsavedParts().join(' and '),
    dirty: () => this.unsavedParts().length > 0,
    // Only what is typed can be put back after an update; anything else held is asked about.
    draft: {
      id: 'tracker',
      value: () =>
        this.unsavedParts().every((part) => part.startsWith('what is typed'))
          ? typedDraft(this.tracker.saved?.id, this.kept)
          : null,
    },
  });

  /** What the status line says of forms kept as typed, while a game is being opened. */
  private typedNews = '';

  /** The titles of the forms holding typed values in the open game. */
  private typedTitles(): string[] {
    const [d, saved, state] = [this.descriptor, this.tracker.saved, this.tracker.state];
    return d && saved && state
      ? typedForms(d.panels, state, this.contextOf(d, saved), this.kept)
      : [];
  }

  private unsavedParts(): string[] {
    const [d, saved, state] = [this.descriptor, this.tracker.saved, this.tracker.state];
    const ctx = d && saved && state ? this.contextOf(d, saved) : null;
    const lost = this.tracker.lost;
    return [
      ...(lost ? [`the changes not saved (${namedChanges(lost.changes)})`] : []),
      ...(d && state && ctx !== null
        ? unsavedParts(d, state, ctx, this.kept, this.picked.size)
        : []),
    ];
  }

  /** The changes another tab's save (or delete) kept from being stored, and the ways on. */
  private renderLost() {
    const lost = this.tracker.lost;
    if (!lost) return nothing;
    const onIt = this.tracker.state !== null && this.tracker.saved?.id === lost.game.id;
    return html`<section class="not-saved no-print" aria-labelledby="not-saved-h">
      <h2 id="not-saved-h">Not saved</h2>
      <p>
        Changed in this tab but never stored, because “${lost.game.name}” was
        ${onIt ? 'changed' : 'changed or deleted'} in another tab or window first:
      </p>
      <ul>
        ${lost.changes.map((c) => html`<li>${c.what}</li>`)}
      </ul>
      <div class="row">
        ${
          onIt
            ? html`<button
                type="button"
                class="primary"
                @click=${() => {
                  this.tracker.again();
                }}
              >
                Make ${lost.changes.length === 1 ? 'it' : 'them'} again on the saved version
              </button>`
            : nothing
        }
        <button
          type="button"
          @click=${async () => {
            if (await this.tracker.keepAside())
              await this.renderRoot.querySelector('hs-saved-games')?.refresh();
          }}
        >
          Keep aside as a game of ${lost.changes.length === 1 ? 'its' : 'their'} own
        </button>
        <button
          type="button"
          @click=${() => {
            this.tracker.letGo();
          }}
        >
          Let ${lost.changes.length === 1 ? 'it' : 'them'} go
        </button>
      </div>
    </section>`;
  }

  /** Whether this tracker keeps `game` (every game when the game has one tracker). */
  private keeps(game: SavedGame): boolean {
    const me = this.keepers.find((k) => k.tool === this.tool);
    return me ? keptBy(game, me, this.keepers) : true;
  }

  /** Saves still under way (tests). */
  get saving(): Promise<void> {
    return this.tracker.saving;
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot();
    const extra = this.parts.styles ?? [];
    if (root instanceof ShadowRoot && extra.length > 0)
      root.adoptedStyleSheets = [
        ...root.adoptedStyleSheets,
        ...extra.flatMap((s) => (s.styleSheet ? [s.styleSheet] : [])),
      ];
    return root;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.init();
  }

  private async init(): Promise<void> {
    await this.start();
  }

  private async start(): Promise<void> {
    const d = this.descriptor;
    if (!d) return;
    const store = (this.store ??= await getStore());
    const unknown = (this.host?.params ?? []).filter(([k]) => k !== 'game');
    if (unknown.length > 0)
      this.message = `“${unknown[0]?.[0].slice(0, 40) ?? ''}” is not a setting of this page; it was ignored.`;
    // The saved games' list shows from the next render on: look up the game to resume now, so a
    // game the player starts or opens from the list before the lookup ends is the one kept open.
    if (this.keepers.length > 1) {
      // A game saved before games named their tracker is told apart by reading it: only when
      // one is kept do the other trackers' readers load.
      const games = await store.listGames(this.game).catch(() => []);
      if (games.some((g) => g.tool === undefined))
        await this.loadKeepers(this.keepers.map((k) => k.tool));
    }
    const found = this.tracker.init(store, this.host);
    const read = async (kind: UserDataKind<unknown>) => {
      const record = await store.getUserData(kind.gameSlug, kind.kind).catch(() => undefined);
      const parsed = record ? parseWith(kind.schema, record.data) : null;
      return parsed?.ok ? parsed.value : undefined;
    };
    if (d.userData) this.entered = await read(d.userData);
    if (d.alsoReads?.length) this.also = await Promise.all(d.alsoReads.map(read));
    await this.findLinked();
    await found;
  }

  /** The linked tracker's keeper, when this tracker has one. */
  private linkedKeeper(): (TrackerKeeper & { descriptor: TrackerDescriptor }) | null {
    const tool = this.descriptor?.linked?.tool;
    const k = this.keepers.find((x) => x.tool === tool);
    return k?.descriptor ? { ...k, descriptor: k.descriptor } : null;
  }

  /** Loads the descriptors (and readers) of the game's trackers `tools` into `keepers`. */
  private async loadKeepers(tools: readonly string[]): Promise<void> {
    const load = this.loadKeeper;
    if (!load || this.keepers.every((k) => !tools.includes(k.tool) || k.descriptor)) return;
    this.keepers = await Promise.all(
      this.keepers.map(async (k) => {
        if (!tools.includes(k.tool) || k.descriptor) return k;
        const d = await load(k.tool).catch(() => null);
        return d ? { ...k, descriptor: d, read: (g: SavedGame) => d.read(g) } : k;
      }),
    );
  }

  /** Reads the linked tracker's open game again (it may have changed, or another opened). */
  private async findLinked(): Promise<void> {
    const tool = this.descriptor?.linked?.tool;
    if (tool) await this.loadKeepers([tool]);
    const k = this.linkedKeeper();
    const store = this.tracker.store;
    if (!k || !store) return;
    this.linked = await findLinked(store, this.game, k.tool, k.descriptor).catch(() => null);
  }

  /** Records `events` into the linked game, and keeps the recording in this game. */
  private async record(events: readonly unknown[]): Promise<void> {
    const [d, k, store, linked] = [
      this.descriptor,
      this.linkedKeeper(),
      this.tracker.store,
      this.linked,
    ];
    if (!d?.linked || !k || !store || !linked) return;
    this.recording = true;
    try {
      const r = await record(store, linked, k.descriptor, events);
      if ('problem' in r) this.message = `Not recorded: ${r.problem}`;
      else
        this.tracker.apply(
          (s) => d.apply(s, d.linked?.keep(r)),
          `Recorded in “${r.name}”: open the ${k.title} to see it; undo it here or there.`,
        );
    } catch (e) {
      this.message = `Not recorded: ${e instanceof Error ? e.message : 'the save failed.'}`;
    } finally {
      this.recording = false;
      await this.findLinked();
    }
  }

  /** Undoes the recording in the linked game, then forgets it here. */
  private async unrecord(): Promise<void> {
    const [d, k, store, state] = [
      this.descriptor,
      this.linkedKeeper(),
      this.tracker.store,
      this.tracker.state,
    ];
    const r = d?.linked && state ? d.linked.recorded(state) : null;
    if (!d?.linked || !k || !store || !r) return;
    this.recording = true;
    try {
      const done = await unrecord(store, r, k.descriptor);
      if (done !== true) this.message = done.problem;
      else
        this.tracker.apply(
          (s) => d.apply(s, d.linked?.forget()),
          `The recording in “${r.name}” is undone.`,
        );
    } catch (e) {
      this.message = e instanceof Error ? e.message : 'The undo could not be saved.';
    } finally {
      this.recording = false;
      await this.findLinked();
    }
  }

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const d = this.descriptor;
    if (d?.print)
      // No paper size: the tracker prints on whatever the print dialogue is set to.
      this.page.set(
        pageCss(null, {
          topLeft: `${this.gameTitle} · ${this.tracker.saved?.name ?? ''}`,
          topRight: d.print.title,
          bottomLeft: 'Haversack',
        }),
      );
  }

  /** What the panels read beside the state, for the open game (kept while it is the same). */
  private contextOf(d: TrackerDescriptor, game: SavedGame): unknown {
    const m = this.memo;
    const linked = this.linked?.state;
    if (
      m &&
      m.scenario === game.scenario &&
      m.entered === this.entered &&
      m.also === this.also &&
      m.linked === linked
    )
      return m.ctx;
    const ctx = d.context(game.scenario, this.entered, this.also, linked);
    this.memo = { scenario: game.scenario, entered: this.entered, also: this.also, linked, ctx };
    return ctx;
  }

  private panelContext(d: TrackerDescriptor, state: object, ctx: unknown): PanelContext {
    return {
      game: this.game,
      state: state as PanelContext['state'],
      ctx,
      store: this.tracker.store,
      rulings: this.rulings,
      apply: (event, says, refused) => {
        const done = this.tracker.apply((s) => d.apply(s, event), says, refused);
        if (done) {
          this.picked = new Set();
          // A change was made: a reason written beside a button refused earlier no longer holds.
          this.kept = Object.fromEntries(
            Object.entries(this.kept).filter(([k]) => !k.startsWith(REFUSED_KEY)),
          );
        }
        return done;
      },
      undo: (steps) => {
        this.tracker.undo(steps);
      },
      say: (message) => {
        this.message = message;
      },
      get: <T>(key: string, initial: T) => (key in this.kept ? (this.kept[key] as T) : initial),
      set: (key, value) => {
        this.kept = { ...this.kept, [key]: value };
      },
      root: this.renderRoot,
    };
  }

  /** A game's own panel's context: a choice it keeps (not a message) is one not yet applied. */
  private picking(p: PanelContext): PanelContext {
    return {
      ...p,
      set: (key, value) => {
        p.set(key, value);
        if (!key.endsWith('error')) this.picked = new Set([...this.picked, key]);
      },
    };
  }

  private notes(ids: readonly string[] | undefined) {
    return (ids ?? []).map((id) => {
      const r = this.rulings.find((x) => x.id === id);
      return r ? rulingNote(this.game, r) : nothing;
    });
  }

  private panel(p: PanelContext, panel: TrackerPanel<object, unknown, unknown>) {
    const body =
      panel.kind === 'counters'
        ? countersPanel(p, panel)
        : panel.kind === 'units'
          ? unitsPanel(p, panel)
          : panel.kind === 'steps'
            ? stepsPanel(p, panel)
            : panel.kind === 'log'
              ? logPanel(p, panel)
              : panel.kind === 'form'
                ? formPanel(p, panel)
                : panel.kind === 'roll'
                  ? rollPanel(p, panel)
                  : panel.kind === 'report'
                    ? this.reportPanel(p, panel)
                    : (this.parts.panels?.[panel.id]?.(this.picking(p)) ?? nothing);
    // A panel with no place now (a form or steps hidden, no tables) hides its rulings too.
    if (body === nothing || (Array.isArray(body) && body.length === 0)) return nothing;
    const all = html`${body}${this.notes(panel.rulings)}`;
    // Counters, log, form, roll and steps panels may fold (`fold` is optional on each).
    const { fold: foldOf } = panel as {
      fold?: (state: object, ctx: unknown) => TrackerFold | null;
    };
    const fold = foldOf ? foldOf.call(panel, p.state, p.ctx) : null;
    return fold ? foldPanel(fold, all, 'title' in panel ? panel.title : undefined) : all;
  }

  private reportPanel(p: PanelContext, panel: ReportPanel) {
    const d = this.descriptor;
    const k = this.linkedKeeper();
    if (!d || !k) return nothing;
    return reportPanel(p, panel, d, {
      linked: this.linked,
      title: k.title,
      href: `../${k.tool}/`,
      busy: this.recording,
      record: (events) => void this.record(events),
      unrecord: () => void this.unrecord(),
    });
  }

  private jump(targets: readonly (readonly [string, string])[]) {
    return html`<nav class="jump no-print" aria-label="Sections of the tracker">
      ${targets.map(
        ([id, label]) =>
          html`<button
            type="button"
            class="small"
            @click=${() => {
              const el = this.renderRoot.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
              if (!el) return;
              // A folded panel opens first: the fold is what is scrolled to.
              openFoldOf(el).scrollIntoView({ block: 'start' });
              el.setAttribute('tabindex', '-1');
              el.focus({ preventScroll: true });
            }}
          >
            ${label}
          </button>`,
      )}
    </nav>`;
  }

  /** The changes so far, folded to the latest one when the descriptor asks. */
  private history(p: PanelContext, entries: readonly HistoryEntry[], folded: boolean) {
    const d = this.descriptor;
    const list = historyList(p, entries, d?.text.noHistory ?? '');
    if (!folded) return list;
    const [last] = entries;
    const title = 'Changes so far';
    const summary = last
      ? `${entries.length}; the latest: ${last.text}`
      : (d?.text.noHistory ?? '');
    return foldPanel({ title, summary, open: false }, list, title);
  }

  private renderGame(d: TrackerDescriptor, saved: SavedGame, state: object) {
    const ctx = this.contextOf(d, saved);
    if (ctx === null) return nothing;
    const p = this.panelContext(d, state, ctx);
    const sub = d.subtitle?.(ctx);
    return html`<h2 class="game-name" tabindex="-1">
        ${saved.name}${sub && !saved.name.startsWith(sub) ? html` <span class="rule">${sub}</span>` : nothing}
      </h2>
      ${turnBar(p, d.bar(p.state, ctx), { canUndo: this.tracker.canUndo, print: !!d.print })}
      ${d.jump ? this.jump(d.jump) : nothing} ${d.panels.map((panel) => this.panel(p, panel))}
      ${d.history ? this.history(p, d.history(p.state, ctx), d.historyFolded === true) : nothing}`;
  }

  override render() {
    const d = this.descriptor;
    if (!d) return nothing;
    const state = this.tracker.state;
    const saved = this.tracker.saved;
    return html`
      <p class="status no-print" role="status">${this.message}</p>
      ${this.renderLost()}
      <details class="games no-print" ?open=${!state}>
        <summary>Saved games</summary>
        ${state ? nothing : html`<p class="intro">${d.text.intro}</p>`}
        <hs-saved-games
          .store=${this.tracker.store ?? undefined}
          game=${this.game}
          tool=${this.tool}
          .keeps=${(g: SavedGame) => this.keeps(g)}
          current=${saved?.id ?? ''}
          .scenarios=${d.scenarios()}
          .initialState=${(slug: string) => ({
            state: d.start(slug),
            version: d.stateVersion,
          })}
          @hs-game-open=${(e: CustomEvent<{ game: SavedGame }>) => {
            // Another game replaces what is typed here: ask first (or save it first).
            const game = e.detail.game;
            askBeforeReplacing(() => {
              // The list closes: keyboard focus goes to the game it opened.
              if (this.tracker.open(game, '', this.host))
                void this.updateComplete.then(() =>
                  this.renderRoot.querySelector<HTMLElement>('h2.game-name')?.focus(),
                );
            });
          }}
          @hs-game-renamed=${(e: CustomEvent<{ game: SavedGame }>) => {
            this.tracker.savedGames.renamed(e.detail.game);
          }}
        ></hs-saved-games>
      </details>
      ${state && saved ? this.renderGame(d, saved, state) : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-tracker': HsTracker;
  }
}
