/**
 * Each side's War Effort line by line: the start, every modifier with whether it counts (by the
 * facts, or switched on or off by hand) and what it adds, the card effects entered by hand, and
 * the total (§4.1, §4.2).
 */
import { html, nothing } from 'lit';
import {
  NATION_LABELS,
  warEffortLedger,
  type CampaignState,
  type LedgerLine,
  type Nation,
} from '../../../core/games/price-of-freedom/index.js';
import { signed } from '../../../core/shared/signed.js';
import { rulingLink } from '../../../components/shared/ruling-links.js';
import { tableHead } from '../../../components/shared/table-head.js';
import { linked, type P } from './common.js';

/** Whether a line counts as the tracked game stands (its regions, forces and events). */
function asItStands(line: LedgerLine): string {
  if (!line.byFacts) return 'As the game stands: does not count';
  return `As the game stands: counts${line.perUnit ? ` ${line.units} times` : ''}`;
}

function ledgerLine(p: P, line: LedgerLine) {
  const choice = line.override === null ? 'facts' : line.override ? 'on' : 'off';
  const value = `${signed(line.value)}${line.perUnit ? ' each' : ''}`;
  const id = `ov-${line.id}`;
  return html`<tr class=${line.active ? 'on' : 'off'}>
    <th scope="row">
      <span class="line-label">${line.label}</span>
      <span class="kind ${line.kind}"
        >${line.kind === 'permanent' ? 'permanent' : 'while it holds'}</span
      >
      <span class="rule">${linked(p, line.rule)}</span>
      ${line.note ? html`<span class="note">${linked(p, line.note)}</span>` : nothing}
    </th>
    <td class="num value" data-label="Value">${value}</td>
    <td class="counts">
      <label class="visually-hidden" for=${id}>Counts: ${line.label}</label>
      <select
        id=${id}
        class=${choice === 'facts' ? '' : 'by-hand'}
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          const active = v === 'on' ? true : v === 'off' ? false : null;
          p.apply(
            { type: 'override', line: line.id, active },
            active === null
              ? `${line.label}: counted as the game stands again.`
              : `${line.label}: ${active ? 'counted' : 'not counted'}, set by hand.`,
          );
        }}
      >
        <option value="facts" ?selected=${choice === 'facts'}>${asItStands(line)}</option>
        <option value="on" ?selected=${choice === 'on'}>Count it (by hand)</option>
        <option value="off" ?selected=${choice === 'off'}>Do not count it (by hand)</option>
      </select>
      <span class="print-only"
        >${
          choice === 'facts'
            ? asItStands(line)
            : choice === 'on'
              ? 'Counted by hand'
              : 'Not counted, by hand'
        }</span
      >
    </td>
    <td class="num adds" data-label="Adds">${line.active ? signed(line.contribution) : '—'}</td>
  </tr>`;
}

function renderLedger(p: P, c: CampaignState, side: Nation) {
  const ledger = warEffortLedger(c, side);
  const id = `ledger-${side}`;
  const rule = side === 'usa' ? '§4.2' : '§4.1';
  return html`<section class="ledger" aria-labelledby=${id}>
    <h3 id=${id}>${NATION_LABELS[side]} War Effort <span class="rule">${rule}</span></h3>
    <div class="table-wrap">
      <table class="stack">
        <caption class="visually-hidden">
          ${NATION_LABELS[side]} War Effort: each modifier, whether it counts, and what it adds
        </caption>
        ${tableHead(['Modifier', { text: 'Value', num: true }, 'Counts', { text: 'Adds', num: true }])}
        <tbody>
          <tr class="on start">
            <th scope="row">Start <span class="rule">${rule}, §8.2</span></th>
            <td class="num value" data-label="Value">${ledger.start}</td>
            <td></td>
            <td class="num adds" data-label="Adds">${ledger.start}</td>
          </tr>
          ${ledger.lines.map((l) => ledgerLine(p, l))}
          <tr class=${ledger.cardAdjustment === 0 ? 'off' : 'on'}>
            <th scope="row">
              <span class="line-label">Card effects entered by hand</span>
              <span class="rule">§2.3; ${rulingLink(p.game, 'G2', 'ruling G2')}</span>
              <span class="note"
                >Cards such as WAR WEARINESS whose text is not in the rulebook.</span
              >
            </th>
            <td class="num value" data-label="Value">±1</td>
            <td class="counts">
              <span class="pair-buttons no-print">
                <button
                  type="button"
                  aria-label=${`${NATION_LABELS[side]} War Effort −1 from a card`}
                  @click=${() => {
                    p.apply(
                      { type: 'adjust-war-effort', side, delta: -1 },
                      `${NATION_LABELS[side]} War Effort −1 from a card.`,
                    );
                  }}
                >
                  −1
                </button>
                <button
                  type="button"
                  aria-label=${`${NATION_LABELS[side]} War Effort +1 from a card`}
                  @click=${() => {
                    p.apply(
                      { type: 'adjust-war-effort', side, delta: 1 },
                      `${NATION_LABELS[side]} War Effort +1 from a card.`,
                    );
                  }}
                >
                  +1
                </button>
              </span>
            </td>
            <td class="num adds" data-label="Adds">${signed(ledger.cardAdjustment)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colspan="3">War Effort</th>
            <td class="num">${ledger.total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  </section>`;
}

// ---- events ----

/** Both ledgers, side by side on wide screens. */
export function ledgersPanel(p: P) {
  return html`<div class="ledgers">
    ${renderLedger(p, p.state, 'usa')} ${renderLedger(p, p.state, 'csa')}
  </div>`;
}
