import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { sharedStyles } from '../shared/shared-styles.js';

/**
 * "Copy for forum": copies a roll written out as plain text or Markdown (see `forumText`), for a
 * forum post or an email. Where the clipboard is refused, the text is shown to copy by hand.
 * The outcome is announced.
 *
 * @summary Copy a roll as text or Markdown.
 */
@customElement('hs-forum-copy')
export class HsForumCopy extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        margin-top: 0.5rem;
      }
      textarea {
        width: 100%;
        min-height: 10rem;
        font: inherit;
        font-size: 0.85rem;
      }
    `,
  ];

  /** The plain-text post. */
  @property() text = '';
  /** The Markdown post. */
  @property() markdown = '';

  @state() private status = '';
  @state() private manual: string | null = null;

  private async copy(value: string, what: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      this.manual = null;
      this.status = `${what} copied: paste it into your post.`;
    } catch {
      this.manual = value;
      this.status = 'The clipboard is not available here: copy the text below.';
    }
  }

  override render() {
    return html`<div class="actions">
        <button type="button" @click=${() => void this.copy(this.text, 'Plain text')}>
          Copy for forum
        </button>
        <button type="button" @click=${() => void this.copy(this.markdown, 'Markdown')}>
          Copy as Markdown
        </button>
      </div>
      <p role="status" class="rule">${this.status}</p>
      ${
        this.manual !== null
          ? html`<label>Roll as text<textarea readonly .value=${this.manual}></textarea></label>`
          : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-forum-copy': HsForumCopy;
  }
}
