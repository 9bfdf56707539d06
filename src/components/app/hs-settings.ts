import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { onInstallOffer, promptInstall, type InstallOffer } from '../../platform/install.js';
import { applyTheme, loadTheme, THEMES, type Theme } from '../../platform/theme.js';
import {
  onWakeLockChange,
  restoreWakeLock,
  setWakeLock,
  type WakeLockState,
} from '../../platform/wake-lock.js';
import { sharedStyles } from '../shared/shared-styles.js';

/**
 * The header's settings panel: theme, keeping the screen on (remembered on this device), and
 * installing the app where the browser offers it, or how to on iPad and iPhone.
 *
 * @summary Theme, keep-awake and install.
 */
@customElement('hs-settings')
export class HsSettings extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        position: relative;
        margin-left: auto;
      }
      summary {
        display: inline-flex;
        align-items: center;
        min-height: var(--hs-target);
        padding: 0 0.75rem;
        border: 2px solid var(--hs-border);
        border-radius: var(--hs-radius);
        cursor: pointer;
        font-weight: 600;
      }
      .panel {
        position: absolute;
        right: 0;
        top: calc(100% + 0.25rem);
        z-index: 5;
        display: grid;
        gap: 0.75rem;
        min-width: 16rem;
        max-width: calc(100vw - 2rem);
        padding: 1rem;
        background: var(--hs-surface);
        border: 2px solid var(--hs-border);
        border-radius: var(--hs-radius);
        box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
      }
      label {
        display: inline-flex;
        align-items: center;
        gap: 0.4rem;
      }
      button[aria-pressed='true'] {
        background: var(--hs-accent);
        color: var(--hs-accent-text);
      }
      p {
        margin: 0;
      }
    `,
  ];

  @state() private theme: Theme = loadTheme();
  @state() private wake: WakeLockState = { supported: false, wanted: false, active: false };
  @state() private install: InstallOffer = 'none';
  private unsubscribers: (() => void)[] = [];

  override connectedCallback(): void {
    // Prerendered (its shadow root came with the page): what this device can do is shown once
    // the page's own HTML is hydrated, so the first render matches the server's.
    const prerendered = !this.hasUpdated && this.shadowRoot !== null;
    super.connectedCallback();
    if (prerendered)
      void this.updateComplete.then(() => {
        this.subscribe();
      });
    else this.subscribe();
    void restoreWakeLock();
  }

  private subscribe(): void {
    this.unsubscribers = [
      onWakeLockChange((s) => (this.wake = s)),
      onInstallOffer((o) => (this.install = o)),
    ];
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const u of this.unsubscribers) u();
  }

  private handleThemeChange(event: Event): void {
    const value = (event.target as HTMLSelectElement).value as Theme;
    this.theme = value;
    applyTheme(value);
  }

  private renderInstall() {
    if (this.install === 'prompt')
      return html`<button type="button" @click=${() => void promptInstall()}>
        Install Haversack
      </button>`;
    if (this.install === 'apple-hint')
      return html`<p class="rule">
        To install: Share, then Add to Home Screen. Installed, it opens full screen and keeps its
        data.
      </p>`;
    return nothing;
  }

  override render() {
    return html`<details>
      <summary>Display</summary>
      <div class="panel">
        <label>
          <span>Theme</span>
          <select @change=${this.handleThemeChange} .value=${this.theme}>
            ${THEMES.map(
              (t) =>
                html`<option value=${t.value} ?selected=${t.value === this.theme}>
                  ${t.label}
                </option>`,
            )}
          </select>
        </label>
        ${
          this.wake.supported
            ? html`<button
                type="button"
                aria-pressed=${this.wake.wanted ? 'true' : 'false'}
                @click=${() => void setWakeLock(!this.wake.wanted)}
              >
                Keep screen on
              </button>`
            : html`<p class="rule">This browser cannot keep the screen on.</p>`
        }
        ${this.wake.error ? html`<p class="rule" role="status">${this.wake.error}</p>` : nothing}
        ${this.renderInstall()}
      </div>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-settings': HsSettings;
  }
}
