import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { onServer } from '../shared/on-server.js';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameEntry, GameSlug, ToolEntry } from '../../catalog.js';
import { GAME_UI } from '../../games/registry.js';
import type { ToolHost } from '../tool-host.js';
import { formatRoute } from '../../routing/routes.js';
import { resolveHref } from '../../routing/app-base.js';
import { rememberTool } from '../../platform/recent-tools-store.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { pageStyles } from './page-styles.js';
import { appOutdated, reloadIntoUpdate } from '../../platform/sw-register.js';
import { yieldToMain } from '../../platform/hydration-slices.js';
import { ADOPT_ATTR, hydrateAdopted, offerPrerendered, serverTool } from './prerendered-tool.js';

type Load =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly element: HTMLElement }
  // At build time only: the tool as the prerender pass drew it.
  | { readonly status: 'prerendered'; readonly body: unknown }
  | { readonly status: 'not-built' }
  | { readonly status: 'error'; readonly message: string };

/**
 * A tool's page: loads the game's chunk, creates the tool and hands it the link's inputs. A tool
 * that is not built yet says so plainly. A built tool, with the inputs its link holds as they
 * change, goes first in the device's recent tools, which the home page offers.
 *
 * @summary Route outlet for one tool.
 */
@customElement('hs-tool-page')
export class HsToolPage extends LitElement {
  static override styles = [
    sharedStyles,
    pageStyles,
    css`
      @media print {
        :host([own-print-header]) h1,
        :host([own-print-header]) .lede {
          display: none;
        }
      }
    `,
  ];

  /** The game the tool belongs to. */
  @property({ attribute: false }) game?: GameEntry;
  /** The tool shown. */
  @property({ attribute: false }) tool?: ToolEntry;
  /** The link's query-string pairs. */
  @property({ attribute: false }) params: readonly (readonly [string, string])[] = [];

  @state() private load: Load = { status: 'loading' };

  private loadedFor = '';
  /** The tool's element came with the page (prerendered): it is adopted, not replaced. */
  private prerendered = false;

  override willUpdate(changed: PropertyValues<this>): void {
    if (onServer() && serverTool.body !== undefined) {
      this.load =
        serverTool.body === null
          ? { status: 'not-built' }
          : { status: 'prerendered', body: serverTool.body };
      return;
    }
    if (!onServer() && !this.hasUpdated) this.takePrerendered();
    // A link to the same tool with other inputs (a worked example, back/forward) rebuilds it.
    const key = `${this.game?.slug ?? ''}/${this.tool?.slug ?? ''}?${new URLSearchParams(this.params.map(([k, v]) => [k, v])).toString()}`;
    if (
      (changed.has('game') || changed.has('tool') || changed.has('params')) &&
      key !== this.loadedFor
    ) {
      this.loadedFor = key;
      void this.loadTool(key);
    }
  }

  /**
   * The page came prerendered: its tool (or its notice) is the first render's state. The tool's
   * elements are adopted when the link has no inputs (the page was drawn with none); a link with
   * inputs gets a new tool, which replaces the drawn one once built.
   */
  private takePrerendered(): void {
    const root = this.shadowRoot?.querySelector(`[${ADOPT_ATTR}="0"]`);
    if (root instanceof HTMLElement) {
      if (this.params.length === 0) offerPrerendered(root);
      this.prerendered = true;
      this.load = { status: 'ready', element: root };
    } else if (this.shadowRoot?.querySelector('[data-not-built]')) {
      this.prerendered = true;
      this.load = { status: 'not-built' };
    }
  }

  private markedFor = '';

  override updated(): void {
    // Performance mark read by the benchmark (bench/bench.mjs): the tool's content is in the
    // page, so the next frame paints it. Once per loaded tool.
    if (this.load.status === 'ready' && this.markedFor !== this.loadedFor) {
      this.markedFor = this.loadedFor;
      performance.mark('hs-tool-rendered');
    }
  }

  private host_(): ToolHost {
    return {
      params: this.params,
      setParams: (given) => {
        const game = this.game;
        const tool = this.tool;
        if (!game || !tool) return;
        const params = [...given];
        const url = resolveHref(formatRoute({ game: game.slug, tool: tool.slug, params }));
        history.replaceState(history.state, '', url);
        rememberTool(game.slug, tool.slug, params);
      },
    };
  }

  /**
   * Loads the tool for `key`; while it loads (its chunk, the files it reads) the page carries
   * `data-loading`, so a check knows the drawn tool is about to be replaced or adopted.
   */
  private async loadTool(key: string): Promise<void> {
    this.dataset['loading'] = '';
    try {
      await this.loadToolFor(key);
    } finally {
      if (key === this.loadedFor) delete this.dataset['loading'];
    }
  }

  private async loadToolFor(key: string): Promise<void> {
    const game = this.game;
    const tool = this.tool;
    if (!game || !tool) return;
    const loader = GAME_UI[game.slug as GameSlug];
    if (!loader) {
      this.load = { status: 'not-built' };
      return;
    }
    if (!this.prerendered) this.load = { status: 'loading' };
    this.prerendered = false;
    try {
      const ui = await loader();
      // The chunk's evaluation is one task, the tool's building the next.
      await yieldToMain();
      if (key !== this.loadedFor) return;
      const element = await ui.createTool(tool.slug, this.host_());
      this.load = element ? { status: 'ready', element } : { status: 'not-built' };
      // The home page offers it again, with these inputs, until the player opens another.
      if (element) rememberTool(game.slug, tool.slug, this.params);
      hydrateAdopted();
      this.toggleAttribute('own-print-header', element?.dataset['ownPrintHeader'] !== undefined);
    } catch {
      if (key !== this.loadedFor) return;
      if (appOutdated()) {
        // Another tab installed a newer version, whose worker no longer serves this version's
        // chunks: reload into it (pending saves finish first) rather than show a broken tool.
        this.load = { status: 'error', message: 'Loading the new version of Haversack…' };
        await reloadIntoUpdate();
        return;
      }
      this.load = {
        status: 'error',
        message: navigator.onLine
          ? 'This tool could not be loaded. Reload the page to try again.'
          : 'This tool could not be loaded while offline: open it once with a connection so it is saved on this device.',
      };
    }
  }

  private renderBody() {
    const tool = this.tool;
    if (!tool) return nothing;
    switch (this.load.status) {
      case 'loading':
        return html`<p role="status">Loading…</p>`;
      case 'ready':
        return this.load.element;
      case 'prerendered':
        return this.load.body;
      case 'error':
        return html`<p class="notice" role="alert">${this.load.message}</p>`;
      case 'not-built':
        return html`
          <p class="notice" role="status" data-not-built>
            <strong>This tool is not built yet.</strong> When it is, it will cover: ${tool.summary}
          </p>
          ${
            this.params.length > 0
              ? html`<p>
                  The link's settings
                  (${this.params.map(([k, v]) => html`<code>${`${k}=${v}`}</code> `)}) were not
                  applied.
                </p>`
              : nothing
          }
        `;
    }
  }

  override render() {
    const game = this.game;
    const tool = this.tool;
    if (!game || !tool) return nothing;
    return html`
      <h1>${tool.title}</h1>
      <p class="lede">${game.title} · <span class="rule">${tool.rule}</span></p>
      ${this.renderBody()}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-tool-page': HsToolPage;
  }
}
