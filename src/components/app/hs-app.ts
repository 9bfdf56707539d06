import { LitElement, html, nothing } from 'lit';
import { onServer } from '../shared/on-server.js';
import { customElement, state } from 'lit/decorators.js';
import { RouterController } from '../../routing/router-controller.js';
import { DATA_SLUG, formatRoute } from '../../routing/routes.js';
import { appOutdated, onOfflineReady, onUpdateAvailable } from '../../platform/sw-register.js';
import { onStorageNotice, type StorageNotice } from '../../storage/notices.js';
import { appStyles } from './hs-app.styles.js';
import type { LeaveAction, LeaveDecisionEvent } from './hs-leave-prompt.js';
import { saveUnsavedWork, setUnsavedAsker, unsavedWork, type UnsavedWork } from './unsaved-work.js';
import { keepDrafts } from './draft-keep.js';
import './hs-home-page.js';
import './hs-settings.js';
import './hs-leave-prompt.js';
import './hs-game-page.js';
import './hs-tool-page.js';
import './hs-not-found.js';

const OFFLINE_READY_KEY = 'hs-offline-ready';

/** The question open about unsaved work: what the player is about to do, and how to do it. */
interface Asking {
  readonly action: LeaveAction;
  readonly work: readonly string[];
  readonly canSave: boolean;
  readonly problem: string;
  readonly proceed: () => void | Promise<void>;
}

/**
 * The app shell: header with the way home, the settings panel and an offline badge, the page
 * for the current route, and the notices: storage, offline-ready, "update available". Before it
 * leaves a page or updates, unsaved work any view registered (`unsaved-work.ts`) is saved first
 * or the player is asked.
 *
 * @summary Haversack's application shell and route outlet.
 */
@customElement('hs-app')
export class HsApp extends LitElement {
  static override styles = appStyles;

  private readonly router = new RouterController(this);
  /** The open question about unsaved work, if any. */
  @state() private asking: Asking | null = null;

  /**
   * The device has no network: the app works, and says so in the header. Read after the first
   * update: the prerendered page was drawn online, and hydration must find the same template.
   */
  @state() private offline = false;
  @state() private applyUpdate: (() => Promise<void>) | null = null;
  @state() private updating = false;
  @state() private notices: StorageNotice[] = [];
  /** The first visit's service worker has cached everything: shown once per device. */
  @state() private ready = false;

  private unsubscribers: (() => void)[] = [];

  override connectedCallback(): void {
    super.connectedCallback();
    this.router.guard = (proceed) => this.askFirst('leave', proceed);
    this.unsubscribers = [
      onUpdateAvailable((apply) => {
        this.applyUpdate = apply;
        // Another tab updated: this tab's chunks may be gone, so pages load afresh from now on.
        this.router.fullLoads = appOutdated();
      }),
      onOfflineReady(() => {
        this.showOfflineReady();
      }),
      this.listen('online', () => (this.offline = false)),
      this.listen('offline', () => (this.offline = true)),
      onStorageNotice((n) => (this.notices = [...this.notices, n])),
      setUnsavedAsker((proceed) => this.askFirst('replace', proceed)),
    ];
  }

  override firstUpdated(): void {
    if (!onServer() && !navigator.onLine) this.offline = true;
    // Files and links the installed app is launched with (only where the browser has a launch
    // queue; its own chunk, loaded after the page is up).
    if (!onServer() && 'launchQueue' in window)
      void import('../../platform/launch.js').then((m) => {
        m.listenForLaunches((href) => {
          this.navigate(href);
        });
      });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const u of this.unsubscribers) u();
  }

  private listen(type: 'online' | 'offline', handler: () => void): () => void {
    addEventListener(type, handler);
    return () => {
      removeEventListener(type, handler);
    };
  }

  /** Says once per device that everything is cached and the app works offline. */
  private showOfflineReady(): void {
    try {
      if (localStorage.getItem(OFFLINE_READY_KEY) === '1') return;
      localStorage.setItem(OFFLINE_READY_KEY, '1');
    } catch {
      // Storage refused: say it this once anyway.
    }
    this.ready = true;
  }

  private handleSkip(): void {
    this.shadowRoot?.querySelector<HTMLElement>('main')?.focus();
  }

  private handleUpdateClick(): void {
    const apply = this.applyUpdate;
    if (!apply) return;
    const go = async () => {
      this.updating = true;
      // What is typed and not saved is kept in this tab and put back after the reload.
      keepDrafts();
      await apply();
    };
    // Only work that cannot be put back after the reload is asked about.
    const kept = (w: UnsavedWork) => (w.draft?.value() ?? null) !== null;
    if (this.askFirst('update', go, (w) => !kept(w))) void go();
  }

  /**
   * True when nothing unsaved stands in the way of `action`; else asks the player (the answer
   * runs `proceed`, or not) and returns false.
   */
  private askFirst(
    action: LeaveAction,
    proceed: () => void | Promise<void>,
    counts: (work: UnsavedWork) => boolean = () => true,
  ): boolean {
    const dirty = unsavedWork().filter(counts);
    if (dirty.length === 0) return true;
    this.asking = {
      action,
      work: dirty.map((w) => w.what()),
      canSave: dirty.every((w) => w.save !== undefined),
      problem: '',
      proceed,
    };
    return false;
  }

  private readonly handleDecision = async (e: LeaveDecisionEvent): Promise<void> => {
    const asking = this.asking;
    if (!asking) return;
    const decision = e.detail.decision;
    if (decision === 'stay') {
      this.asking = null;
      return;
    }
    if (decision === 'save') {
      const left = await saveUnsavedWork();
      if (left.length > 0) {
        this.asking = {
          ...asking,
          work: left,
          problem: 'These could not be saved: the page says why. Nothing was lost.',
        };
        return;
      }
    }
    this.asking = null;
    await asking.proceed();
  };

  /** Saves a backup of everything from a storage notice (the data page's chunk loads on demand). */
  private readonly handleExportAll = async (): Promise<void> => {
    const [{ exportEverything }, { getStore }] = await Promise.all([
      import('./hs-data-page.js'),
      import('../../storage/store.js'),
    ]);
    await exportEverything(await getStore());
  };

  /** Navigates to a route href (relative to the app base). */
  navigate(href: string, options: { replace?: boolean } = {}): void {
    this.router.navigate(href, options);
  }

  private renderBreadcrumb() {
    const route = this.router.route;
    if (route.page !== 'game' && route.page !== 'tool') return nothing;
    return html`<nav aria-label="Breadcrumb">
      <ol>
        <li><a href=${formatRoute({})}>Games</a></li>
        <li>
          ${
            route.page === 'game'
              ? html`<span aria-current="page">${route.game.title}</span>`
              : html`<a href=${formatRoute({ game: route.game.slug })}>${route.game.title}</a>`
          }
        </li>
        ${
          route.page === 'tool'
            ? html`<li><span aria-current="page">${route.tool.title}</span></li>`
            : nothing
        }
      </ol>
    </nav>`;
  }

  private renderPage() {
    const route = this.router.route;
    switch (route.page) {
      case 'home':
        return html`<hs-home-page></hs-home-page>`;
      case 'data':
        // Its own chunk: only this page needs backup and restore.
        void import('./hs-data-page.js');
        return html`<hs-data-page></hs-data-page>`;
      case 'receive':
        // Its own chunk, with the hand-off reader; the camera's decoder loads only to scan.
        void import('./hs-receive-page.js');
        return html`<hs-receive-page></hs-receive-page>`;
      case 'game':
        return html`<hs-game-page .game=${route.game}></hs-game-page>`;
      case 'tool':
        return html`<hs-tool-page
          .game=${route.game}
          .tool=${route.tool}
          .params=${route.params}
        ></hs-tool-page>`;
      case 'not-found':
        return html`<hs-not-found .route=${route}></hs-not-found>`;
    }
  }

  override render() {
    return html`
      <header>
        <button type="button" class="skip" @click=${this.handleSkip}>Skip to content</button>
        <a class="brand" href=${formatRoute({})}>
          <img src="icons/icon.svg" alt="" width="32" height="32" />Haversack
        </a>
        <hs-settings></hs-settings>
        ${this.offline ? html`<span class="offline" role="status">Offline</span>` : nothing}
      </header>
      ${this.renderBreadcrumb()}
      <main id="main" tabindex="-1">${this.renderPage()}</main>
      <footer>
        Haversack works offline once loaded. Numbers come from the rulebooks, each with its rule
        reference; descriptions are our own.
        <a href=${`${DATA_SLUG}/`}>Your data: back up and restore</a>
      </footer>
      ${
        this.notices.length
          ? html`<div class="update storage" role="alert">
              ${this.notices.map((n) => html`<p>${n.message}</p>`)}
              ${
                this.notices.some((n) => n.id === 'quota' || n.id === 'write-failed')
                  ? html`<button type="button" @click=${this.handleExportAll}>
                      Export everything
                    </button>`
                  : nothing
              }
              <button type="button" @click=${() => (this.notices = [])}>OK</button>
            </div>`
          : nothing
      }
      ${
        this.ready
          ? html`<div class="update ready" role="status">
              <p>Haversack is ready to use offline on this device.</p>
              <button type="button" @click=${() => (this.ready = false)}>OK</button>
            </div>`
          : nothing
      }
      ${
        this.applyUpdate
          ? html`<div class="update" role="status">
              <p>
                A new version of Haversack is ready. Updating reloads the page: saved games, the
                roll log, entered data and preferences are kept, and a tool's settings are in its
                link. Anything typed but not saved yet is put back after the update, or you are
                asked first.
              </p>
              <button
                type="button"
                class="primary"
                ?disabled=${this.updating}
                @click=${this.handleUpdateClick}
              >
                ${this.updating ? 'Updating…' : 'Update now'}
              </button>
              <button type="button" @click=${() => (this.applyUpdate = null)}>Later</button>
            </div>`
          : nothing
      }
      ${
        this.asking
          ? html`<hs-leave-prompt
              .action=${this.asking.action}
              .work=${this.asking.work}
              ?canSave=${this.asking.canSave}
              .problem=${this.asking.problem}
              @hs-leave-decision=${this.handleDecision}
            ></hs-leave-prompt>`
          : nothing
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-app': HsApp;
  }
}
