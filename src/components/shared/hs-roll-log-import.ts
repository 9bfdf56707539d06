import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { BACKUP_LIMITS, readBackup } from '../../core/shared/backup.js';
import { readTextFile } from '../../platform/download.js';
import type { Store } from '../../storage/store-types.js';
import { fileButtonStyles } from './file-button-styles.js';
import { sharedStyles } from './shared-styles.js';

/** Fired once rolls were imported; `detail.added` is how many were new to this device. */
export type RollLogImportedEvent = CustomEvent<{ added: number }>;

/**
 * Re-imports a roll log exported as JSON (or the rolls of a backup): rolls already on the device
 * (same id) are kept, new ones added, in one transaction; a file that cannot be read is refused
 * whole with a message naming the problem, and nothing is lost. Two-party rolls keep their proof.
 *
 * @summary Import a roll log file.
 * @fires hs-roll-log-imported - rolls were added
 */
@customElement('hs-roll-log-import')
export class HsRollLogImport extends LitElement {
  static override styles = [
    sharedStyles,
    fileButtonStyles,
    css`
      :host {
        display: block;
      }
    `,
  ];

  /** Where rolls are kept. */
  @property({ attribute: false }) store?: Store;

  @state() private message = '';

  private async handleFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !this.store) return;
    try {
      const read = readBackup(await readTextFile(file, BACKUP_LIMITS.bytes));
      if (!read.ok) {
        this.message = read.error;
        return;
      }
      const rolls = read.contents.rolls;
      const plan = await this.store.restore(
        { games: [], rolls, userData: [], preferences: [] },
        'add',
      );
      const added = plan.rolls.length;
      this.message = `Imported ${added} roll${added === 1 ? '' : 's'}${plan.kept.rolls ? ` (${plan.kept.rolls} already here)` : ''}.`;
      this.dispatchEvent(
        new CustomEvent('hs-roll-log-imported', {
          detail: { added },
          bubbles: true,
          composed: true,
        }),
      );
    } catch (err) {
      this.message = err instanceof Error ? err.message : 'The file could not be imported.';
    }
  }

  override render() {
    return html`<label class="file button"
        >Import a roll log (JSON)
        <input type="file" accept=".json,application/json" @change=${this.handleFile}
      /></label>
      <p role="status" class="rule">${this.message}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-roll-log-import': HsRollLogImport;
  }
  interface GlobalEventHandlersEventMap {
    'hs-roll-log-imported': RollLogImportedEvent;
  }
}
