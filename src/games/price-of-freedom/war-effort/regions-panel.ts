/**
 * Region control: who holds each region the War Effort tables and the blockade name, the War
 * Effort lines it feeds, and the Union resource regions lost (§2.7, §4.1, §4.2; ruling G3).
 */
import { html, nothing } from 'lit';
import {
  NATION_LABELS,
  TRACKER_NOTES,
  WAR_EFFORT_LINES,
  WAR_EFFORT_LINE_SHORT,
  regionName,
  regionWarEffortLines,
  type CampaignState,
  type Control,
} from '../../../core/games/price-of-freedom/index.js';
import { signed } from '../../../core/shared/signed.js';
import { rulingLink } from '../../../components/shared/ruling-links.js';
import { block, eventButton, linked, ruling, stackTable, type P } from './common.js';

const CONTROL_LABEL: Record<Control, string> = {
  usa: 'Union',
  csa: 'Confederate',
  neutral: 'Neutral',
};
const KIND_LABEL = { usa: 'Union home', csa: 'Confederate home', kentucky: 'Kentucky' } as const;

function lineChip(id: string) {
  const def = WAR_EFFORT_LINES.find((l) => l.id === id);
  if (!def) return nothing;
  return html`<span class="chip ${def.side}"
    ><span class="visually-hidden">${NATION_LABELS[def.side]} War Effort</span
    ><span aria-hidden="true">${def.side === 'usa' ? 'US' : 'CS'}</span> ${signed(def.value)}
    ${WAR_EFFORT_LINE_SHORT[id] ?? def.label}</span
  >`;
}

/** The stepper's button that moves the count of Union resource regions lost by `step`. */
function resourceButton(p: P, c: CampaignState, step: 1 | -1) {
  const count = c.unionResourceRegionsLost + step;
  return eventButton(p, {
    text: step < 0 ? '−' : '+',
    label: `One ${step < 0 ? 'fewer' : 'more'} Union resource region lost`,
    disabled: count < 0,
    event: { type: 'set-union-resource-lost', count },
    what: `Union resource regions lost: ${count}.`,
  });
}

/** The region table and the resource regions lost. */
export function regionsPanel(p: P) {
  const c = p.state;
  const data = p.ctx.data;
  const known = new Map(data.setup.regions.map((r) => [r.id, r]));
  const ids = [
    ...data.setup.regions.map((r) => r.id).filter((id) => id in c.control),
    ...Object.keys(c.control).filter((id) => !known.has(id)),
  ];
  const kyNeutral = c.kentucky === 'neutral';
  return block(
    { id: 'regions', title: 'Region control', rule: '§2.7, §4.1, §4.2' },
    html`<p class="hint">
        Only the regions the rules name are listed (the map is not in the rulebook text).
        <span class="rule">${rulingLink(p.game, 'G3', 'ruling G3')}</span>
      </p>
      ${stackTable(
        'regions',
        'Who controls each region the War Effort tables and the blockade name',
        ['Region', 'Counts for', 'Control'],
        ids.map((id) => {
          const region = known.get(id);
          const control = c.control[id] ?? 'csa';
          const lines = regionWarEffortLines(c, id);
          const name = regionName(c, p.ctx.names, id);
          const kind = region ? KIND_LABEL[region.kind] : 'Confederate coastal (added)';
          const changed = region !== undefined && region.startControl !== control;
          return html`<tr class=${changed ? 'changed' : ''}>
            <th scope="row">
              ${name}${region?.capital ? html` <span class="badge">capital</span>` : nothing}
              <span class="note">${kind}</span>
            </th>
            <td class="lines" data-label="Counts for">
              ${lines.length > 0 ? lines.map((l) => lineChip(l)) : html`<span class="muted">—</span>`}
            </td>
            <td class="ctl">
              ${
                kyNeutral && c.kentuckyRegions.includes(id)
                  ? html`Neutral`
                  : html`<label class="visually-hidden" for=${`ctl-${id}`}>Control of ${name}</label
                      ><select
                        id=${`ctl-${id}`}
                        class="control ${control}"
                        @change=${(e: Event) => {
                          const value = (e.target as HTMLSelectElement).value as Control;
                          p.apply(
                            { type: 'set-control', region: id, control: value },
                            `${name} is now ${CONTROL_LABEL[value]}-controlled.`,
                          );
                        }}
                      >
                        ${(['usa', 'csa'] as const).map(
                          (n) =>
                            html`<option value=${n} ?selected=${n === control}>
                              ${CONTROL_LABEL[n]}
                            </option>`,
                        )}
                      </select>
                      <span class="print-only">${CONTROL_LABEL[control]}</span>`
              }
            </td>
          </tr>`;
        }),
      )}
      <div class="stepper-row">
        <span id="lost-label"
          >${linked(p, TRACKER_NOTES.resourceRegions.text)}
          <span class="rule">${linked(p, TRACKER_NOTES.resourceRegions.rule)}</span></span
        >
        <span class="stepper" role="group" aria-labelledby="lost-label">
          ${resourceButton(p, c, -1)}
          <output class="count">${c.unionResourceRegionsLost}</output>
          ${resourceButton(p, c, 1)}
        </span>
      </div>
      ${ruling(p, 'G3')}`,
  );
}
