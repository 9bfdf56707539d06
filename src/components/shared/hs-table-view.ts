import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ResultsTable } from '../../core/shared/types.js';
import { sharedStyles } from './shared-styles.js';

/** Where the last result landed: row and column indexes of the table. */
export interface TableHighlight {
  readonly row: number;
  readonly column: number;
  /** Whose result it is, when several are marked ("Attacker"). */
  readonly label?: string;
}

/**
 * Renders any results table of the rules core as a real `<table>` with row and column headers,
 * and highlights the row, column and cell of the last result. Prints as a plain ruled table.
 *
 * @summary Accessible view of a core results table.
 */
@customElement('hs-table-view')
export class HsTableView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        overflow-x: auto;
      }
      table {
        border-collapse: collapse;
        min-width: 100%;
        background: var(--hs-surface);
      }
      caption {
        text-align: left;
        font-weight: 700;
        padding: 0.25rem 0 0.5rem;
      }
      caption .rule {
        display: block;
        white-space: normal;
        font-weight: 400;
        margin-left: 0.5rem;
      }
      th,
      td {
        border: 1px solid var(--hs-border);
        padding: 0.4rem 0.6rem;
        text-align: left;
        vertical-align: top;
      }
      thead th,
      tbody th {
        background: var(--hs-surface-2);
      }
      tbody th {
        font-family: var(--hs-font-mono);
        white-space: nowrap;
      }
      .hl-row > *,
      .hl-col {
        background: var(--hs-accent-soft);
      }
      td.hit,
      .hl-row > td.hit {
        background: var(--hs-highlight);
        outline: 3px solid var(--hs-accent);
        outline-offset: -3px;
        font-weight: 700;
      }
      @media print {
        table {
          background: #fff;
        }
        td.hit {
          outline: 2px solid #000;
        }
      }
    `,
  ];

  /** The table to show. */
  @property({ attribute: false }) table?: ResultsTable<unknown>;
  /** Text of a cell (the game decides how its typed cells read). */
  @property({ attribute: false }) cellText: (cell: unknown) => string = (c) => String(c);
  /** The last result's row and column (one per side when both sides read the table), or null. */
  @property({ attribute: false }) highlight: TableHighlight | readonly TableHighlight[] | null =
    null;

  override render() {
    const t = this.table;
    if (!t) return nothing;
    const hls: readonly TableHighlight[] =
      this.highlight === null ? [] : 'row' in this.highlight ? [this.highlight] : this.highlight;
    const cols = t.columns?.entries ?? [];
    return html`<table>
      <caption>
        ${t.title}<span class="rule">${t.rule}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">${t.rows.label}</th>
          ${
            cols.length
              ? cols.map(
                  (c, i) =>
                    html`<th scope="col" class=${hls.some((h) => h.column === i) ? 'hl-col' : ''}>
                      ${c.label}
                    </th>`,
                )
              : html`<th scope="col">Result</th>`
          }
        </tr>
      </thead>
      <tbody>
        ${t.rows.entries.map((r, ri) => {
          const rowHit = hls.some((h) => h.row === ri);
          return html`<tr class=${rowHit ? 'hl-row' : ''}>
            <th scope="row">${r.label}</th>
            ${(t.cells[ri] ?? []).map((cell, ci) => {
              const hit = hls.find((h) => h.row === ri && h.column === ci);
              const whose = hit?.label ? `${hit.label}’s result` : 'this result';
              return html`<td class=${hit ? 'hit' : ''} aria-current=${hit ? 'true' : nothing}>
                ${this.cellText(cell)}${hit ? html`<span class="visually-hidden"> (${whose})</span>` : nothing}
              </td>`;
            })}
          </tr>`;
        })}
      </tbody>
    </table>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-table-view': HsTableView;
  }
}
