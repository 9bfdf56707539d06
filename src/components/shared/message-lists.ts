import { html, nothing, type TemplateResult } from 'lit';

/** A view's notices (what it could not use of a link or of stored data), or nothing if none. */
export function renderNotices(notices: readonly string[]): TemplateResult | typeof nothing {
  return notices.length > 0
    ? html`<div class="notice no-print" role="alert">
        <ul>
          ${notices.map((m) => html`<li>${m}</li>`)}
        </ul>
      </div>`
    : nothing;
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
