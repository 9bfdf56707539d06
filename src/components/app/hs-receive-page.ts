import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { findGame } from '../../catalog.js';
import {
  EMPTY_COLLECTION,
  asCopy,
  collect,
  handoffContents,
  planArrival,
  readHandoff,
  readLinkFragment,
  type ArrivalPlan,
  type Collection,
  type HandoffItem,
} from '../../core/shared/handoff.js';
import { mergeEntered } from '../../core/shared/user-data-merge.js';
import { deflateCodec } from '../../platform/compress.js';
import { LAUNCHED_EVENT } from '../../platform/launch.js';
import { DATA_SLUG, formatRoute, RECEIVE_SLUG } from '../../routing/routes.js';
import { appBase } from '../../routing/app-base.js';
import { nextStamp } from '../../storage/conflict.js';
import { getStore, type Store } from '../../storage/store.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { pageStyles } from './page-styles.js';

/** Fired each time a scanned code adds a part: `detail` is the parts held and the total. */
export type HandoffProgressEvent = CustomEvent<{ have: number; total: number }>;

/** What the page is doing. */
type Phase = 'idle' | 'scanning' | 'preview' | 'taken';

/** A hand-off read and checked, waiting for the player's answer. */
interface Pending {
  readonly item: HandoffItem;
  readonly bytes: number;
  readonly plan: ArrivalPlan;
  /** The entered data on this device, when the plan is to replace or merge with it. */
  readonly deviceData?: { readonly data: unknown; readonly updatedAt: string };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const when = (iso: string) => new Date(iso).toLocaleString();
const kindWords = (kind: string) => kind.replace(/[-_]+/g, ' ');

/** The camera facing away from the player, where there is one. */
const rearCamera = () =>
  navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });

/**
 * The receiving end of a hand-off: scans the other device's codes with the camera (in any order,
 * showing progress) or reads a hand-off link (this page's address with the hand-off in its
 * fragment), shows what it is about to take (game, name, last change, size), and takes it as a
 * copy only when the player says so; a game or entered data already on this device is never
 * replaced without asking. Anything that does not read whole is refused with a message and
 * nothing is written. Loaded only on its own route.
 *
 * @summary Receive a saved game or entered data from another device.
 * @fires hs-handoff-progress - a scanned code added a part
 */
@customElement('hs-receive-page')
export class HsReceivePage extends LitElement {
  static override styles = [
    sharedStyles,
    pageStyles,
    css`
      section {
        margin-block: 1.25rem;
      }
      video {
        display: block;
        inline-size: min(100%, 24rem);
        aspect-ratio: 4 / 3;
        background: #000;
        border-radius: 0.25rem;
      }
      progress {
        inline-size: min(100%, 24rem);
        block-size: 1rem;
      }
      dl {
        display: grid;
        grid-template-columns: max-content minmax(0, 1fr);
        gap: 0.25rem 1rem;
      }
      dt {
        font-weight: 700;
      }
      dd {
        margin: 0;
        overflow-wrap: anywhere;
      }
      .error {
        border-inline-start: 4px solid var(--hs-bad);
        padding-inline-start: 0.75rem;
      }
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: end;
      }
      label {
        display: grid;
        gap: 0.25rem;
        flex: 1 1 14rem;
      }
    `,
  ];

  /** Where taken data is saved; the app's store unless one is injected. */
  @property({ attribute: false }) store?: Store;
  /** The camera's stream; the rear camera unless one is injected (a test's canvas stream). */
  @property({ attribute: false }) camera: () => Promise<MediaStream> = rearCamera;
  /** Whether the browser's own QR detector may be used (else the decoder library reads). */
  @property({ type: Boolean }) native = true;

  @state() private phase: Phase = 'idle';
  @state() private collection: Collection = EMPTY_COLLECTION;
  @state() private pending: Pending | null = null;
  @state() private status = '';
  @state() private error = '';
  @state() private taken: { readonly text: string; readonly href: string } | null = null;
  @query('video') private video?: HTMLVideoElement;
  private stream: MediaStream | null = null;
  private scanTimer: ReturnType<typeof setTimeout> | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHashChange);
    window.addEventListener(LAUNCHED_EVENT, this.onHashChange);
    void this.readAddress();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHashChange);
    window.removeEventListener(LAUNCHED_EVENT, this.onHashChange);
    this.stopCamera();
  }

  private async theStore(): Promise<Store> {
    this.store ??= await getStore();
    return this.store;
  }

  private readonly onHashChange = (): void => {
    void this.readAddress();
  };

  /**
   * Reads a hand-off carried in this page's address, if there is one: in its fragment (a hand-off
   * link), or in the `url` or `text` of a link shared to the installed app (the manifest's
   * `share_target`).
   */
  private readonly readAddress = async (): Promise<void> => {
    const fragment = location.hash.replace(/^#/, '');
    if (fragment) {
      await this.readLink(fragment);
      return;
    }
    const query = new URLSearchParams(location.search);
    const shared = [query.get('url'), query.get('text'), query.get('title')].filter(
      (s): s is string => s !== null && s !== '',
    );
    if (shared.length === 0) return;
    const link = shared.map((s) => /#(h\d{1,4}\.[A-Za-z0-9_-]*)/.exec(s)?.[1]).find(Boolean);
    if (link) await this.readLink(link);
    else
      this.fail(
        'What was shared holds no Haversack hand-off link: nothing was taken. Share the link that “Hand to another device” makes.',
      );
  };

  /** Reads a hand-off link's fragment (or a whole link pasted by the player). */
  async readLink(text: string): Promise<void> {
    const hash = text.includes('#') ? text.slice(text.indexOf('#') + 1) : text;
    const link = readLinkFragment(hash.trim());
    if (!link.ok) {
      this.fail(link.error);
      return;
    }
    await this.readPayload(link.payload);
  }

  private fail(error: string): void {
    this.error = error;
    this.status = '';
  }

  private async readPayload(payload: Uint8Array): Promise<void> {
    const read = await readHandoff(payload, deflateCodec);
    if (!read.ok) {
      this.fail(read.error);
      this.phase = 'idle';
      return;
    }
    const store = await this.theStore();
    const { item } = read;
    let existing: { updatedAt: string; data?: unknown } | undefined;
    try {
      existing =
        item.kind === 'game'
          ? await store.getGame(item.game.id)
          : await store.getUserData(item.record.gameSlug, item.record.kind);
    } catch {
      existing = undefined;
    }
    this.error = '';
    this.pending = {
      item,
      bytes: read.bytes,
      plan: planArrival(item, existing),
      ...(item.kind === 'entered' && existing
        ? { deviceData: { data: existing.data, updatedAt: existing.updatedAt } }
        : {}),
    };
    this.phase = 'preview';
    this.status = `Read: ${this.describe(item)}. Check it, then choose.`;
  }

  private describe(item: HandoffItem): string {
    const game = findGame(item.kind === 'game' ? item.game.gameSlug : item.record.gameSlug);
    return item.kind === 'game'
      ? `the saved game “${item.game.name}” of ${game?.title ?? item.game.gameSlug}`
      : `${game?.title ?? item.record.gameSlug} entered data (${kindWords(item.record.kind)})`;
  }

  /** Adds one scanned code's text; used by the camera loop (and by a test's stand-in). */
  async addCode(text: string): Promise<void> {
    const step = collect(this.collection, text);
    switch (step.status) {
      case 'repeat':
        return;
      case 'refused':
        this.collection = step.collection;
        this.fail(step.error);
        return;
      case 'added':
        this.collection = step.collection;
        this.error = '';
        this.status = `Read part ${step.have} of ${step.total}: keep the camera on the other screen.`;
        this.dispatchEvent(
          new CustomEvent('hs-handoff-progress', {
            detail: { have: step.have, total: step.total },
            bubbles: true,
            composed: true,
          }),
        );
        return;
      case 'complete':
        this.stopCamera();
        this.collection = EMPTY_COLLECTION;
        this.dispatchEvent(
          new CustomEvent('hs-handoff-progress', {
            detail: { have: step.total, total: step.total },
            bubbles: true,
            composed: true,
          }),
        );
        await this.readPayload(step.payload);
        return;
    }
  }

  private async startCamera(): Promise<void> {
    this.error = '';
    this.taken = null;
    this.pending = null;
    this.collection = EMPTY_COLLECTION;
    let stream: MediaStream;
    try {
      stream = await this.camera();
    } catch (e) {
      this.fail(
        e instanceof DOMException && e.name === 'NotAllowedError'
          ? 'The camera was not allowed. Allow it in the browser’s site settings, or open the hand-off’s link instead.'
          : 'No camera could be opened on this device: open the hand-off’s link instead, or restore its file from Your data.',
      );
      return;
    }
    this.stream = stream;
    this.phase = 'scanning';
    this.status = 'Scanning: hold the camera to the other device’s code.';
    await this.updateComplete;
    const video = this.video;
    if (!video) return;
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    const { qrReader } = await import('../../platform/qr-scan.js');
    const { read } = await qrReader({ native: this.native });
    const tick = async (): Promise<void> => {
      if (this.stream !== stream) return;
      const texts = video.readyState >= 2 ? await read(video).catch(() => []) : [];
      for (const t of texts) if (this.stream === stream) await this.addCode(t);
      if (this.stream === stream) this.scanTimer = setTimeout(() => void tick(), 100);
    };
    void tick();
  }

  private stopCamera(): void {
    if (this.scanTimer !== undefined) clearTimeout(this.scanTimer);
    this.scanTimer = undefined;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    if (this.phase === 'scanning') this.phase = 'idle';
  }

  private handleStop(): void {
    this.stopCamera();
    this.status = 'Scanning stopped.';
  }

  private restart(): void {
    this.collection = EMPTY_COLLECTION;
    this.error = '';
    this.status = this.phase === 'scanning' ? 'Starting again: scan the new hand-off’s codes.' : '';
  }

  private async handlePaste(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const value = new FormData(e.target as HTMLFormElement).get('link');
    await this.readLink(typeof value === 'string' ? value : '');
  }

  /** Drops the hand-off from the address once it is taken or declined. */
  private clearAddress(): void {
    if (location.hash || location.search)
      history.replaceState(history.state, '', new URL(`${RECEIVE_SLUG}/`, appBase()).href);
  }

  private cancel(): void {
    this.pending = null;
    this.phase = 'idle';
    this.status = 'Nothing was taken.';
    this.clearAddress();
  }

  /** Takes the pending hand-off as the player chose. */
  private async take(how: 'new' | 'replace' | 'copy' | 'merge'): Promise<void> {
    const p = this.pending;
    if (!p) return;
    const store = await this.theStore();
    const { item } = p;
    try {
      if (item.kind === 'game') {
        let game = item;
        if (how === 'copy') game = asCopy(item, () => crypto.randomUUID());
        if (how === 'replace' && p.plan.kind === 'same-game' && !p.plan.newer)
          // The device's copy is as new or newer: the taken one must be newer to replace it.
          game = { ...item, game: { ...item.game, updatedAt: nextStamp(p.plan.deviceUpdatedAt) } };
        if (how === 'new' && (await store.getGame(item.game.id)))
          throw new Error(
            'A game with this id was saved on this device meanwhile: nothing was taken. Read the hand-off again to choose.',
          );
        await store.restore(handoffContents(game), 'add');
        await store
          .setPreference(`active-game/${game.game.gameSlug}`, game.game.id)
          .catch(() => undefined);
        const meta = findGame(game.game.gameSlug);
        const tracker = meta?.tools.find((t) => t.kind === 'tracker');
        this.taken = {
          text: `Taken: “${game.game.name}” is saved on this device${game.rolls.length ? ` with ${plural(game.rolls.length, 'logged roll')}` : ''}.`,
          href: meta
            ? formatRoute(tracker ? { game: meta.slug, tool: tracker.slug } : { game: meta.slug })
            : formatRoute({}),
        };
      } else {
        const { gameSlug, kind, data } = item.record;
        const base = p.deviceData?.updatedAt ?? null;
        const value = how === 'merge' ? mergeEntered(data, p.deviceData?.data) : data;
        await store.saveUserData(gameSlug, kind, value, base);
        this.taken = {
          text: `Taken: ${this.describe(item)} ${how === 'merge' ? 'merged with what this device held' : 'saved on this device'}.`,
          href: formatRoute({ game: gameSlug }),
        };
      }
    } catch (e) {
      this.fail(
        e instanceof Error && e.name === 'UserDataConflictError'
          ? 'This device’s entered data changed (or cannot be read) since the hand-off was read: nothing was taken. Read it again to choose.'
          : e instanceof Error
            ? `Nothing was taken: ${e.message}`
            : 'Nothing was taken: the data could not be saved.',
      );
      return;
    }
    this.pending = null;
    this.phase = 'taken';
    this.status = this.taken.text;
    this.clearAddress();
  }

  private renderPreview(p: Pending) {
    const { item } = p;
    const slug = item.kind === 'game' ? item.game.gameSlug : item.record.gameSlug;
    const updatedAt = item.kind === 'game' ? item.game.updatedAt : item.record.updatedAt;
    const plan = p.plan;
    return html`<section aria-labelledby="take-title">
      <h2 id="take-title">About to take</h2>
      <dl>
        <dt>Game</dt>
        <dd>${findGame(slug)?.title ?? slug}</dd>
        <dt>Name</dt>
        <dd>
          ${item.kind === 'game' ? item.game.name : `Entered data: ${kindWords(item.record.kind)}`}
        </dd>
        <dt>Last change</dt>
        <dd>${when(updatedAt)}</dd>
        <dt>Size</dt>
        <dd>
          ${(p.bytes / 1024).toFixed(1)} KB
          compressed${item.kind === 'game' ? `, ${plural(item.rolls.length, 'logged roll')}` : ''}
        </dd>
      </dl>
      ${
        plan.kind === 'same-game'
          ? html`<p>
              This device already holds this game, last changed ${when(plan.deviceUpdatedAt)}
              (${plan.newer ? 'older than' : 'as new as or newer than'} the one handed over). Keep
              both, or replace the one here?
            </p>`
          : plan.kind === 'has-entries'
            ? html`<p>
                This device already holds this entered data, last changed
                ${p.deviceData ? when(p.deviceData.updatedAt) : ''}. Merge keeps both (the
                handed-over values where both have one); replace puts the handed-over data in its
                place.
              </p>`
            : nothing
      }
      <div class="actions">
        ${
          plan.kind === 'new'
            ? html`<button type="button" class="primary" @click=${() => this.take('new')}>
                Take it
              </button>`
            : plan.kind === 'same-game'
              ? html`<button type="button" class="primary" @click=${() => this.take('copy')}>
                    Keep both: take it as a copy
                  </button>
                  <button type="button" @click=${() => this.take('replace')}>
                    Replace the one on this device
                  </button>`
              : html`<button type="button" class="primary" @click=${() => this.take('merge')}>
                    Merge with this device’s data
                  </button>
                  <button type="button" @click=${() => this.take('replace')}>
                    Replace this device’s data
                  </button>`
        }
        <button type="button" @click=${this.cancel}>Cancel</button>
      </div>
    </section>`;
  }

  private renderScan() {
    const c = this.collection;
    return html`<section aria-labelledby="scan-title">
      <h2 id="scan-title">Scan the codes</h2>
      <p>
        On the other device, choose “Hand to another device” beside a saved game or entered data.
        Then scan its code here; a long game shows several codes in turn, read in any order.
      </p>
      ${
        this.phase === 'scanning'
          ? html`<video muted playsinline aria-label="Camera view"></video>
              ${
                c.total > 1
                  ? html`<p>
                      <label
                        >Parts read
                        <progress max=${c.total} value=${c.chunks.size}></progress>
                        ${c.chunks.size} of ${c.total}</label
                      >
                    </p>`
                  : nothing
              }
              <div class="actions">
                <button type="button" @click=${this.handleStop}>Stop scanning</button>
                ${
                  c.chunks.size > 0
                    ? html`<button type="button" @click=${this.restart}>Start again</button>`
                    : nothing
                }
              </div>`
          : html`<div class="actions">
              <button type="button" class="primary" @click=${this.startCamera}>
                Scan with the camera
              </button>
            </div>`
      }
    </section>`;
  }

  override render() {
    return html`
      <h1>Receive from another device</h1>
      <p>
        Take a saved game, a keyed-in chart, an army or model parameters from another device:
        nothing passes through a server, and nothing is written until you choose.
      </p>
      <p role="status" aria-live="polite">${this.status}</p>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${
        this.phase === 'taken' && this.taken
          ? html`<p><a href=${this.taken.href}>Open it</a></p>`
          : nothing
      }
      ${this.pending ? this.renderPreview(this.pending) : this.renderScan()}
      <section aria-labelledby="link-title">
        <h2 id="link-title">Or open a link</h2>
        <form @submit=${this.handlePaste}>
          <label
            >Hand-off link
            <input
              type="text"
              inputmode="url"
              name="link"
              required
              autocomplete="off"
              spellcheck="false"
          /></label>
          <button type="submit">Open the link</button>
        </form>
        <p class="rule">
          A hand-off saved as a file, or a whole backup, is restored from
          <a href=${`${DATA_SLUG}/`}>Your data</a>.
        </p>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-receive-page': HsReceivePage;
  }
  interface GlobalEventHandlersEventMap {
    'hs-handoff-progress': HandoffProgressEvent;
  }
}
