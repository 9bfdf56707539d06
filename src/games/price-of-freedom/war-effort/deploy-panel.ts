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
import { eventButton, rowHead, ruling, stackTable, type P } from './common.js';

function renderDeployment(p: P, c: CampaignState) {
  const status = deploymentStatus(c);
  const summary = turnSummary(c);
  const g = status.garrisons;
  return html`<section class="block" aria-labelledby="deploy-h">
    <h2 id="deploy-h">Forces and this turn</h2>
    ${stackTable(
      'deploy',
      'Corps and garrisons on the map against their limits, and this turn’s cards and free reinforcements',
      [html`<span class="visually-hidden">What</span>`, ...NATIONS.map((n) => NATION_LABELS[n])],
      html`<tr>
          ${rowHead(p, 'Corps on the map', TRACKER_NOTES.corps)}
          ${NATIONS.map((n) => {
            const d = status.corps[n];
            const side = NATION_LABELS[n];
            return html`<td data-label=${side}>
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
                ${eventButton(p, {
                  text: '−1',
                  label: `−1: remove a ${side} corps`,
                  disabled: d.corps === 0,
                  event: { type: 'remove-corps', side: n, count: 1 },
                  what: `${side}: a corps left the map.`,
                })}
                ${eventButton(p, {
                  text: 'MILITIA',
                  label: `MILITIA: a 1-corps ${side} army whatever the War Effort`,
                  disabled: d.corps >= d.counters,
                  event: { type: 'deploy-corps', side: n, count: 1, militia: true },
                  what: `${side}: MILITIA army placed.`,
                })}
              </span>
            </td>`;
          })}
        </tr>
        <tr>
          ${rowHead(p, 'Garrisons on the map', TRACKER_NOTES.garrisons)}
          <td data-label="Union">
            <span class="big">${g.onMap}</span> of ${g.limit}
            ${g.over ? html`<span class="warn">Above War Effort: none may be placed.</span>` : nothing}
            <span class="row no-print">
              ${eventButton(p, {
                text: '−1',
                label: '−1: remove a Union garrison',
                disabled: c.garrisons === 0,
                event: { type: 'remove-garrison' },
                what: 'A Union garrison left the map.',
              })}
              ${eventButton(p, {
                text: '+1',
                label: '+1: place a Union garrison',
                disabled: g.room === 0,
                event: { type: 'deploy-garrison' },
                what: 'A Union garrison placed.',
              })}
              ${eventButton(p, {
                text: 'Free in Washington',
                label: 'Free in Washington: place the free Washington garrison',
                event: { type: 'deploy-garrison', free: true },
                what: 'The free Washington garrison placed.',
              })}
            </span>
          </td>
          <td class="muted none">—</td>
        </tr>
        <tr>
          ${rowHead(p, 'Hand after the card phase', TRACKER_NOTES.hand)}
          ${NATIONS.map(
            (n) =>
              html`<td data-label=${NATION_LABELS[n]}>
                ${
                  summary.cardPhase
                    ? html`<span class="big">${summary.sides[n].handSize}</span> cards (draw
                        ${summary.sides[n].cardsDrawn})`
                    : html`No card phase in Turn 1`
                }
              </td>`,
          )}
        </tr>
        <tr>
          ${rowHead(p, 'Free corps this turn', TRACKER_NOTES.freeCorps)}
          ${NATIONS.map(
            (n) =>
              html`<td data-label=${NATION_LABELS[n]}>
                ${summary.cardPhase ? html`<span class="big">${summary.sides[n].freeCorps}</span>` : html`None in Turn 1`}
              </td>`,
          )}
        </tr>`,
    )}
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
