/**
 * "Hand to another device": one saved game or one set of entered data shown as QR codes (cycling
 * through the parts when there are several, each numbered), as a link to this app's receive page
 * with the hand-off in the fragment (never sent to a server), and as a backup file. Loaded only
 * when a player opens it, with the QR encoder (docs/decisions/0010-hand-off-codes.md).
 *
 * @summary Show a saved game or entered data as QR codes, a link and a file.
 */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { correction, generate } from 'lean-qr';
import { makeHandoff, type HandoffItem, type HandoffMade } from '../../core/shared/handoff.js';
import { deflateCodec } from '../../platform/compress.js';
import { downloadText } from '../../platform/download.js';
import { appBase } from '../../routing/app-base.js';
import { RECEIVE_SLUG } from '../../routing/routes.js';
import { sharedStyles } from './shared-styles.js';
import './hs-share-button.js';

/** How long each part of a sequence stays on screen. */
const PART_MS = 1400;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The address of the receive page carrying `fragment`. */
export function handoffUrl(fragment: string): string {
  return new URL(`${RECEIVE_SLUG}/#${fragment}`, appBase()).href;
}

/** A file name from a name: letters and digits, dashes between. */
const fileStem = (name: string) =>
  name
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

@customElement('hs-handoff-dialog')
export class HsHandoffDialog extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      dialog {
        max-width: min(34rem, calc(100vw - 1rem));
        max-height: calc(100dvh - 1rem);
        padding: 1rem;
        border: 1px solid var(--hs-border);
        border-radius: 0.5rem;
        background: var(--hs-surface);
        color: var(--hs-text);
        box-sizing: border-box;
      }
      dialog::backdrop {
        background: rgb(0 0 0 / 0.5);
      }
      h2 {
        margin-top: 0;
        font-size: 1.25rem;
      }
      .code {
        display: grid;
        justify-items: center;
        gap: 0.5rem;
        margin-block: 0.75rem;
      }
      /* The code is always dark on white, in every theme: cameras read it so. */
      canvas {
        inline-size: min(100%, 20rem);
        block-size: auto;
        image-rendering: pixelated;
        background: #fff;
        border: 0.5rem solid #fff;
      }
      .part {
        font-weight: 700;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
      .close {
        margin-top: 1rem;
      }
    `,
  ];

  /** What is handed over. */
  @property({ attribute: false }) item?: HandoffItem;
  /** What it is, in a few words, for the heading: 'Shiloh, 3 March'. */
  @property() heading = '';

  @state() private made: HandoffMade | null = null;
  @state() private index = 0;
  @state() private paused = false;
  @query('dialog') private dialog?: HTMLDialogElement;
  @query('canvas') private canvas?: HTMLCanvasElement;
  private timer: ReturnType<typeof setInterval> | undefined;

  /** Makes the hand-off of `item` and shows it. */
  async show(): Promise<void> {
    const item = this.item;
    if (!item) return;
    this.made = null;
    this.index = 0;
    this.paused = false;
    await this.updateComplete;
    this.dialog?.showModal();
    this.made = await makeHandoff(item, new Date().toISOString(), deflateCodec);
    this.restartTimer();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopTimer();
  }

  private get parts(): readonly string[] {
    return this.made?.ok ? this.made.parts : [];
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  private restartTimer(): void {
    this.stopTimer();
    if (this.parts.length > 1 && !this.paused)
      this.timer = setInterval(() => {
        this.index = (this.index + 1) % this.parts.length;
      }, PART_MS);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const text = this.parts[this.index];
    const canvas = this.canvas;
    if (text === undefined || !canvas) return;
    generate(text, { minCorrectionLevel: correction.M }).toCanvas(canvas, {
      on: [0, 0, 0, 255],
      off: [255, 255, 255, 255],
      pad: 4,
    });
  }

  private step(by: number): void {
    const n = this.parts.length;
    if (n === 0) return;
    this.paused = true;
    this.stopTimer();
    this.index = (this.index + by + n) % n;
  }

  private togglePause(): void {
    this.paused = !this.paused;
    this.restartTimer();
  }

  private close(): void {
    this.stopTimer();
    this.dialog?.close();
  }

  private saveFile(): void {
    const item = this.item;
    const made = this.made;
    if (!item || !made?.ok) return;
    const name =
      item.kind === 'game' ? item.game.name : `${item.record.gameSlug}-${item.record.kind}`;
    downloadText(
      `haversack-${fileStem(name) || 'hand-off'}-${new Date().toISOString().slice(0, 10)}.json`,
      made.file,
      'application/json',
    );
  }

  private renderCode(made: Extract<HandoffMade, { ok: true }>) {
    const n = made.parts.length;
    if (n === 0)
      return html`<p>
        This is too large for codes on screen (${(made.bytes / 1024).toFixed(1)} KB compressed):
        ${made.fragment ? 'send the link or the file instead.' : 'save it as a file instead.'}
      </p>`;
    return html`<div class="code">
      <canvas
        role="img"
        aria-label=${n === 1 ? 'QR code' : `QR code, part ${this.index + 1} of ${n}`}
      ></canvas>
      ${
        n > 1
          ? html`<p class="part" aria-live="off">Part ${this.index + 1} of ${n}</p>
              <div class="actions">
                <button
                  type="button"
                  @click=${() => {
                    this.step(-1);
                  }}
                >
                  Previous part
                </button>
                <button
                  type="button"
                  @click=${this.togglePause}
                  aria-pressed=${this.paused ? 'true' : 'false'}
                >
                  ${this.paused ? 'Cycle the parts' : 'Pause'}
                </button>
                <button
                  type="button"
                  @click=${() => {
                    this.step(1);
                  }}
                >
                  Next part
                </button>
              </div>`
          : nothing
      }
    </div>`;
  }

  private renderBody() {
    const made = this.made;
    if (made === null) return html`<p role="status">Making the codes…</p>`;
    if (!made.ok) return html`<p role="alert">${made.message}</p>`;
    const n = made.parts.length;
    return html`
      <p role="status">
        ${
          n > 1
            ? `${plural(n, 'code')} in turn: on the other device, open Haversack’s “Receive from another device” and hold its camera to this screen until every part is read.`
            : n === 1
              ? 'On the other device, open Haversack’s “Receive from another device” and scan this code.'
              : ''
        }
        ${
          made.rollsLeftOut > 0
            ? `The ${plural(made.rollsLeftOut, 'logged roll')} are left out of the codes and the link to make them short enough; the file keeps them.`
            : ''
        }
      </p>
      ${this.renderCode(made)}
      <div class="actions">
        ${
          made.fragment
            ? html`<hs-share-button
                .url=${handoffUrl(made.fragment)}
                .heading=${this.heading}
                label="Share as a link"
              ></hs-share-button>`
            : nothing
        }
        <button type="button" @click=${this.saveFile}>Save as a file</button>
      </div>
      <p class="rule">
        Nothing is sent anywhere: the codes, the link and the file hold the data itself. The other
        device sees what it is about to take and adds it as a copy.
      </p>
    `;
  }

  override render() {
    return html`<dialog aria-labelledby="handoff-title" @close=${this.stopTimer}>
      <h2 id="handoff-title">Hand “${this.heading}” to another device</h2>
      ${this.renderBody()}
      <button type="button" class="close" @click=${this.close}>Close</button>
    </dialog>`;
  }
}

/**
 * Opens the hand-off dialog for `item`. The dialog lives at the end of the document, not inside
 * the component that opens it, so no collapsed section, clipping or stacking around that component
 * can hide it; one dialog serves every opener.
 */
export async function openHandoff(item: HandoffItem, heading: string): Promise<HsHandoffDialog> {
  let dialog = document.body.querySelector('hs-handoff-dialog');
  if (!dialog) {
    dialog = document.createElement('hs-handoff-dialog');
    document.body.append(dialog);
  }
  dialog.item = item;
  dialog.heading = heading;
  await dialog.show();
  return dialog;
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-handoff-dialog': HsHandoffDialog;
  }
}
