import { LitElement, css, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { RollTool } from '../../core/shared/tool.js';
import type { Inputs } from '../../core/shared/types.js';
import type { RandomFill } from '../../core/shared/roller.js';
import type { Sha256 } from '../../core/shared/two-party.js';
import { readTwoPartyToken } from '../../core/shared/two-party-link.js';
import type { TwoPartyRecord } from '../../core/shared/two-party-record.js';
import { writeInputs, effectiveInputs } from '../../core/shared/tool-inputs.js';
import { cryptoFill } from '../../platform/random.js';
import { sha256 } from '../../platform/hash.js';
import type { Store } from '../../storage/store-types.js';
import { listTwoParty } from '../../storage/two-party-store.js';
import { sharedStyles } from '../shared/shared-styles.js';
import {
  answerRequest,
  openToken,
  startRequest,
  type TwoPartyContext,
  type TwoPartyView,
} from './two-party-flow.js';
import { renderTwoPartyView } from './two-party-view.js';
import '../shared/hs-share-button.js';

/**
 * A two-party result whose arithmetic holds: its dice, link token and status; `proves` false
 * where it proves nothing on this device; `fresh` when just made here.
 */
export type TwoPartyResultEvent = CustomEvent<{
  dice: number[][];
  token: string;
  status: string;
  proves: boolean;
  fresh: boolean;
}>;

/** The link's two-party token changed (null: none), to write into the page's link. */
export type TwoPartyLinkEvent = CustomEvent<{ token: string | null }>;

/**
 * The two-party roll of any roll tool: start a request for the current setup, answer an
 * opponent's request, reveal on the answer (the roller's device), check a result, and list this
 * tool's requests kept on the device (including those answered and never revealed).
 *
 * @summary Two-party rolls over links.
 * @fires hs-two-party-link - the page's link should now carry this token
 * @fires hs-two-party-result - a verified result to show as the roll
 */
@customElement('hs-two-party')
export class HsTwoParty extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .status {
        font-weight: 600;
      }
      /* A refusal or an unproven result: apart from the link buttons after it. */
      .notice {
        margin: 1rem 0;
      }
      ul {
        padding-left: 1.2rem;
      }
      label.link-field {
        display: grid;
        gap: 0.25rem;
      }
      input.link {
        width: 100%;
        box-sizing: border-box;
      }
    `,
  ];

  @property({ attribute: false }) tool?: RollTool;
  @property() game = '';
  /** The setup on screen (the link's inputs). */
  @property({ attribute: false }) inputs: Inputs = {};
  @property({ attribute: false }) store?: Store;
  /** The link's `tp` value, or null. */
  @property({ attribute: false }) token: string | null = null;
  /** Hashing and randomness (tests may pass their own). */
  @property({ attribute: false }) sha: Sha256 = sha256;
  @property({ attribute: false }) fill: RandomFill = cryptoFill;

  @state() private view: TwoPartyView = { kind: 'idle' };
  @state() private records: TwoPartyRecord[] = [];
  @state() private busy = false;
  @state() private message = '';
  /** The token last opened or made here, so writing it to the link does not open it again. */
  private handled: string | null = null;

  private context(): TwoPartyContext | null {
    const { tool, store } = this;
    if (!tool || !store) return null;
    return {
      sha: this.sha,
      fill: this.fill,
      store,
      game: this.game,
      tool,
      inputs: this.inputs,
      link: (token) => this.query(token),
      now: () => new Date().toISOString(),
    };
  }

  /** The query of this tool's link with the setup and `token`. */
  private query(token: string): string {
    const tool = this.tool;
    const pairs = tool ? writeInputs(tool, effectiveInputs(tool, this.inputs)) : [];
    pairs.push(['tp', token]);
    return `?${new URLSearchParams(pairs).toString()}`;
  }

  /** The absolute link of `token` on this page. */
  linkOf(token: string): string {
    return new URL(this.query(token), location.href).href;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (!(changed.has('token') || changed.has('store') || changed.has('tool'))) return;
    if (this.token === null) {
      this.handled = null;
      this.view = { kind: 'idle' };
      void this.loadRecords();
    } else if (this.token !== this.handled && this.store && this.tool) {
      this.handled = this.token;
      void this.open(this.token);
    }
  }

  private async loadRecords(): Promise<void> {
    if (!this.store || !this.tool) return;
    this.records = await listTwoParty(this.store, this.game, this.tool.id).catch(() => []);
  }

  private async run(step: (ctx: TwoPartyContext) => Promise<TwoPartyView>): Promise<void> {
    const ctx = this.context();
    if (!ctx || this.busy) return;
    this.busy = true;
    try {
      this.apply(await step(ctx));
    } catch (e) {
      this.message = e instanceof Error ? e.message : 'The two-party roll could not be saved.';
    } finally {
      this.busy = false;
    }
  }

  private async open(raw: string): Promise<void> {
    const read = readTwoPartyToken(raw);
    if (!read.ok) {
      this.view = { kind: 'refused', message: read.message };
      return;
    }
    await this.run((ctx) => openToken(ctx, read.token));
    // Only the roller's reveal makes a new roll (logged); a result opened is shown, not logged.
    if (this.view.kind === 'result') this.emitResult(this.view, read.token.stage !== 'result');
  }

  private apply(v: TwoPartyView): void {
    this.view = v;
    this.message = '';
    const token =
      v.kind === 'requested' || v.kind === 'answered' || v.kind === 'result' ? v.token : null;
    if (token !== null && token !== this.token) {
      this.handled = token;
      this.dispatchEvent(
        new CustomEvent('hs-two-party-link', { detail: { token }, bubbles: true, composed: true }),
      );
    }
  }

  private emitResult(v: Extract<TwoPartyView, { kind: 'result' }>, fresh: boolean): void {
    this.dispatchEvent(
      new CustomEvent('hs-two-party-result', {
        detail: { dice: v.dice, token: v.token, status: v.status, proves: v.proves, fresh },
        bubbles: true,
        composed: true,
      }),
    );
  }

  override render() {
    return renderTwoPartyView({
      view: this.view,
      // Until the store is open a step could not be kept: its buttons wait rather than do nothing.
      busy: this.busy || !this.store,
      message: this.message,
      records: this.records,
      title: this.tool?.title ?? '',
      linkOf: (token) => this.linkOf(token),
      start: () => void this.run(startRequest),
      answer: (request) => void this.run((ctx) => answerRequest(ctx, request)),
      origin: location.origin,
      persistent: this.store?.persistent ?? true,
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-two-party': HsTwoParty;
  }
  interface GlobalEventHandlersEventMap {
    'hs-two-party-result': TwoPartyResultEvent;
    'hs-two-party-link': TwoPartyLinkEvent;
  }
}
