import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { RollRecord } from '../../core/shared/roll-record-schema.js';
import { modifiersText, rollsToCsv, rollsToJson } from '../../core/shared/roll-log-format.js';
import type { Store } from '../../storage/store.js';
import { downloadText } from '../../platform/download.js';
import { savedDataStyles } from './saved-data-styles.js';

/** The files the log exports to, in the order of their buttons. */
const EXPORT_FORMATS = ['json', 'csv'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Fired after the last roll was undone; `detail.roll` is the roll removed. */
export type RollUndoneEvent = CustomEvent<{ roll: RollRecord }>;

/**
 * The roll log of a saved game (or of rolls outside one), newest first: undo the last roll,
 * clear, and export as JSON or CSV.
 *
 * @summary Roll history with undo and export.
 * @fires hs-roll-undone - the last roll was removed
 */
@customElement('hs-roll-log')
export class HsRollLog extends LitElement {
  static override styles = [
    savedDataStyles,
    css`
      .actions {
        margin: 0.5rem 0;
      }
      .when {
        color: var(--hs-muted);
        font-size: 0.85rem;
      }
      .outcome {
        font-weight: 700;
      }
      .detail {
        font-size: 0.9rem;
        color: var(--hs-muted);
      }
    `,
  ];

  /** Where rolls are kept. */
  @property({ attribute: false }) store?: Store;
  /** The saved game whose rolls are shown (null: rolls outside a saved game). */
  @property({ attribute: false }) savedGameId: string | null = null;
  /** Only rolls of this tool ('' for all). */
  @property() tool = '';
  /** Base of the export file names. */
  @property() filename = 'haversack-rolls';

  @state() private rolls: RollRecord[] = [];
  @state() private message = '';
  @state() private confirmClear = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  /** Reloads the log from the store. */
  async refresh(): Promise<void> {
    if (!this.store) return;
    const all = await this.store.listRolls(this.savedGameId);
    this.rolls = this.tool ? all.filter((r) => r.tool === this.tool) : all;
  }

  private async handleUndo(): Promise<void> {
    const last = this.rolls[0];
    if (!this.store || !last) return;
    try {
      await this.store.deleteRoll(last.id);
      this.message = `Undid the roll of ${new Date(last.at).toLocaleTimeString()}.`;
      await this.refresh();
      this.dispatchEvent(
        new CustomEvent('hs-roll-undone', {
          detail: { roll: last },
          bubbles: true,
          composed: true,
        }),
      );
    } catch (e) {
      this.message = e instanceof Error ? e.message : 'Undo failed.';
    }
  }

  private async handleClear(): Promise<void> {
    if (!this.confirmClear) {
      this.confirmClear = true;
      this.message = 'Press “Confirm clear” to delete every roll in this log.';
      return;
    }
    this.confirmClear = false;
    if (!this.store) return;
    try {
      await this.store.clearRolls(this.savedGameId);
      this.message = 'Roll log cleared.';
      await this.refresh();
    } catch (e) {
      this.message = e instanceof Error ? e.message : 'Clearing failed.';
    }
  }

  private handleExport(kind: ExportFormat): void {
    if (kind === 'json') {
      downloadText(
        `${this.filename}.json`,
        rollsToJson(this.rolls, new Date().toISOString()),
        'application/json',
      );
    } else {
      downloadText(`${this.filename}.csv`, rollsToCsv(this.rolls), 'text/csv');
    }
    this.message = `Exported ${this.rolls.length} roll${this.rolls.length === 1 ? '' : 's'} as ${kind.toUpperCase()}.`;
  }

  override render() {
    const empty = this.rolls.length === 0;
    return html`
      <div class="actions">
        <button type="button" ?disabled=${empty} @click=${this.handleUndo}>Undo last roll</button>
        <button type="button" ?disabled=${empty} @click=${this.handleClear}>
          ${this.confirmClear ? 'Confirm clear' : 'Clear log'}
        </button>
        ${EXPORT_FORMATS.map(
          (format) =>
            html`<button
              type="button"
              ?disabled=${empty}
              @click=${() => {
                this.handleExport(format);
              }}
            >
              Export ${format.toUpperCase()}
            </button>`,
        )}
      </div>
      <p role="status" class="rule">${this.message}</p>
      ${
        empty
          ? html`<p>No rolls yet.</p>`
          : html`<ol class="saved" aria-label="Rolls, newest first">
              ${this.rolls.map(
                (r) =>
                  html`<li>
                    <span class="when">${new Date(r.at).toLocaleString()}</span>
                    ${r.source === 'entered' ? html`<span class="rule">dice entered</span>` : nothing}
                    ${r.source === 'shared' ? html`<span class="rule">rolled elsewhere</span>` : nothing}
                    <div class="outcome">${r.outcome}</div>
                    <div class="detail">
                      Dice
                      ${r.result.natural.join(' + ')}${r.result.modifiers.length ? html`; ${modifiersText(r)}` : nothing};
                      total
                      ${r.result.total}${r.result.clamped !== r.result.total ? ` (read as ${r.result.clamped})` : ''}
                      ${r.seed ? html`<br />seed ${r.seed}` : nothing}
                    </div>
                  </li>`,
              )}
            </ol>`
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-roll-log': HsRollLog;
  }
  interface GlobalEventHandlersEventMap {
    'hs-roll-undone': RollUndoneEvent;
  }
}
