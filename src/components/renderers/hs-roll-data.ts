import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { RollToolDescriptor } from '../../core/shared/game-module.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { Store } from '../../storage/store.js';
import { UserDataController } from '../controllers/user-data-controller.js';
import type { ToolHost } from '../tool-host.js';
import { freshSeed } from '../../platform/random.js';
import { sharedStyles } from '../shared/shared-styles.js';
import './hs-roll-tool.js';

/**
 * The generic roller for a roll tool that reads the player's entered data (its descriptor's
 * `userData`): the data is read from the store with the user-data controller, the tool is built
 * from it, and built again when another tab or window saves new data. Until the data is read (or
 * when none is entered) the tool is built from the kind's empty data, and says itself what is
 * missing. It draws in the page's tree (no shadow root of its own), so the roller inside is found
 * where a plain roller would be.
 *
 * @summary Roller of a tool built from entered data.
 */
@customElement('hs-roll-data')
export class HsRollData extends LitElement {
  /** The roll tool, with the entered data it reads. */
  @property({ attribute: false }) descriptor?: RollToolDescriptor;
  /** The game's slug. */
  @property() game = '';
  /** The page's link, passed on to the roller. */
  @property({ attribute: false }) host?: ToolHost;
  /** Where the data is read (and the rolls logged); by default the app's store. */
  @property({ attribute: false }) store?: Store;
  /** Drawn as its tool's whole page (the roller keeps its result in view). */
  @property({ type: Boolean }) page = false;
  /** Where new seeds come from (tests pass a fixed one). */
  @property({ attribute: false }) seedSource?: () => string;

  @state() private notices: readonly string[] = [];

  private data?: UserDataController<unknown>;
  /** The last data the tool was built from, and the tool: built again only when it changes. */
  private built: { readonly data: unknown; readonly tool: RollTool } | null = null;

  /** Its notices read as the page's (light DOM), unless the build drew it in its own root. */
  static override styles = [sharedStyles];

  /**
   * Draws into its own children, so the page's styles apply; a prerendered one (its shadow root
   * came with the page, docs/decisions/0007) hydrates that root instead.
   */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return this.shadowRoot ? super.createRenderRoot() : this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.style.display = 'block';
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const source = this.descriptor?.userData;
    if (changed.has('descriptor') && source && this.data?.kind !== source.kind) {
      if (this.data) this.removeController(this.data);
      this.built = null;
      this.data = new UserDataController(this, source.kind, {
        unreadable: `Your saved ${source.kind.title} could not be read; this tool works as if none were entered. Open the page where they are entered to export or discard them.`,
        saveFailed: '',
        notice: (m) => {
          this.notices = [...this.notices, m];
        },
        status: () => undefined,
      });
    }
  }

  /** The tool under the data read so far. */
  private tool(): RollTool | undefined {
    const d = this.descriptor;
    if (!d?.userData || !this.data) return d?.tool;
    const data = this.data.value;
    const built = this.built;
    if (built && built.data === data) return built.tool;
    const tool = d.userData.tool(data);
    this.built = { data, tool };
    return tool;
  }

  override render() {
    const d = this.descriptor;
    if (!d) return nothing;
    return html`${this.notices.map((m) => html`<p class="notice" role="alert">${m}</p>`)}
      <hs-roll-tool
        .tool=${this.tool()}
        .game=${this.game}
        .host=${this.host}
        .page=${this.page}
        .cellText=${d.cellText}
        .examples=${d.examples ?? []}
        .storeOverride=${this.store}
        .seedSource=${this.seedSource ?? freshSeed}
      ></hs-roll-tool>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-roll-data': HsRollData;
  }
}
