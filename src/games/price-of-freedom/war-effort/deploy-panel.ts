/**
 * Forces and this turn: corps and garrisons on the map against their War Effort limits (with
 * MILITIA and the free Washington garrison), this turn's hand and free corps, and the form that
 * places new corps (§11.5-11.9).
 */
import { html, nothing } from 'lit';
import {
  NATIONS,
  NATION_LABELS,
  TRACKER_NOTES,
  deploymentStatus,
  turnSummary,
  type CampaignState,
} from '../../../core/games/price-of-freedom/index.js';
import '../hs-pof-new-corps.js';
import type { CampaignChangeEvent } from '../hs-pof-new-corps.js';
import { linked, ruling, type P } from './common.js';

function renderDeployment(p: P, c: CampaignState) {
  const status = deploymentStatus(c);
  const summary = turnSummary(c);
  return html`<section class="block" aria-labelledby="deploy-h">
    <h2 id="deploy-h">Forces and this turn</h2>
    <div class="table-wrap">
      <table class="deploy stack">
        <caption class="visually-hidden">
          Corps and garrisons on the map against their limits, and this turn’s cards and free
          reinforcements
        </caption>
        <thead>
          <tr>
            <th scope="col"><span class="visually-hidden">What</span></th>
            ${NATIONS.map((n) => html`<th scope="col">${NATION_LABELS[n]}</th>`)}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              Corps on the map
              <span class="note">${linked(p, TRACKER_NOTES.corps.text)}</span>
              <span class="rule">${linked(p, TRACKER_NOTES.corps.rule)}</span>
            </th>
            ${NATIONS.map((n) => {
              const d = status.corps[n];
              return html`<td data-label=${NATION_LABELS[n]}>
                <span class="big">${d.corps}</span> of ${d.limit}
                <span class="muted">(${d.counters} counters)</span>
                ${
                  d.over
                    ? html`<span class="warn"
                        >Above War Effort: allowed after a drop, but no new corps until below.</span
                      >`
                    : html`<span class="note">Room for ${d.room} more.</span>`
                }
                <span class="row no-print">
                  <button
                    type="button"
                    aria-label=${`−1: remove a ${NATION_LABELS[n]} corps`}
                    ?disabled=${d.corps === 0}
                    @click=${() => {
                      p.apply(
                        { type: 'remove-corps', side: n, count: 1 },
                        `${NATION_LABELS[n]}: a corps left the map.`,
                      );
                    }}
                  >
                    −1
                  </button>
                  <button
                    type="button"
                    aria-label=${`MILITIA: a 1-corps ${NATION_LABELS[n]} army whatever the War Effort`}
                    ?disabled=${d.corps >= d.counters}
                    @click=${() => {
                      p.apply(
                        { type: 'deploy-corps', side: n, count: 1, militia: true },
                        `${NATION_LABELS[n]}: MILITIA army placed.`,
                      );
                    }}
                  >
                    MILITIA
                  </button>
                </span>
              </td>`;
            })}
          </tr>
          <tr>
            <th scope="row">
              Garrisons on the map
              <span class="note">${linked(p, TRACKER_NOTES.garrisons.text)}</span>
              <span class="rule">${linked(p, TRACKER_NOTES.garrisons.rule)}</span>
            </th>
            <td data-label="Union">
              <span class="big">${status.garrisons.onMap}</span> of ${status.garrisons.limit}
              ${
                status.garrisons.over
                  ? html`<span class="warn">Above War Effort: none may be placed.</span>`
                  : nothing
              }
              <span class="row no-print">
                <button
                  type="button"
                  aria-label="−1: remove a Union garrison"
                  ?disabled=${c.garrisons === 0}
                  @click=${() => {
                    p.apply({ type: 'remove-garrison' }, 'A Union garrison left the map.');
                  }}
                >
                  −1
                </button>
                <button
                  type="button"
                  aria-label="+1: place a Union garrison"
                  ?disabled=${status.garrisons.room === 0}
                  @click=${() => {
                    p.apply({ type: 'deploy-garrison' }, 'A Union garrison placed.');
                  }}
                >
                  +1
                </button>
                <button
                  type="button"
                  aria-label="Free in Washington: place the free Washington garrison"
                  @click=${() => {
                    p.apply(
                      { type: 'deploy-garrison', free: true },
                      'The free Washington garrison placed.',
                    );
                  }}
                >
                  Free in Washington
                </button>
              </span>
            </td>
            <td class="muted none">—</td>
          </tr>
          <tr>
            <th scope="row">
              Hand after the card phase
              <span class="note">${linked(p, TRACKER_NOTES.hand.text)}</span>
              <span class="rule">${linked(p, TRACKER_NOTES.hand.rule)}</span>
            </th>
            ${NATIONS.map((n) => {
              const s = summary.sides[n];
              return html`<td data-label=${NATION_LABELS[n]}>
                ${
                  summary.cardPhase
                    ? html`<span class="big">${s.handSize}</span> cards (draw ${s.cardsDrawn})`
                    : html`No card phase in Turn 1`
                }
              </td>`;
            })}
          </tr>
          <tr>
            <th scope="row">
              Free corps this turn
              <span class="note">${linked(p, TRACKER_NOTES.freeCorps.text)}</span>
              <span class="rule">${linked(p, TRACKER_NOTES.freeCorps.rule)}</span>
            </th>
            ${NATIONS.map((n) => {
              const s = summary.sides[n];
              return html`<td data-label=${NATION_LABELS[n]}>
                ${summary.cardPhase ? html`<span class="big">${s.freeCorps}</span>` : html`None in Turn 1`}
              </td>`;
            })}
          </tr>
        </tbody>
      </table>
    </div>
    ${ruling(p, 'A12')}
    <hs-pof-new-corps
      .campaign=${c}
      .setup=${p.ctx.data.setup}
      .names=${p.ctx.names}
      @hs-campaign-change=${(e: CampaignChangeEvent) => {
        p.apply(e.detail.event, e.detail.what);
      }}
    ></hs-pof-new-corps>
    ${ruling(p, 'A14')}
  </section>`;
}

// ---- victory ----

/** The forces table and the new-corps form. */
export const deployPanel = (p: P) => renderDeployment(p, p.state);
