import { html, nothing, type TemplateResult } from 'lit';
import type { BidCheck, ChainOfCommand, Side } from '../../../core/games/altar-of-freedom/index.js';
import { SIDE_NAMES } from '../../../core/games/altar-of-freedom/display-names.js';
import { D6 } from '../../../core/shared/dice.js';
import { formatPercent } from '../../../core/shared/odds.js';
import { checkMessages } from '../../../components/shared/check-messages.js';
import { tableHead } from '../../../components/shared/table-head.js';

/**
 * The army's division ratings, highest first, its clock bid (to carry to the control roll once
 * the bids keep to the rules) and every problem `checkBids` found.
 */
export function bidResult(
  side: Side,
  check: BidCheck,
  useClockBid: (points: number) => void,
): TemplateResult {
  const rated = [...check.ratings].sort((a, b) => b.rating - a.rating);
  const errors = check.messages.filter((m) => m.level === 'error').length;
  return html`<section class="result" aria-labelledby="bid-result-h">
    <h3 id="bid-result-h">${SIDE_NAMES[side]} ratings</h3>
    <table class="ratings">
      ${tableHead(['Division', 'Rating'])}
      <tbody>
        ${rated.map(
          (r) =>
            html`<tr class=${r.rating === 0 ? 'zero' : ''}>
              <th scope="row">${r.division.name}</th>
              <td>${r.rating}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p class="rule">Ratings add up across generals (ruling A2); 0 does not maneuver.</p>
    <p>
      On the clock: <strong>${check.clockTotal}</strong>
      <button
        type="button"
        ?disabled=${!check.valid}
        @click=${() => {
          useClockBid(check.clockTotal);
        }}
      >
        Put ${check.clockTotal} on the ${SIDE_NAMES[side]} control roll
      </button>
    </p>
    ${checkMessages(check.messages, {
      valid: check.valid,
      ok: 'These bids keep to the rules.',
      bad: `${errors} to fix:`,
    })}
  </section>`;
}

/** Finest Hour's D6 of bonus PP after the clock, for each general who has it (App. I). */
export function finestHour(
  generals: readonly ChainOfCommand[],
  rolled: (c: ChainOfCommand) => number | undefined,
  roll: (c: ChainOfCommand) => void,
): TemplateResult | typeof nothing {
  if (generals.length === 0) return nothing;
  return html`<section class="finest" aria-labelledby="finest-h">
    <h3 id="finest-h">Once the clock runs out: Finest Hour</h3>
    <p class="rule">
      A D6 of bonus PP for end-of-turn moves, every turn: 1 to ${D6.sides}, each
      ${formatPercent(1, D6.sides)} (App. I, Finest Hour).
    </p>
    ${generals.map((c) => {
      const n = rolled(c);
      return html`<p>
        <button
          type="button"
          @click=${() => {
            roll(c);
          }}
        >
          Roll Finest Hour for ${c.general.name}
        </button>
        ${n === undefined ? nothing : html`<strong>+${n} PP</strong>`}
      </p>`;
    })}
  </section>`;
}
