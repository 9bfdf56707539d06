import { html, nothing, type TemplateResult } from 'lit';

/**
 * Messages announced in a box of class `cls` (`notice`, and `no-print` where print leaves them
 * out), or nothing if there are none.
 */
export function renderAlertList(
  cls: string,
  messages: readonly string[],
): TemplateResult | typeof nothing {
  return messages.length > 0
    ? html`<div class=${cls} role="alert">
        <ul>
          ${messages.map((m) => html`<li>${m}</li>`)}
        </ul>
      </div>`
    : nothing;
}

/** A view's notices (what it could not use of a link or of stored data), or nothing if none. */
export function renderNotices(notices: readonly string[]): TemplateResult | typeof nothing {
  return renderAlertList('notice no-print', notices);
}

/**
 * An entry editor's problems, in a box given focus when they are shown (`id` is what the view
 * focuses); the box stays, empty, while there are none, so it is announced when they appear.
 */
export function renderEditorErrors(id: string, errors: readonly string[]): TemplateResult {
  return html`<div id=${id} class="errors" role="alert" tabindex="-1">
    ${
      errors.length > 0
        ? html`<ul>
            ${errors.map((m) => html`<li>${m}</li>`)}
          </ul>`
        : nothing
    }
  </div>`;
}
