import { LitElement, css, html, nothing, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Distribution } from '../../core/shared/types.js';
import type { Outcome } from '../../core/shared/tool.js';
import { probabilityOf } from '../../core/shared/distribution.js';
import { formatPercent } from '../../core/shared/odds.js';
import { oddsTableStyles } from './odds-table-styles.js';

/**
 * The exact chance of every outcome, as numbers and bars, under the current modifiers.
 *
 * @summary Odds of each outcome before rolling.
 */
@customElement('hs-odds-view')
export class HsOddsView extends LitElement {
  static override styles = [
    oddsTableStyles,
    css`
      th,
      td {
        padding-inline: 0.4rem;
        text-align: left;
      }
      td.pct {
        font-variant-numeric: tabular-nums;
        text-align: right;
        white-space: nowrap;
        width: 5rem;
      }
      td.bar {
        width: 45%;
      }
      .track {
        display: block;
        width: 100%;
        height: 0.9rem;
        background: var(--hs-surface-2);
        border: 1px solid var(--hs-border);
        border-radius: 3px;
      }
      .fill {
        fill: var(--hs-accent);
      }
      .fraction {
        color: var(--hs-muted);
        font-size: 0.85em;
      }
      @media print {
        .fill {
          fill: #000;
          print-color-adjust: exact;
          -webkit-print-color-adjust: exact;
        }
      }
    `,
  ];

  /** Exact distribution over outcome keys. */
  @property({ attribute: false }) odds?: Distribution<string>;
  /** Outcomes in display order, with their labels. */
  @property({ attribute: false }) outcomes: readonly Outcome[] = [];
  /** Caption of the table. */
  @property() heading = 'Chances before rolling';

  override render() {
    const odds = this.odds;
    if (!odds) return nothing;
    return html`<table>
      <caption>
        ${this.heading}
      </caption>
      <thead>
        <tr>
          <th scope="col">Outcome</th>
          <th scope="col" class="pct">Chance</th>
          <th scope="col"><span class="visually-hidden">Bar</span></th>
        </tr>
      </thead>
      <tbody>
        ${this.outcomes.map((o) => {
          const w = probabilityOf(odds, o.key).weight;
          return html`<tr>
            <th scope="row">
              ${o.label}
              <span class="fraction">${w}/${odds.total}</span>
            </th>
            <td class="pct">${formatPercent(w, odds.total)}</td>
            <td class="bar" aria-hidden="true">
              <svg class="track" viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
                ${svg`<rect class="fill" width=${(100 * w) / odds.total} height="10"></rect>`}
              </svg>
            </td>
          </tr>`;
        })}
      </tbody>
    </table>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-odds-view': HsOddsView;
  }
}
