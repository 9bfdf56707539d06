/**
 * The list of the entries a player has saved of one kind of entered data (armies, rosters):
 * each with its name and a line about it, opened or deleted (after a yes), a button that starts a
 * new one, and the question asked when the open entry has unsaved changes. The element keeps the
 * entries and the state; this is its template.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { button } from './buttons.js';

/** One saved entry as the list shows it. */
export interface SavedEntry {
  readonly id: string;
  readonly name: string;
  /** A line under the name: its size, its cost, whether it keeps to the rules. */
  readonly detail: string;
}

/** What the list shows, and what the player may do with it. */
export interface SavedEntriesView {
  /** The heading's id (unique on the page). */
  readonly id: string;
  /** "Saved armies", "New army", "No saved armies on this device yet." */
  readonly text: { readonly title: string; readonly add: string; readonly empty: string };
  readonly entries: readonly SavedEntry[];
  /** The id of the entry open now, once saved. */
  readonly current: string | null;
  /** The id of the entry whose deletion awaits a yes. */
  readonly confirmDelete: string | null;
  /** The open entry's name while its unsaved changes wait for a decision. */
  readonly unsaved: string | null;
  open(id: string): void;
  add(): void;
  askDelete(id: string | null): void;
  remove(id: string): void;
  saveThenContinue(): void;
  discard(): void;
  cancel(): void;
}

function item(v: SavedEntriesView, e: SavedEntry): TemplateResult {
  const current = e.id === v.current;
  const actions =
    v.confirmDelete === e.id
      ? html`<span class="confirm" role="group" aria-label="Confirm deletion">
          <span>Delete “${e.name}”?</span>
          ${button({
            label: 'Delete',
            class: 'danger',
            click: () => {
              v.remove(e.id);
            },
          })}
          ${button({
            label: 'Keep',
            click: () => {
              v.askDelete(null);
            },
          })}
        </span>`
      : html`${
          current
            ? html`<span class="badge open-badge">Open now</span>`
            : button({
                label: 'Open',
                aria: `Open ${e.name}`,
                click: () => {
                  v.open(e.id);
                },
              })
        }
        ${button({
          label: 'Delete',
          aria: `Delete ${e.name}`,
          click: () => {
            v.askDelete(e.id);
          },
        })}`;
  return html`<li aria-current=${current ? 'true' : 'false'}>
    <span class="saved-name">
      <strong>${e.name}</strong>
      <span class="muted">${e.detail}</span>
    </span>
    ${actions}
  </li>`;
}

/** The saved entries on this device, each with open and delete, and the unsaved-changes question. */
export function savedEntries(v: SavedEntriesView): TemplateResult {
  return html`<section class="saved no-print" aria-labelledby=${v.id}>
    <div class="saved-head">
      <h2 id=${v.id}>${v.text.title}</h2>
      ${button({
        label: v.text.add,
        click: () => {
          v.add();
        },
      })}
    </div>
    ${
      v.entries.length === 0
        ? html`<p class="muted">${v.text.empty}</p>`
        : html`<ul class="saved-list">
            ${v.entries.map((e) => item(v, e))}
          </ul>`
    }
    ${
      v.unsaved === null
        ? nothing
        : html`<div class="notice" role="alert">
            <p>“${v.unsaved}” has changes that are not saved.</p>
            <div class="actions row">
              ${button({
                label: 'Save, then continue',
                class: 'primary',
                click: () => {
                  v.saveThenContinue();
                },
              })}
              ${button({
                label: 'Discard changes',
                click: () => {
                  v.discard();
                },
              })}
              ${button({
                label: 'Cancel',
                click: () => {
                  v.cancel();
                },
              })}
            </div>
          </div>`
    }
  </section>`;
}
