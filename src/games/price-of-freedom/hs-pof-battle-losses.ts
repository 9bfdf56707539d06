import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { battleOdds } from '../../core/games/price-of-freedom/index.js';
import type { Distribution, Inputs } from '../../core/shared/types.js';
import { formatPercent } from '../../core/shared/odds.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';

/**
 * The exact distribution of losses each side suffers in a battle (§17.4.1), beside the battle
 * calculator's win odds, for the same inputs.
 *
 * @summary Loss odds of both sides of a Price of Freedom battle.
 */
@customElement('hs-pof-battle-losses')
export class HsPofBattleLosses extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        margin-top: 1.5rem;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        max-width: 40rem;
      }
      caption {
        text-align: left;
        font-weight: 700;
        padding-bottom: 0.25rem;
      }
      th,
      td {
        padding: 0.3rem 0.5rem;
        border-bottom: 1px solid var(--hs-border);
        text-align: right;
        font-variant-numeric: tabular-nums;
      }
      th[scope='row'],
      thead th:first-child {
        text-align: left;
      }
    `,
  ];

  /** The battle calculator's inputs. */
  @property({ attribute: false }) inputs: Inputs = {};

  override render() {
    let odds: ReturnType<typeof battleOdds>;
    try {
      odds = battleOdds(this.inputs);
    } catch {
      return nothing;
    }
    const cell = (d: Distribution<number>, n: number) => {
      const w = d.outcomes.find((o) => o.key === n)?.weight ?? 0;
      return html`<td>${formatPercent(w, d.total)} <span class="rule">${w}/${d.total}</span></td>`;
    };
    return html`<table>
      <caption>
        Losses each side suffers
        <span class="rule">§17.4.1</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">Corps lost</th>
          ${[0, 1, 2, 3].map((n) => html`<th scope="col">${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Attacker</th>
          ${[0, 1, 2, 3].map((n) => cell(odds.attackerLosses, n))}
        </tr>
        <tr>
          <th scope="row">Defender</th>
          ${[0, 1, 2, 3].map((n) => cell(odds.defenderLosses, n))}
        </tr>
      </tbody>
    </table>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-pof-battle-losses': HsPofBattleLosses;
  }
}
