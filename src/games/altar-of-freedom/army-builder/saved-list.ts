import { html, nothing, type TemplateResult } from 'lit';
import {
  armySelection,
  priceArmy,
  type SavedArmy,
} from '../../../core/games/altar-of-freedom/index.js';
import { armyName, SIZE_WORDS } from '../../../core/games/altar-of-freedom/army-edit.js';
import { priceErrors } from '../../../core/games/altar-of-freedom/army-check.js';

/** What to do once unsaved changes are dealt with. */
export type Pending = { readonly kind: 'open'; readonly id: string } | { readonly kind: 'new' };

/** The saved armies and what the player may do with them. */
export interface SavedListView {
  readonly armies: readonly SavedArmy[];
  /** The army being edited. */
  readonly army: SavedArmy;
  /** True when the army being edited has been saved. */
  readonly saved: boolean;
  /** The id of the army whose deletion awaits a yes, if any. */
  readonly confirmDelete: string | null;
  /** True while unsaved changes wait for a decision. */
  readonly pending: boolean;
  request(p: Pending): void;
  askDelete(id: string | null): void;
  remove(id: string): void;
  saveThenContinue(): void;
  discard(): void;
  cancel(): void;
}

function armyItem(v: SavedListView, a: SavedArmy): TemplateResult {
  const p = priceArmy(armySelection(a));
  const current = a.id === v.army.id && v.saved;
  const name = armyName(a);
  const actions =
    v.confirmDelete === a.id
      ? html`<span class="confirm" role="group" aria-label="Confirm deletion">
          <span>Delete “${name}”?</span>
          <button
            type="button"
            class="danger"
            @click=${() => {
              v.remove(a.id);
            }}
          >
            Delete
          </button>
          <button
            type="button"
            @click=${() => {
              v.askDelete(null);
            }}
          >
            Keep
          </button>
        </span>`
      : html`${
            current
              ? html`<span class="badge open-badge">Open now</span>`
              : html`<button
                  type="button"
                  aria-label="Open ${name}"
                  @click=${() => {
                    v.request({ kind: 'open', id: a.id });
                  }}
                >
                  Open
                </button>`
          }
          <button
            type="button"
            aria-label="Delete ${name}"
            @click=${() => {
              v.askDelete(a.id);
            }}
          >
            Delete
          </button>`;
  return html`<li aria-current=${current ? 'true' : 'false'}>
    <span class="saved-name">
      <strong>${name}</strong>
      <span class="muted"
        >${SIZE_WORDS[a.size]} · ${p.cost}/${p.budget} points ·
        ${p.valid ? 'within the rules' : `${priceErrors(p).length} problems`}</span
      >
    </span>
    ${actions}
  </li>`;
}

function unsavedNotice(v: SavedListView) {
  return html`<div class="notice" role="alert">
    <p>“${armyName(v.army)}” has changes that are not saved.</p>
    <div class="row">
      <button
        type="button"
        class="primary"
        @click=${() => {
          v.saveThenContinue();
        }}
      >
        Save, then continue
      </button>
      <button
        type="button"
        @click=${() => {
          v.discard();
        }}
      >
        Discard changes
      </button>
      <button
        type="button"
        @click=${() => {
          v.cancel();
        }}
      >
        Cancel
      </button>
    </div>
  </div>`;
}

/** The saved armies on this device, each with open and delete, and the unsaved-changes question. */
export function savedList(v: SavedListView): TemplateResult {
  return html`<section class="saved no-print" aria-labelledby="saved-h">
    <div class="saved-head">
      <h2 id="saved-h">Saved armies</h2>
      <button
        type="button"
        @click=${() => {
          v.request({ kind: 'new' });
        }}
      >
        New army
      </button>
    </div>
    ${
      v.armies.length === 0
        ? html`<p class="muted">No saved armies on this device yet.</p>`
        : html`<ul class="saved-list">
            ${v.armies.map((a) => armyItem(v, a))}
          </ul>`
    }
    ${v.pending ? unsavedNotice(v) : nothing}
  </section>`;
}
