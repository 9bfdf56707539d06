import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { battleInputOf, battleOdds, battleTool } from '../../core/games/price-of-freedom/index.js';
import { failedChecks, visibleInputs } from '../../core/shared/tool-inputs.js';
import type { Distribution, Inputs } from '../../core/shared/types.js';
import { probabilityOf } from '../../core/shared/distribution.js';
import { formatPercent } from '../../core/shared/odds.js';
import { oddsTableStyles } from '../../components/shared/odds-table-styles.js';

/**
 * The exact distribution of losses each side suffers in a battle (§17.4.1), right after the battle
 * calculator's win odds in its roll panel, for the same inputs and from the same exact odds. A side never loses more than the corps it engaged
 * (§17.4.3), so columns past a side's engaged corps read “—” for it.
 *
 * @summary Loss odds of both sides of a Price of Freedom battle.
 */
@customElement('hs-pof-battle-losses')
export class HsPofBattleLosses extends LitElement {
  static override styles = [
    oddsTableStyles,
    css`
      th,
      td {
        padding-inline: 0.5rem;
        text-align: right;
        font-variant-numeric: tabular-nums;
      }
      th[scope='row'],
      thead th:first-child {
        text-align: left;
      }
      .hint {
        color: var(--hs-muted);
      }
    `,
  ];

  /** The battle calculator's inputs. */
  @property({ attribute: false }) inputs: Inputs = {};

  override render() {
    const eff = visibleInputs(battleTool.sides, this.inputs);
    if (failedChecks(battleTool, eff).length > 0)
      return html`<p class="hint">No loss odds while the battle as entered is not allowed.</p>`;
    let odds: ReturnType<typeof battleOdds>;
    try {
      odds = battleOdds(this.inputs);
    } catch {
      return nothing;
    }
    const situation = battleInputOf(eff, 0, 0);
    const engaged = [situation.attacker.engaged, situation.defender.engaged];
    const most = Math.min(3, Math.max(...engaged));
    const columns = Array.from({ length: most + 1 }, (_, n) => n);
    const cell = (d: Distribution<number>, n: number, cap: number) => {
      if (n > cap) return html`<td>—<span class="visually-hidden">: not possible</span></td>`;
      const { weight: w } = probabilityOf(d, n);
      return html`<td>${formatPercent(w, d.total)} <span class="rule">${w}/${d.total}</span></td>`;
    };
    return html`<table>
      <caption>
        Losses each side suffers, never more than the corps it engaged
        <span class="rule">§17.4.1, §17.4.3</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">Corps lost</th>
          ${columns.map((n) => html`<th scope="col">${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Attacker</th>
          ${columns.map((n) => cell(odds.attackerLosses, n, engaged[0] ?? 0))}
        </tr>
        <tr>
          <th scope="row">
            Defender${situation.garrison === 'alone' ? html` <span class="rule">(lone garrison)</span>` : nothing}
          </th>
          ${columns.map((n) => cell(odds.defenderLosses, n, engaged[1] ?? 0))}
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
