/**
 * The victory check at the end of this turn: every condition met, not met, or not checked this
 * turn (§3, §20), with the rulings on a clash and on when it is checked.
 */
import { html, nothing } from 'lit';
import { NATION_LABELS, victoryCheck } from '../../../core/games/price-of-freedom/index.js';
import { block, linked, ruling, stackTable, type P } from './common.js';

/** The verdict and every condition. */
export function victoryPanel(p: P) {
  const c = p.state;
  const check = victoryCheck(c);
  return block(
    { id: 'victory', title: `Victory check, end of Turn ${c.turn}`, rule: '§3, §20' },
    html` <p class="verdict" role="status">
        ${
          check.winners.length === 0
            ? 'No victory condition is met now.'
            : check.clash
              ? 'Both sides meet a victory condition.'
              : `${NATION_LABELS[check.winners[0] ?? 'usa']} victory condition met.`
        }
        <span class="hint">Checked in the end phase, after campaign attrition.</span>
      </p>
      ${stackTable(
        'victory',
        'Every victory condition at the end of this turn, met or not',
        ['Condition', 'This turn', 'Numbers'],
        check.conditions.map(
          (v) =>
            html`<tr class=${v.met ? 'met' : v.checked ? 'unmet' : 'unchecked'}>
              <th scope="row">
                <span class="side-tag ${v.side}">${v.side === 'usa' ? 'USA' : 'CSA'}</span>
                ${v.label} <span class="rule">${linked(p, v.rule)}</span>
              </th>
              <td class="result">
                ${v.met ? html`<strong>Met</strong>` : v.checked ? 'Not met' : 'Not checked this turn'}
              </td>
              <td>${v.detail}</td>
            </tr>`,
        ),
      )}
      ${check.clash ? ruling(p, 'A10') : nothing} ${ruling(p, 'A11')}`,
  );
}
