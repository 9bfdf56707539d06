import { html, type TemplateResult } from 'lit';
import {
  BUILDER_BREAK_PERCENT,
  type ArmyPrice,
} from '../../../core/games/altar-of-freedom/index.js';
import { priceErrors } from '../../../core/games/altar-of-freedom/army-check.js';
import { checkMessages } from '../../../components/shared/check-messages.js';
import { signed } from '../arm-icon.js';
import { linked, STEPS_RULE } from './army-editor.js';

/** The points spent and left, the SM total, the break point and every problem `priceArmy` found. */
export function pointsSummary(price: ArmyPrice): TemplateResult {
  const errors = priceErrors(price).length;
  return html`<aside class="summary no-print" aria-labelledby="sum-h">
    <h2 id="sum-h">Points</h2>
    <dl class="totals">
      <div>
        <dt>Spent</dt>
        <dd><output class="spent">${price.cost}</output> of ${price.budget}</dd>
      </div>
      <div class=${price.unspent < 0 ? 'over' : ''}>
        <dt>${price.unspent < 0 ? 'Over budget' : 'Left'}</dt>
        <dd><output class="left">${Math.abs(price.unspent)}</output></dd>
      </div>
      <div>
        <dt>SM total</dt>
        <dd>${signed(price.smTotal)} <span class="muted">(0 to ${price.smAllowedMax})</span></dd>
      </div>
      <div>
        <dt>Break point</dt>
        <dd>
          ${price.breakPoint}
          <span class="muted">(${BUILDER_BREAK_PERCENT}% of brigades)</span>
        </dd>
      </div>
    </dl>
    <p class="rule">${STEPS_RULE.checks}</p>
    ${checkMessages(price.messages, {
      valid: price.valid,
      ok: 'This army keeps to the Appendix V rules.',
      bad: `${errors} problem${errors === 1 ? '' : 's'} to fix:`,
      live: true,
      format: linked,
    })}
  </aside>`;
}

/** The points in one line that stays in view on narrow screens, where the summary is far off. */
export function pointsBar(price: ArmyPrice): TemplateResult {
  return html`<div class="points-bar no-print" aria-hidden="true">
    <span><strong>${price.cost}</strong> of ${price.budget} points</span>
    <span>${price.unspent < 0 ? `${-price.unspent} over budget` : `${price.unspent} left`}</span>
    ${
      price.valid
        ? html`<span class="ok">Within the rules</span>`
        : html`<span class="bad">${priceErrors(price).length} problems</span>`
    }
  </div>`;
}
