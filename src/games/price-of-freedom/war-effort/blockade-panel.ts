/**
 * The blockade: markers in each box and the regions each blockades, each coast open or
 * blockaded (§2.2.4, §4.1 note 4, §8.6), and the coastal regions of the player's map that the
 * rulebook does not name (ruling G3).
 */
import { html, nothing } from 'lit';
import {
  TRACKER_NOTES,
  WAR_EFFORT_LINES,
  blockadeBoxes,
  boxName,
  coastRegions,
  coastStatus,
  regionBlockaded,
  regionName,
} from '../../../core/games/price-of-freedom/index.js';
import { signed } from '../../../core/shared/signed.js';
import { block, eventButton, linked, note, stackTable, type P } from './common.js';

/** The Confederate coasts, in the order they are shown. */
const COASTS = ['gulf', 'atlantic'] as const;
type Coast = (typeof COASTS)[number];
type BlockadeBox = ReturnType<typeof blockadeBoxes>[number];

/** The stepper's button that moves the markers in box `b` (named `name`) by `step`. */
function markerButton(p: P, name: string, b: BlockadeBox, step: 1 | -1) {
  const markers = b.markers + step;
  return eventButton(p, {
    text: step < 0 ? '−' : '+',
    label: step < 0 ? `Remove a marker from the ${name} box` : `Add a marker to the ${name} box`,
    disabled: markers < 0,
    cls: 'no-print',
    event: { type: 'set-blockade', box: b.box, markers },
    what: `${name} box: ${markers} markers.`,
  });
}

/** Each blockade box: its markers, with a stepper, and the regions it blockades. */
function boxesTable(p: P) {
  const c = p.state;
  return stackTable(
    'boxes',
    'Blockade boxes: markers and the regions each blockades',
    ['Blockade box', 'Markers', 'Blockades'],
    blockadeBoxes(c).map((b) => {
      const name = boxName(c, p.ctx.names, b.box);
      return html`<tr>
        <th scope="row">${name}</th>
        <td>
          <span class="stepper">
            ${markerButton(p, name, b, -1)}
            <output class="count" aria-label=${`Markers in the ${name} box`}>${b.markers}</output>
            ${markerButton(p, name, b, 1)}
          </span>
        </td>
        <td>
          ${b.markers >= 1 ? b.regions.map((r) => regionName(c, p.ctx.names, r)).join(', ') : html`<span class="muted">nothing</span>`}
        </td>
      </tr>`;
    }),
  );
}

/** A coast: open or blockaded, each of its regions, and whether its list is complete. */
function coastTile(p: P, coast: Coast) {
  const c = p.state;
  const status = coastStatus(c, coast);
  const blockaded = status === 'blockaded';
  const line = coast === 'gulf' ? 'csa-gulf' : 'csa-atlantic';
  const def = WAR_EFFORT_LINES.find((l) => l.id === line);
  const title = coast === 'gulf' ? 'Gulf Coast' : 'Atlantic Coast';
  return html`<div class="tile coast ${blockaded ? 'closed' : ''}">
    <h3>
      ${title}:
      ${blockaded ? 'blockaded' : status === 'unconfirmed' ? 'every known region shut' : 'open'}
      ${def ? html`<span class="rule">Confederate ${signed(def.value)} when blockaded, ${linked(p, def.rule)}</span>` : nothing}
    </h3>
    ${
      status === 'unconfirmed'
        ? html`<p class="warn" role="status">
            Every ${title} region on the board is Union-controlled or blockaded, but the rulebook
            does not name all of the coast’s regions. Add the others from your map below, or confirm
            there are none; until then the coast does not count as blockaded.
          </p>`
        : nothing
    }
    <ul>
      ${coastRegions(c, coast).map((id) => {
        const union = c.control[id] === 'usa';
        const blocked = regionBlockaded(c, id);
        return html`<li class=${union || blocked ? 'shut' : 'open'}>
          <span class="mark" aria-hidden="true">${union || blocked ? '✓' : '○'}</span>
          ${regionName(c, p.ctx.names, id)}:
          ${union && blocked ? 'Union-controlled and blockaded' : union ? 'Union-controlled' : blocked ? 'blockaded' : 'open'}
        </li>`;
      })}
    </ul>
    ${coastComplete(p, coast, title)}
  </div>`;
}

/** Whether `coast`'s list of regions is complete: the player confirms it (ruling G3). */
function coastComplete(p: P, coast: Coast, title: string) {
  const complete = p.state.coastsComplete[coast];
  return complete && coast === 'gulf'
    ? html`<p class="hint">
        New Orleans and Mobile, as the rule’s own example has it.
        <span class="rule">§4.1 note 4</span>
      </p>`
    : html`<label class="flag no-print"
        ><input
          type="checkbox"
          .checked=${complete}
          @change=${(e: Event) => {
            const confirmed = (e.target as HTMLInputElement).checked;
            p.apply(
              { type: 'set-coast-complete', coast, complete: confirmed },
              confirmed
                ? `${title}: every coastal region confirmed on the board.`
                : `${title}: no longer confirmed complete.`,
            );
          }}
        /><span
          >These are all the ${title} regions on my map <span class="rule">ruling G3</span></span
        ></label
      >`;
}

/** The blockade boxes and the coasts (the form that adds a coastal region is the tracker's own). */
export function blockadePanel(p: P) {
  return block(
    { id: 'blockade', title: 'Blockade', rule: '§2.2.4, §4.1 note 4, §8.6' },
    html`${note(p, TRACKER_NOTES.blockade)} ${boxesTable(p)}
      <div class="coasts">${COASTS.map((coast) => coastTile(p, coast))}</div>`,
  );
}
