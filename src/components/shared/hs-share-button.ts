import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { shareLink } from '../../platform/share.js';
import { sharedStyles } from './shared-styles.js';

/**
 * Shares a link: the system share sheet where there is one, else the clipboard, else the link
 * shown in a field to copy by hand. The outcome is announced.
 *
 * @summary Share or copy a link to the current view.
 */
@customElement('hs-share-button')
export class HsShareButton extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: inline-block;
      }
      input {
        width: min(32rem, 80vw);
      }
    `,
  ];

  /** The absolute URL to share. */
  @property() url = '';
  /** Title given to the share sheet. */
  @property() heading = 'Haversack';
  /** Button text. */
  @property() label = 'Share link';

  @state() private status = '';
  @state() private manual = false;

  private async handleClick(): Promise<void> {
    const how = await shareLink(this.url, this.heading);
    this.manual = how === 'manual';
    this.status =
      how === 'shared'
        ? 'Shared.'
        : how === 'copied'
          ? 'Link copied.'
          : how === 'cancelled'
            ? ''
            : 'Copy the link below.';
  }

  override render() {
    return html`<button type="button" @click=${this.handleClick}>${this.label}</button>
      <span role="status" class="rule">${this.status}</span>
      ${
        this.manual
          ? html`<div>
              <label
                >Link
                <input
                  type="text"
                  readonly
                  .value=${this.url}
                  @focus=${(e: Event) => {
                    (e.target as HTMLInputElement).select();
                  }}
              /></label>
            </div>`
          : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-share-button': HsShareButton;
  }
}
