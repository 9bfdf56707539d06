import { html, type TemplateResult } from 'lit';
import {
  clockExpiryChance,
  type ClockState,
  type DepletionPick,
  type Side,
} from '../../../core/games/altar-of-freedom/index.js';
import { SIDE_NAMES, otherSide } from '../../../core/games/altar-of-freedom/display-names.js';
import { formatPercent } from '../../../core/shared/odds.js';

const PICKS: readonly DepletionPick[] = ['higher', 'lower'];

/**
 * The exact chance the next depletion ends the turn, for each way the dice may be chosen: by
 * the controller alone, or, when the other commander is Masterful, by both (ruling A51).
 */
export function expiryOdds(
  c: ClockState,
  masterful: Readonly<Record<Side, boolean>>,
): TemplateResult {
  const other = otherSide(c.controller);
  const chance = (takes: DepletionPick, keeps: DepletionPick) => {
    const x = clockExpiryChance(c.value, {
      controllerMasterful: masterful[c.controller],
      otherMasterful: masterful[other],
      controllerTakes: takes,
      otherKeeps: keeps,
    });
    return formatPercent(x.weight, x.total);
  };
  const dice = (s: Side) => (masterful[s] ? 'two dice' : 'one die');
  const lead = html`<p>
    Before this lower bid level the ${SIDE_NAMES[c.controller]} commander (clock) rolls
    ${dice(c.controller)} and the ${SIDE_NAMES[other]} commander ${dice(other)}. Chance the turn
    ends now:
  </p>`;
  if (!masterful[other]) {
    return html`${lead}
      <ul class="odds">
        ${PICKS.map(
          (p) =>
            html`<li><strong>${chance(p, p)}</strong> if the controller takes the ${p} result</li>`,
        )}
      </ul>`;
  }
  return html`${lead}
    <table class="odds">
      <caption>
        The ${SIDE_NAMES[other]} commander is Masterful: he keeps one of his two dice first
        <span class="rule">ruling A51</span>
      </caption>
      <thead>
        <tr>
          <td></td>
          ${PICKS.map((k) => html`<th scope="col">He keeps his ${k}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${PICKS.map(
          (t) =>
            html`<tr>
              <th scope="row">Controller takes the ${t}</th>
              ${PICKS.map((k) => html`<td>${chance(t, k)}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>`;
}
