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
  type SideTurnInfo,
  type TrackerNote,
} from '../../../core/games/price-of-freedom/index.js';
import '../hs-pof-new-corps.js';
import { CHANGED_ELSEWHERE } from '../../../components/renderers/tracker/form-panel.js';
import type { CampaignChangeEvent } from '../hs-pof-new-corps.js';
import { block, buttonRow, rowHead, ruling, stackTable, type P } from './common.js';

type Status = ReturnType<typeof deploymentStatus>;
type Summary = ReturnType<typeof turnSummary>;

/** Corps on the map for each side, against its limit, with its −1 and MILITIA buttons. */
function corpsRow(p: P, status: Status) {
  return html`<tr>
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
        ${buttonRow(p, [
          {
            text: '−1',
            label: `−1: remove a ${side} corps`,
            disabled: d.corps === 0,
            event: { type: 'remove-corps', side: n, count: 1 },
            what: `${side}: a corps left the map.`,
          },
          {
            text: 'MILITIA',
            label: `MILITIA: a 1-corps ${side} army whatever the War Effort`,
            disabled: d.corps >= d.counters,
            event: { type: 'deploy-corps', side: n, count: 1, militia: true },
            what: `${side}: MILITIA army placed.`,
          },
        ])}
      </td>`;
    })}
  </tr>`;
}

/** The Union's garrisons on the map, against their limit, with their buttons. */
function garrisonRow(p: P, status: Status) {
  const g = status.garrisons;
  return html`<tr>
    ${rowHead(p, 'Garrisons on the map', TRACKER_NOTES.garrisons)}
    <td data-label="Union">
      <span class="big">${g.onMap}</span> of ${g.limit}
      ${g.over ? html`<span class="warn">Above War Effort: none may be placed.</span>` : nothing}
      ${buttonRow(p, [
        {
          text: '−1',
          label: '−1: remove a Union garrison',
          disabled: g.onMap === 0,
          event: { type: 'remove-garrison' },
          what: 'A Union garrison left the map.',
        },
        {
          text: '+1',
          label: '+1: place a Union garrison',
          disabled: g.room === 0,
          event: { type: 'deploy-garrison' },
          what: 'A Union garrison placed.',
        },
        {
          text: 'Free in Washington',
          label: 'Free in Washington: place the free Washington garrison',
          event: { type: 'deploy-garrison', free: true },
          what: 'The free Washington garrison placed.',
        },
      ])}
    </td>
    <td class="muted none">—</td>
  </tr>`;
}

/** A row of this turn's figures for each side, from its card phase (there is none in Turn 1). */
interface TurnRow {
  readonly label: string;
  readonly note: TrackerNote;
  readonly cell: (side: SideTurnInfo) => unknown;
  readonly noCardPhase: string;
}

const TURN_ROWS: readonly TurnRow[] = [
  {
    label: 'Hand after the card phase',
    note: TRACKER_NOTES.hand,
    cell: (s) => html`<span class="big">${s.handSize}</span> cards (draw ${s.cardsDrawn})`,
    noCardPhase: 'No card phase in Turn 1',
  },
  {
    label: 'Free corps this turn',
    note: TRACKER_NOTES.freeCorps,
    cell: (s) => html`<span class="big">${s.freeCorps}</span>`,
    noCardPhase: 'None in Turn 1',
  },
];

function turnRows(p: P, summary: Summary) {
  return TURN_ROWS.map(
    (r) =>
      html`<tr>
        ${rowHead(p, r.label, r.note)}
        ${NATIONS.map(
          (n) =>
            html`<td data-label=${NATION_LABELS[n]}>
              ${summary.cardPhase ? r.cell(summary.sides[n]) : r.noCardPhase}
            </td>`,
        )}
      </tr>`,
  );
}

/** The forces table and the new-corps form. */
export function deployPanel(p: P) {
  const c = p.state;
  const status = deploymentStatus(c);
  return block(
    { id: 'deploy', title: 'Forces and this turn' },
    html`${stackTable(
        'deploy',
        'Corps and garrisons on the map against their limits, and this turn’s cards and free reinforcements',
        [html`<span class="visually-hidden">What</span>`, ...NATIONS.map((n) => NATION_LABELS[n])],
        html`${corpsRow(p, status)} ${garrisonRow(p, status)} ${turnRows(p, turnSummary(c))}`,
      )}
      ${ruling(p, 'A12')}
      <hs-pof-new-corps
        .campaign=${c}
        .setup=${p.ctx.data.setup}
        .names=${p.ctx.names}
        .elsewhere=${p.get(CHANGED_ELSEWHERE, 0)}
        @hs-campaign-change=${(e: CampaignChangeEvent) => {
          p.apply(e.detail.event, e.detail.what);
        }}
      ></hs-pof-new-corps>
      ${ruling(p, 'A14')}`,
  );
}
