import { html, type TemplateResult } from 'lit';

/** What the save, print and share section needs from the element. */
export interface KeepView {
  /** The last thing done, announced. */
  readonly status: string;
  /** The export, import and link panel of the saved armies. */
  readonly panel: unknown;
  save(asCopy: boolean): void;
}

/** Save (or save a copy), print the roster, and the saved armies' export, import and link. */
export function keepSection(v: KeepView): TemplateResult {
  return html`<section class="block" aria-labelledby="keep-h">
    <h2 id="keep-h">Save, print and share</h2>
    <div class="row">
      <button
        type="button"
        class="primary"
        @click=${() => {
          v.save(false);
        }}
      >
        Save army
      </button>
      <button
        type="button"
        @click=${() => {
          v.save(true);
        }}
      >
        Save as a copy
      </button>
      <button
        type="button"
        @click=${() => {
          print();
        }}
      >
        Print roster
      </button>
    </div>
    <p class="status" role="status">${v.status}</p>
    <p class="muted">
      Armies are saved on this device. Export them all to a file, import a file (it replaces the
      saved armies), or put them in a link.
    </p>
    ${v.panel}
  </section>`;
}
