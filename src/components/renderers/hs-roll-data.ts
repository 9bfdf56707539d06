import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { RollToolDescriptor } from '../../core/shared/game-module.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { Store } from '../../storage/store.js';
import { UserDataController } from '../controllers/user-data-controller.js';
import type { ToolHost } from '../tool-host.js';
import { freshSeed } from '../../platform/random.js';
import { compressToParam } from '../../platform/compress.js';
import { exportUserData } from '../../core/shared/user-data.js';
import { readRollLink } from '../../core/shared/roll-link.js';
import { resolveTool } from '../../core/shared/tool-inputs.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { USER_DATA_PARAM } from '../shared/hs-user-data-panel.js';
import './hs-roll-tool.js';

type Pairs = readonly (readonly [string, string])[];

/** Whether link pairs hold a roll (its seed or its entered dice). */
const hasRoll = (pairs: Pairs) => pairs.some(([k]) => k === 'seed' || k === 'dice');

/**
 * The generic roller for a roll tool that reads the player's entered data (its descriptor's
 * `userData`): the data is read from the store with the user-data controller, the tool is built
 * from it, and built again when another tab or window saves new data. Until the data is read (or
 * when none is entered) the tool is built from the kind's empty data, and says itself what is
 * missing. It draws in the page's tree (no shadow root of its own), so the roller inside is found
 * where a plain roller would be.
 *
 * A link to a roll carries the data it was read with (`data`, compressed, as the data's own
 * share link): opened on another device, the roll is read with the sender's data, computed here,
 * and the page says so, offers to take that data in one tap, and, where the device's own data
 * differs, shows what the same dice give with it.
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
  /** The data a link's `data` was made from, compressed, once ready. */
  private payload: { readonly data: unknown; readonly param: string } | null = null;
  /** The roller's last link pairs (without `data`). */
  private pairs: Pairs = [];
  /** The link read from the page once (its `data` offered), or null before. */
  private linkRead: ToolHost | null = null;
  /** The page's link as the roller sees it: `data` taken out, and added to a link with a roll. */
  private rollerHost: ToolHost | undefined;

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
    if (changed.has('host') || changed.has('descriptor')) {
      const host = this.host;
      this.pairs = (host?.params ?? []).filter(([k]) => k !== USER_DATA_PARAM);
      this.rollerHost = host
        ? {
            params: this.pairs,
            setParams: (pairs) => {
              this.pairs = [...pairs];
              this.writeLink();
            },
          }
        : undefined;
      if (host && this.data && this.linkRead !== host) {
        this.linkRead = host;
        this.data.readLink(host.params);
      }
    }
  }

  /** The data the roll is read with: a link's, while it is offered, else the device's. */
  private usedData(): unknown {
    const inc = this.data?.incoming;
    return inc?.ok ? inc.data : this.data?.value;
  }

  /** Writes the roller's link, with the data it was read with once a roll is shown. */
  private writeLink(): void {
    const host = this.host;
    const kind = this.descriptor?.userData?.kind;
    if (!host || !kind) return;
    const data = this.usedData();
    const empty = JSON.stringify(data) === JSON.stringify(kind.empty());
    if (!hasRoll(this.pairs) || empty) {
      host.setParams(this.pairs);
      return;
    }
    const ready = this.payload;
    if (ready !== null && ready.data === data) {
      host.setParams([...this.pairs, [USER_DATA_PARAM, ready.param]]);
      return;
    }
    host.setParams(this.pairs);
    void compressToParam(JSON.stringify(exportUserData(kind, data, new Date().toISOString()))).then(
      (param) => {
        this.payload = { data, param };
        if (this.usedData() === data && hasRoll(this.pairs))
          host.setParams([...this.pairs, [USER_DATA_PARAM, param]]);
      },
    );
  }

  /** The link's roll read with the device's own data: its outcome and first lines, or null. */
  private ownResult(): string | null {
    const d = this.descriptor?.userData;
    if (!d || !this.data) return null;
    const tool = d.tool(this.data.value);
    const { inputs, shown } = readRollLink(tool, this.pairs);
    if (!shown) return null;
    try {
      const { resolution } = resolveTool(tool, shown.naturals, inputs);
      const lines = resolution.next ?? resolution.effects ?? [];
      return [resolution.outcome.label, ...lines.slice(0, 4)].join(' · ');
    } catch {
      return null;
    }
  }

  /** The offer of a link's data: the roll below is read with it; take it, or read with yours. */
  private renderOffer() {
    const c = this.data;
    const kind = this.descriptor?.userData?.kind;
    if (!c || !kind) return nothing;
    const own = c.value;
    const ownEmpty = JSON.stringify(own) === JSON.stringify(kind.empty());
    return c.renderIncoming({
      what: `The ${kind.title}`,
      describe: (data) => {
        const same = JSON.stringify(data) === JSON.stringify(own);
        const mine = same || ownEmpty ? null : this.ownResult();
        return html`<strong>This roll is read with the sender’s data, carried in the link</strong>
          (${kind.title}; computed here, on this device).
          ${
            same
              ? 'They are the same as yours.'
              : ownEmpty
                ? `You have none entered: take them to read your own rolls with them.`
                : html`Yours
                  differ${mine ? html`: with yours, the same dice give <strong>${mine}</strong>` : ''}.`
          }`;
      },
      use: 'Take the sender’s data as mine',
      keep: ownEmpty ? 'Not now' : 'Read with my own data',
      saved: () => `Saved the sender’s data as your ${kind.title}.`,
      settled: () => {
        this.built = null;
        this.writeLink();
      },
    });
  }

  /** The tool under the data read so far. */
  private tool(): RollTool | undefined {
    const d = this.descriptor;
    if (!d?.userData || !this.data) return d?.tool;
    const data = this.usedData();
    const built = this.built;
    if (built && built.data === data) return built.tool;
    const tool = d.userData.tool(data);
    this.built = { data, tool };
    return tool;
  }

  override render() {
    const d = this.descriptor;
    if (!d) return nothing;
    // The notices and the offer go into the roller's column (slot `lead`), so its result bar is
    // not held below a phone's screen by them.
    const offer = this.renderOffer();
    return html`<hs-roll-tool
      .tool=${this.tool()}
      .game=${this.game}
      .host=${this.rollerHost}
      .page=${this.page}
      .cellText=${d.cellText}
      .examples=${d.examples ?? []}
      .storeOverride=${this.store}
      .seedSource=${this.seedSource ?? freshSeed}
      >${
        this.notices.length > 0 || offer !== nothing
          ? html`<div slot="lead">
              ${this.notices.map((m) => html`<p class="notice" role="alert">${m}</p>`)} ${offer}
            </div>`
          : nothing
      }</hs-roll-tool
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-roll-data': HsRollData;
  }
}
