import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  exportUserData,
  importUserData,
  MAX_IMPORT_CHARS,
  type UserDataKind,
} from '../../core/shared/user-data.js';
import type { ParseIssue } from '../../core/shared/parse-with.js';
import { countEntries, mergeEntered } from '../../core/shared/user-data-merge.js';
import type { Store } from '../../storage/store.js';
import { downloadText, readTextFile } from '../../platform/download.js';
import { compressToParam } from '../../platform/compress.js';
import { MAX_URL_PART } from '../../routing/routes.js';
import { fileButtonStyles } from './file-button-styles.js';
import { savedDataStyles } from './saved-data-styles.js';
import './hs-share-button.js';

/** Fired after entered data was imported and saved; `detail.data` is the new data. */
export type UserDataChangeEvent = CustomEvent<{ data: unknown }>;

/** How an import joins the saved data: in its place, or merged with it. */
export type ImportMode = 'replace' | 'merge';

const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** Query key of user data carried in a link. */
export const USER_DATA_PARAM = 'data';

/**
 * Export, import and link-sharing of one kind of player-entered data. An import is checked whole
 * and rejected with messages naming each field and problem; nothing of a bad file is saved. An
 * import that would replace saved entries says so first and lets the player replace, merge or
 * cancel.
 *
 * @summary Save, load and share entered data.
 * @fires hs-user-data-change - data was imported and saved
 */
@customElement('hs-user-data-panel')
export class HsUserDataPanel extends LitElement {
  static override styles = [
    savedDataStyles,
    fileButtonStyles,
    css`
      .actions {
        align-items: center;
      }
      .issues li code {
        font-weight: 700;
      }
    `,
  ];

  /** The kind of data handled. */
  @property({ attribute: false }) kind?: UserDataKind<unknown>;
  /** The current data (exported and shared as is). */
  @property({ attribute: false }) data: unknown;
  /** Where imported data is saved (used only without `save`). */
  @property({ attribute: false }) store?: Store;
  /**
   * Saves imported data through the view's controller (which checks that nothing newer or
   * unreadable is stored): resolves to null when saved, or to why it was not.
   */
  @property({ attribute: false }) save?: (data: unknown) => Promise<string | null>;
  /** The stored record, as stored, when it cannot be read: offered for export or discarding. */
  @property({ attribute: false }) unreadable: unknown;
  /** Removes the unreadable stored record (the player's choice). */
  @property({ attribute: false }) discard?: () => Promise<void>;

  @state() private confirmDiscard = false;
  /** Page URL the share link is built on (the data goes into its query string). */
  @property() pageUrl = '';

  @state() private issues: ParseIssue[] = [];
  /** A checked import waiting for the player's answer: replace the saved data, or merge. */
  @state() private pending: { readonly value: unknown; readonly name: string } | null = null;
  @state() private message = '';
  @state() private shareUrl = '';

  private handleExport(): void {
    const kind = this.kind;
    if (!kind) return;
    const file = exportUserData(kind, this.data, new Date().toISOString());
    downloadText(
      `haversack-${kind.gameSlug}-${kind.kind}.json`,
      JSON.stringify(file, null, 2),
      'application/json',
    );
    this.message = 'Exported.';
  }

  /** Whether saved data would be lost by an import in its place. */
  private holdsEntries(): boolean {
    const kind = this.kind;
    return (
      kind !== undefined &&
      this.data !== undefined &&
      JSON.stringify(this.data) !== JSON.stringify(kind.empty())
    );
  }

  /**
   * Checks and saves an import; returns true when it was saved. Without `mode`, an import that
   * would replace saved entries is not saved: the panel asks the player first.
   */
  async importText(text: string, mode?: ImportMode, name = 'The file'): Promise<boolean> {
    const kind = this.kind;
    if (!kind) return false;
    const result = importUserData(kind, text);
    this.pending = null;
    if (!result.ok) {
      this.issues = result.issues;
      this.message = 'The file was not imported; nothing was changed.';
      return false;
    }
    if (mode === undefined && this.holdsEntries()) {
      this.issues = [];
      this.message = '';
      this.pending = { value: result.value, name };
      return false;
    }
    return this.saveImport(
      mode === 'merge' ? mergeEntered(result.value, this.data) : result.value,
      mode === 'merge' ? 'Merged and saved.' : 'Imported and saved.',
    );
  }

  private async saveImport(value: unknown, done: string): Promise<boolean> {
    const kind = this.kind;
    if (!kind) return false;
    try {
      const problem = this.save
        ? await this.save(value)
        : await this.store
            ?.putUserData({
              gameSlug: kind.gameSlug,
              kind: kind.kind,
              updatedAt: new Date().toISOString(),
              data: value,
            })
            .then(() => null);
      if (problem) {
        this.issues = [];
        this.message = `The file was not imported: ${problem}`;
        return false;
      }
    } catch (e) {
      this.issues = [];
      this.message = e instanceof Error ? e.message : 'The data could not be saved.';
      return false;
    }
    this.issues = [];
    this.message = done;
    this.dispatchEvent(
      new CustomEvent('hs-user-data-change', {
        detail: { data: value },
        bubbles: true,
        composed: true,
      }),
    );
    return true;
  }

  /** Carries out the waiting import as the player chose. */
  private async answer(mode: ImportMode | null): Promise<void> {
    const p = this.pending;
    this.pending = null;
    if (!p) return;
    if (mode === null) {
      this.message = 'Not imported; nothing was changed.';
      return;
    }
    await this.saveImport(
      mode === 'merge' ? mergeEntered(p.value, this.data) : p.value,
      mode === 'merge' ? 'Merged and saved.' : 'Imported and saved.',
    );
  }

  /** The question asked before an import replaces saved entries. */
  private renderQuestion(title: string) {
    const p = this.pending;
    if (!p) return nothing;
    return html`<div class="notice replace" role="alert">
      <p>
        ${p.name} holds ${entries(countEntries(p.value))} of ${title}. Your saved ${title} on this
        device hold ${entries(countEntries(this.data))}: importing the file replaces them.
      </p>
      <div class="actions">
        <button type="button" class="primary" @click=${() => this.answer('merge')}>
          Merge: keep both, the file’s values where both have one
        </button>
        <button type="button" @click=${() => this.answer('replace')}>Replace with the file</button>
        <button type="button" @click=${() => this.answer(null)}>Cancel</button>
      </div>
    </div>`;
  }

  private async handleFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      await this.importText(
        await readTextFile(file, MAX_IMPORT_CHARS),
        undefined,
        `“${file.name.slice(0, 80)}”`,
      );
    } catch (err) {
      this.issues = [];
      this.message = err instanceof Error ? err.message : 'The file could not be read.';
    }
  }

  private async handleMakeLink(): Promise<void> {
    const kind = this.kind;
    if (!kind) return;
    const payload = await compressToParam(
      JSON.stringify(exportUserData(kind, this.data, new Date().toISOString())),
    );
    const url = new URL(this.pageUrl || location.href);
    url.searchParams.set(USER_DATA_PARAM, payload);
    // The app refuses longer addresses when they are opened: say so now instead.
    if (url.search.length > MAX_URL_PART) {
      this.shareUrl = '';
      this.issues = [];
      this.message = `This data is too large for a link (${url.search.length} characters; a link holds at most ${MAX_URL_PART}). Export it to a file instead.`;
      return;
    }
    this.shareUrl = url.href;
  }

  /** Shows the data as codes, a link and a file for another device. */
  private async handleHandoff(): Promise<void> {
    const kind = this.kind;
    if (!kind) return;
    // The dialog and the QR encoder load only when data is handed over.
    const [stored, { openHandoff }] = await Promise.all([
      this.store?.getUserData(kind.gameSlug, kind.kind).catch(() => undefined),
      import('./hs-handoff-dialog.js'),
    ]);
    // The stored record's last change when it is what is shown; else now.
    const same = stored !== undefined && JSON.stringify(stored.data) === JSON.stringify(this.data);
    await openHandoff(
      {
        kind: 'entered',
        record: {
          gameSlug: kind.gameSlug,
          kind: kind.kind,
          updatedAt: same ? stored.updatedAt : new Date().toISOString(),
          data: this.data,
        },
      },
      kind.title,
    );
  }

  private handleExportStored(): void {
    const kind = this.kind;
    if (!kind) return;
    downloadText(
      `haversack-${kind.gameSlug}-${kind.kind}-unreadable.json`,
      JSON.stringify(this.unreadable, null, 2),
      'application/json',
    );
    this.message = 'Exported as stored.';
  }

  private async handleDiscard(): Promise<void> {
    if (!this.confirmDiscard) {
      this.confirmDiscard = true;
      return;
    }
    this.confirmDiscard = false;
    await this.discard?.();
    this.message = 'Discarded.';
  }

  /** The stored record the app cannot read, and the player's two ways out. */
  private renderUnreadable(title: string) {
    if (this.unreadable === undefined) return nothing;
    return html`<div class="unreadable notice" role="alert">
      <p>
        Your saved ${title} could not be read (saved by another version of the app, or damaged).
        Nothing is saved over them until you choose: export them as they are, or discard them.
      </p>
      <div class="actions">
        <button type="button" @click=${this.handleExportStored}>Export as stored</button>
        <button type="button" @click=${this.handleDiscard}>
          ${this.confirmDiscard ? 'Yes, discard them' : 'Discard them'}
        </button>
      </div>
    </div>`;
  }

  override render() {
    const kind = this.kind;
    if (!kind) return nothing;
    return html`
      ${this.renderUnreadable(kind.title)} ${this.renderQuestion(kind.title)}
      <div class="actions">
        <button type="button" @click=${this.handleExport}>Export ${kind.title}</button>
        <label class="file button"
          >Import from file<input
            type="file"
            accept="application/json,.json"
            @change=${this.handleFile}
        /></label>
        <button type="button" @click=${this.handleMakeLink}>Put in a link</button>
        <button type="button" @click=${this.handleHandoff}>Hand to another device</button>
        ${this.shareUrl ? html`<hs-share-button .url=${this.shareUrl} label="Share link with data"></hs-share-button>` : nothing}
      </div>
      <div role="status">
        ${this.message ? html`<p>${this.message}</p>` : nothing}
        ${
          this.issues.length
            ? html`<ul class="issues">
                ${this.issues.map((i) => html`<li>${i.path ? html`<code>${i.path}</code>: ` : nothing}${i.message}</li>`)}
              </ul>`
            : nothing
        }
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-user-data-panel': HsUserDataPanel;
  }
  interface GlobalEventHandlersEventMap {
    'hs-user-data-change': UserDataChangeEvent;
  }
}
