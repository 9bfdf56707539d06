import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { RollRecord } from '../../core/shared/roll-record-schema.js';
import { rollsToCsv, rollsToJson } from '../../core/shared/roll-log-format.js';
import type { Store, UnreadableRoll } from '../../storage/store.js';
import { downloadText } from '../../platform/download.js';
import { savedDataStyles } from './saved-data-styles.js';
import { rollLogEntry } from './roll-log-entry.js';

/** The files the log exports to, in the order of their buttons. */
const EXPORT_FORMATS = ['json', 'csv'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Fired after the last roll was undone; `detail.roll` is the roll removed. */
export type RollUndoneEvent = CustomEvent<{ roll: RollRecord }>;

/**
 * The roll log of a saved game (or of rolls outside one), newest first: undo the last roll,
 * clear, and export as JSON or CSV. A new roll is added with `add`, which renders that one entry
 * and leaves the others as they are: a tap costs the same with 5 or 500 rolls in the log.
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
      /* Records of this log that cannot be read. */
      .notice {
        margin: 0.5rem 0;
        padding: 0.5rem 1rem;
        border: 2px solid var(--hs-warn-border);
        border-radius: var(--hs-radius);
        background: var(--hs-warn-bg);
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
      ol[hidden] {
        display: none;
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

  /** The rolls shown, newest first; their list items are kept in `list`, in the same order. */
  @state() private rolls: RollRecord[] = [];
  @state() private message = '';
  @state() private confirmClear = false;
  /** Records of this log that cannot be read: named, exported or discarded, never hidden. */
  @state() private unreadable: readonly UnreadableRoll[] = [];
  @state() private confirmDiscard = false;
  @query('ol') private list?: HTMLOListElement;
  /** Counts reloads, so a reload overtaken by a newer one leaves the list alone. */
  private loads = 0;
  private loading = false;

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('store') || changed.has('savedGameId') || changed.has('tool'))
      void this.refresh();
  }

  /** Reloads the whole log from the store (on opening, and after undo or clear). */
  async refresh(): Promise<void> {
    if (!this.store) return;
    const load = ++this.loads;
    this.loading = true;
    try {
      const all = await this.store.listRolls(this.savedGameId);
      const unreadable = await this.store.unreadableRolls(this.savedGameId).catch(() => []);
      if (load !== this.loads) return;
      this.unreadable = unreadable;
      this.rolls = this.tool ? all.filter((r) => r.tool === this.tool) : all;
      await this.updateComplete;
      this.list?.replaceChildren(...this.rolls.map(rollLogEntry));
    } finally {
      if (load === this.loads) this.loading = false;
    }
  }

  /**
   * Shows a roll just stored, at the top, without reading the store again: only its entry is
   * rendered. A roll of another log is ignored; one that arrives while the log is loading is
   * picked up by a second load.
   */
  add(roll: RollRecord): void {
    if (roll.savedGameId !== this.savedGameId || (this.tool && roll.tool !== this.tool)) return;
    if (this.loading || !this.list) {
      void this.refresh();
      return;
    }
    this.rolls.unshift(roll);
    this.list.prepend(rollLogEntry(roll));
    if (this.rolls.length === 1) this.requestUpdate();
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

  private handleExportUnreadable(): void {
    downloadText(
      `${this.filename}-unreadable.json`,
      JSON.stringify(
        this.unreadable.map((u) => u.raw),
        null,
        2,
      ),
      'application/json',
    );
    this.message = `Exported ${this.unreadable.length} unreadable roll record${this.unreadable.length === 1 ? '' : 's'} as stored.`;
  }

  private async handleDiscardUnreadable(): Promise<void> {
    if (!this.confirmDiscard) {
      this.confirmDiscard = true;
      this.message = 'Press “Confirm discard” to delete the roll records that cannot be read.';
      return;
    }
    this.confirmDiscard = false;
    if (!this.store) return;
    try {
      await this.store.discardUnreadableRolls(this.savedGameId);
      this.message = 'The unreadable roll records were discarded.';
      await this.refresh();
    } catch (e) {
      this.message = e instanceof Error ? e.message : 'Discarding failed.';
    }
  }

  private renderUnreadable() {
    const n = this.unreadable.length;
    if (n === 0) return nothing;
    return html`<div class="notice" role="alert">
      <p>
        ${n === 1 ? 'One roll record' : `${n} roll records`} of this log cannot be read and
        ${n === 1 ? 'is' : 'are'} not listed; ${n === 1 ? 'it is' : 'they are'} kept unchanged
        (“Clear log” leaves ${n === 1 ? 'it' : 'them'}):
      </p>
      <ul>
        ${this.unreadable.slice(0, 5).map((u) => html`<li>${u.problem}</li>`)}
        ${n > 5 ? html`<li>and ${n - 5} more</li>` : nothing}
      </ul>
      <div class="actions">
        <button type="button" @click=${this.handleExportUnreadable}>
          Export ${n === 1 ? 'it' : 'them'} as stored
        </button>
        <button type="button" @click=${this.handleDiscardUnreadable}>
          ${this.confirmDiscard ? 'Confirm discard' : `Discard ${n === 1 ? 'it' : 'them'}`}
        </button>
      </div>
    </div>`;
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
      ${this.renderUnreadable()} ${empty ? html`<p>No rolls yet.</p>` : ''}
      <ol class="saved" aria-label="Rolls, newest first" ?hidden=${empty}></ol>
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
