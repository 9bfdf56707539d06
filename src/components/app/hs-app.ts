import { LitElement, css, html, nothing } from 'lit';
import { onServer } from '../shared/on-server.js';
import { customElement, state } from 'lit/decorators.js';
import { RouterController } from '../../routing/router-controller.js';
import { DATA_SLUG, formatRoute } from '../../routing/routes.js';
import { onOfflineReady, onUpdateAvailable } from '../../platform/sw-register.js';
import { onStorageNotice, type StorageNotice } from '../../storage/notices.js';
import { sharedStyles } from '../shared/shared-styles.js';
import './hs-home-page.js';
import './hs-settings.js';

const OFFLINE_READY_KEY = 'hs-offline-ready';
import './hs-game-page.js';
import './hs-tool-page.js';
import './hs-not-found.js';

/**
 * The app shell: header with the way home, the settings panel and an offline badge, the page
 * for the current route, and the notices: storage, offline-ready, "update available".
 *
 * @summary Haversack's application shell and route outlet.
 */
@customElement('hs-app')
export class HsApp extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        min-height: 100vh;
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem 1rem;
        padding: 0.5rem 1rem;
        background: var(--hs-surface);
        border-bottom: 2px solid var(--hs-border);
      }
      .brand {
        display: inline-flex;
        align-items: center;
        gap: 0.5rem;
        min-height: var(--hs-target);
        padding-block: 0;
        font-size: 1.25rem;
        font-weight: 700;
        color: var(--hs-text);
        text-decoration: none;
      }
      .brand img {
        width: 32px;
        height: 32px;
      }
      nav[aria-label='Breadcrumb'] {
        max-width: 72rem;
        margin: 0 auto;
        padding: 0 1rem;
      }
      nav[aria-label='Breadcrumb'] ol {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      nav[aria-label='Breadcrumb'] li + li::before {
        content: '›';
        margin-right: 0.25rem;
        color: var(--hs-muted);
      }
      nav[aria-label='Breadcrumb'] li {
        display: flex;
        align-items: center;
        min-height: var(--hs-target);
      }
      /* On a phone the tool's own crumb repeats the heading just below it: it stays for screen
         readers but is not drawn, so the trail keeps to one line. */
      @media (max-width: 40rem) {
        nav[aria-label='Breadcrumb'] li:nth-child(3) {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip-path: inset(50%);
          white-space: nowrap;
        }
      }
      nav[aria-label='Breadcrumb'] a {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        min-height: var(--hs-target);
        min-width: var(--hs-target);
        padding-block: 0;
      }
      .offline {
        padding: 0.25rem 0.5rem;
        border: 2px solid var(--hs-border);
        border-radius: var(--hs-radius);
        font-weight: 600;
      }
      main {
        max-width: 72rem;
        /* The footer starts below the fold, so a tool that replaces "Loading…" moves nothing
           in view (no layout shift). */
        min-height: 100vh;
        margin: 0 auto;
        padding: 1rem;
      }
      .update {
        position: fixed;
        inset: auto 1rem 1rem 1rem;
        max-width: 32rem;
        margin: 0 auto;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.75rem;
        padding: 0.75rem 1rem;
        background: var(--hs-surface);
        border: 2px solid var(--hs-accent);
        border-radius: var(--hs-radius);
        box-shadow: 0 4px 16px rgb(0 0 0 / 30%);
      }
      .update p {
        margin: 0;
        flex: 1 1 12rem;
      }
      .skip {
        position: absolute;
        left: -999px;
      }
      .skip:focus {
        left: 1rem;
        top: 0.5rem;
        z-index: 10;
        background: var(--hs-surface);
        padding: 0.5rem;
      }
      footer {
        max-width: 72rem;
        margin: 2rem auto 0;
        padding: 1rem;
        color: var(--hs-muted);
        font-size: 0.9rem;
      }
      @media print {
        header,
        nav,
        footer,
        .update,
        .skip {
          display: none !important;
        }
        :host {
          min-height: 0;
        }
        main {
          max-width: none;
          padding: 0;
        }
      }
    `,
  ];

  private readonly router = new RouterController(this);

  /** The device has no network: the app works, and says so in the header. */
  @state() private offline = !onServer() && !navigator.onLine;
  @state() private applyUpdate: (() => Promise<void>) | null = null;
  @state() private updating = false;
  @state() private notices: StorageNotice[] = [];
  /** The first visit's service worker has cached everything: shown once per device. */
  @state() private ready = false;

  private unsubscribers: (() => void)[] = [];

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribers = [
      onUpdateAvailable((apply) => (this.applyUpdate = apply)),
      onOfflineReady(() => {
        this.showOfflineReady();
      }),
      this.listen('online', () => (this.offline = false)),
      this.listen('offline', () => (this.offline = true)),
      onStorageNotice((n) => (this.notices = [...this.notices, n])),
    ];
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

  private async handleUpdateClick(): Promise<void> {
    if (!this.applyUpdate) return;
    this.updating = true;
    await this.applyUpdate();
  }

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
          ? html`<div class="update" role="status">
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
                roll log and saved entries are kept; a form you have not saved is not.
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
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-app': HsApp;
  }
}
