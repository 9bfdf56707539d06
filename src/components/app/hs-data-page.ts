import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { findGame } from '../../catalog.js';
import {
  BACKUP_LIMITS,
  backupText,
  readBackup,
  type BackupContents,
} from '../../core/shared/backup.js';
import {
  planRestore,
  planSentences,
  type DeviceIndex,
  type RestoreMode,
} from '../../core/shared/backup-plan.js';
import { downloadText, readTextFile } from '../../platform/download.js';
import { LAUNCHED_EVENT, takeLaunchedFiles } from '../../platform/launch.js';
import {
  askToKeep,
  persistence,
  persistenceText,
  type Persistence,
} from '../../platform/persist.js';
import { getStore, type Store } from '../../storage/store.js';
import { BACKUP_PARAM, readBackupLink } from '../shared/backup-link.js';
import { fileButtonStyles } from '../shared/file-button-styles.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { pageStyles } from './page-styles.js';

/** The backup file's name: the app and the day, so backups sort by date. */
export const backupFilename = (at: Date) =>
  `haversack-backup-${at.toISOString().slice(0, 10)}.json`;

/** Downloads a backup of everything in `store`; returns how many unreadable records were left out. */
export async function exportEverything(store: Store, now = new Date()): Promise<number> {
  const { contents, unreadable } = await store.exportAll();
  downloadText(backupFilename(now), backupText(contents, now.toISOString()), 'application/json');
  return unreadable;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface Picked {
  readonly name: string;
  readonly contents: BackupContents;
  readonly exportedAt: string | null;
}

/**
 * The player's data on this device: whether the browser keeps it, a backup of everything in one
 * file, and a restore that shows what a file holds and what it would change before anything is
 * written (add to this device, or replace it). Loaded only on its own route.
 *
 * @summary Backup, restore and persistent storage.
 */
@customElement('hs-data-page')
export class HsDataPage extends LitElement {
  static override styles = [
    sharedStyles,
    pageStyles,
    fileButtonStyles,
    css`
      section {
        margin-block: 1.5rem;
      }
      .modes {
        border: none;
        padding: 0;
        margin: 0.75rem 0;
      }
      .modes label {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        min-height: 44px;
      }
      input[type='radio'] {
        inline-size: 1.25rem;
        block-size: 1.25rem;
      }
      .error {
        color: var(--hs-danger, #a40000);
      }
      /* What is read from the device after the page is drawn (the counts, whether the browser
         keeps the data) gets its room from the start, so nothing below it moves when it comes. */
      .holding {
        min-height: 2lh;
      }
      .kept {
        min-height: 3lh;
      }
      .keep-button.reserve {
        visibility: hidden;
      }
    `,
  ];

  /** The store (tests pass one; otherwise the app's). */
  store?: Store;
  @state() private device: DeviceIndex | undefined;
  @state() private kept: Persistence = 'unknown';
  @state() private persistent = true;
  @state() private picked: Picked | undefined;
  @state() private mode: RestoreMode = 'add';
  @state() private error = '';
  @state() private status = '';
  @state() private busy = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
    void this.readLink();
    window.addEventListener(LAUNCHED_EVENT, this.readLaunched);
    this.readLaunched();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener(LAUNCHED_EVENT, this.readLaunched);
  }

  /** A backup file the installed app was opened with (the manifest's file handler). */
  private readonly readLaunched = (): void => {
    const [file] = takeLaunchedFiles();
    if (file) void this.readFile(file);
  };

  /** A saved game shared as a link: checked as a file is, previewed, restored only if confirmed. */
  private async readLink(): Promise<void> {
    const param = new URLSearchParams(location.search).get(BACKUP_PARAM);
    if (param === null) return;
    const read = await readBackupLink(param);
    if (read.ok) this.picked = { name: 'The link', ...read };
    else
      this.error = `The link’s data could not be used: ${read.error} Nothing on this device was changed.`;
  }

  /** Takes the backup out of the address once it is restored or set aside. */
  private dropLink(): void {
    const url = new URL(location.href);
    if (!url.searchParams.has(BACKUP_PARAM)) return;
    url.searchParams.delete(BACKUP_PARAM);
    history.replaceState(history.state, '', url);
  }

  private async refresh(): Promise<void> {
    const store = (this.store ??= await getStore());
    this.persistent = store.persistent;
    this.device = await store.deviceIndex();
    this.kept = await persistence();
  }

  private async handleExport(): Promise<void> {
    if (!this.store) return;
    const unreadable = await exportEverything(this.store);
    this.status = unreadable
      ? `Exported. ${plural(unreadable, 'stored record')} could not be read and ${unreadable === 1 ? 'was' : 'were'} left out (still on this device).`
      : 'Exported: the file is in your downloads.';
  }

  private async handleKeep(): Promise<void> {
    this.kept = await askToKeep();
  }

  private async handlePick(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    await this.readFile(input.files?.[0]);
  }

  /** Reads a backup file, picked or opened with the app, for its preview. */
  private async readFile(file: File | undefined): Promise<void> {
    this.picked = undefined;
    this.error = '';
    this.status = '';
    if (!file) return;
    try {
      const read = readBackup(await readTextFile(file, BACKUP_LIMITS.bytes));
      if (read.ok) this.picked = { name: file.name, ...read };
      else this.error = `${read.error} Nothing on this device was changed.`;
    } catch (err) {
      this.error = err instanceof Error ? err.message : 'The file could not be read.';
    }
  }

  private async handleRestore(): Promise<void> {
    if (!this.store || !this.picked) return;
    this.busy = true;
    try {
      const plan = await this.store.restore(this.picked.contents, this.mode);
      this.status = `Restored from ${this.picked.name}. ${planSentences(plan).join(' ')}`;
      this.picked = undefined;
      this.dropLink();
      const input = this.shadowRoot?.querySelector<HTMLInputElement>('input[type=file]');
      if (input) input.value = '';
      await this.refresh();
    } catch (err) {
      this.error = `${err instanceof Error ? err.message : 'The restore failed.'} Nothing on this device was changed.`;
    } finally {
      this.busy = false;
    }
  }

  private renderHolding(games: number, rolls: number, data: number) {
    return `${plural(games, 'saved game')}, ${plural(rolls, 'logged roll')}, ${plural(data, 'set', 'sets')} of entered data`;
  }

  private renderPreview(p: Picked) {
    const c = p.contents;
    const plan = this.device ? planRestore(c, this.device, this.mode) : undefined;
    const names = c.games.map((g) => `${g.name} (${findGame(g.gameSlug)?.title ?? g.gameSlug})`);
    return html`<div aria-live="polite">
      <p>
        <strong>${p.name}</strong>${p.exportedAt ? `, exported ${p.exportedAt.slice(0, 10)},` : ''}
        holds ${this.renderHolding(c.games.length, c.rolls.length, c.userData.length)} and
        ${plural(c.preferences.length, 'preference')}.
      </p>
      ${
        names.length
          ? html`<ul>
              ${names.map((n) => html`<li>${n}</li>`)}
            </ul>`
          : nothing
      }
      <fieldset class="modes">
        <legend>How to restore it</legend>
        ${(
          [
            ['add', 'Add to this device (where both have a copy, the newer one is kept)'],
            ['replace', 'Replace everything on this device with the file'],
          ] as const
        ).map(
          ([mode, label]) =>
            html`<label>
              <input
                type="radio"
                name="mode"
                .checked=${this.mode === mode}
                @change=${() => (this.mode = mode)}
              />${label}
            </label>`,
        )}
      </fieldset>
      ${
        plan
          ? html`<ul>
              ${planSentences(plan).map((s) => html`<li>${s}</li>`)}
            </ul>`
          : nothing
      }
      <button
        type="button"
        class="primary"
        ?disabled=${this.busy || !plan}
        @click=${this.handleRestore}
      >
        ${this.mode === 'replace' ? 'Replace everything with this file' : 'Add this file’s data'}
      </button>
      <button
        type="button"
        @click=${() => {
          this.picked = undefined;
          this.dropLink();
        }}
      >
        Cancel
      </button>
    </div>`;
  }

  override render() {
    const d = this.device;
    return html`
      <h1>Your data</h1>
      <p class="lede">
        Saved games, the roll log, the ratings and charts you entered and your preferences live only
        in this browser. Back them up to a file, and restore them here or on another device.
      </p>
      <section aria-labelledby="keep">
        <h2 id="keep">On this device</h2>
        ${
          d
            ? html`<p class="holding">
                Here now: ${this.renderHolding(d.games.size, d.rolls.size, d.userData.size)}.
              </p>`
            : html`<p class="holding">Counting what is saved here…</p>`
        }
        ${
          this.persistent
            ? html`<p class="kept">${persistenceText(this.kept)}</p>
                ${
                  this.kept === 'kept'
                    ? nothing
                    : html`<button
                        type="button"
                        class="keep-button ${this.kept === 'may-clear' ? '' : 'reserve'}"
                        aria-hidden=${this.kept === 'may-clear' ? 'false' : 'true'}
                        @click=${this.handleKeep}
                      >
                        Ask the browser to keep it
                      </button>`
                }`
            : html`<p>
                Saving is not available in this window: what you enter is kept only until you close
                it. Export it before you do.
              </p>`
        }
      </section>
      <section aria-labelledby="backup">
        <h2 id="backup">Back up</h2>
        <p>One file with everything above, to keep or to move to another device.</p>
        <button type="button" class="primary" @click=${this.handleExport}>Export everything</button>
      </section>
      <section aria-labelledby="restore">
        <h2 id="restore">Restore</h2>
        <p>
          A backup, or a roll log exported as JSON: you see what it holds before anything changes.
        </p>
        <label class="file button"
          >Choose a file to restore<input
            type="file"
            accept=".json,application/json"
            @change=${this.handlePick}
        /></label>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        ${this.picked ? this.renderPreview(this.picked) : nothing}
      </section>
      <p role="status">${this.status}</p>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-data-page': HsDataPage;
  }
}
