import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  CONCEALED_MARKER_NOTES,
  DYNAMIC_TERRAIN_PENALTY_DIE,
  MOVEMENT_RATES,
  RESERVE_CONDITIONS,
  RESERVE_MOVES,
  ROUGH_GROUND_PENALTY_INCHES,
  armyConcealedMarkers,
  concealedMarkers,
  loadScenario,
  scaleInfo,
  scaledInches,
  scenarioIndex,
  type MarkerCount,
  type Side,
} from '../../core/games/altar-of-freedom/index.js';
import { segmentedStyles } from '../../components/shared/segmented-styles.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import type { ToolHost } from '../../components/tool-host.js';

/** The element's tag. */
export const tag = 'hs-aof-movement';

const SIDE_LABEL: Record<Side, string> = { USA: 'Union', CSA: 'Confederate' };
/** Most divisions the marker calculator takes (Large Army Builder armies field 15). */
const MAX_DIVISIONS = 99;

const inches = (n: number) => `${n}″`;
const at15 = (n: number) => inches(scaledInches(n, '15mm'));

function markerText(m: MarkerCount): string {
  const dummies = `${m.dummies} ${m.dummies === 1 ? 'dummy' : 'dummies'}`;
  return `${m.markers} (${m.divisions} divisions + ${dummies})`;
}

/**
 * The movement reference: the Movement Rates table, rough ground, road reserve movement, each at
 * 6 mm and at 15 mm (App. III), and the optional concealed movement markers of App. IV with each
 * scenario's count and a calculator for built armies. Link: `side`, `div` (the calculator).
 *
 * @summary Altar of Freedom movement rates, penalties, reserve moves and concealed markers.
 */
@customElement('hs-aof-movement')
export class HsAofMovement extends LitElement {
  static override styles = [
    sharedStyles,
    segmentedStyles,
    css`
      :host {
        display: block;
      }
      .intro {
        max-width: 60rem;
        margin-top: 0;
      }
      section {
        margin-top: 1.5rem;
      }
      h2 {
        font-size: 1.25rem;
        margin: 0 0 0.5rem;
        padding-bottom: 0.25rem;
        border-bottom: 2px solid var(--hs-border);
      }
      h2 .rule {
        font-weight: 400;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        max-width: 48rem;
        background: var(--hs-surface);
      }
      th,
      td {
        border: 1px solid var(--hs-border);
        padding: 0.35rem 0.5rem;
        text-align: start;
        vertical-align: top;
      }
      caption {
        text-align: start;
        padding-bottom: 0.25rem;
      }
      thead th {
        background: var(--hs-surface-2);
      }
      td.n {
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
        font-weight: 700;
      }
      th .note {
        display: block;
        font-weight: 400;
        font-size: 0.9rem;
        margin-top: 0.15rem;
      }
      th .rule {
        display: block;
        font-weight: 400;
        white-space: normal;
      }
      h2 .rule {
        white-space: normal;
      }
      ul.notes {
        max-width: 60rem;
        padding-inline-start: 1.25rem;
      }
      .calc {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem 1.5rem;
        align-items: end;
        margin-top: 1rem;
      }
      .calc label {
        display: grid;
        gap: 0.2rem;
        font-weight: 600;
      }
      .calc input {
        width: 7rem;
      }
      output {
        display: block;
        font-weight: 700;
        min-height: var(--hs-target);
        padding-top: 0.5rem;
      }
    `,
  ];

  /** The page's link: `side` and `div` in, every change out. */
  @property({ attribute: false }) host?: ToolHost;

  @state() private side: Side = 'CSA';
  @state() private divisions = '7';
  @state() private notices: string[] = [];

  override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('host')) return;
    const notices: string[] = [];
    for (const [k, v] of this.host?.params ?? []) {
      if (k === 'side' && (v === 'USA' || v === 'CSA')) this.side = v;
      else if (k === 'div' && /^\d{1,2}$/.test(v)) this.divisions = v;
      else notices.push(`“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
    }
    this.notices = notices;
  }

  private writeLink(): void {
    this.host?.setParams([
      ['side', this.side],
      ['div', this.divisions],
    ]);
  }

  private renderRates() {
    return html`<section aria-labelledby="rates-h">
      <h2 id="rates-h">Movement rates <span class="rule">Movement Rates</span></h2>
      <table>
        <caption class="visually-hidden">
          Move per maneuver at 6 mm and at 15 mm
        </caption>
        <thead>
          <tr>
            <th scope="col">Unit</th>
            <th scope="col">6 mm, 10 mm</th>
            <th scope="col">15 mm</th>
          </tr>
        </thead>
        <tbody>
          ${MOVEMENT_RATES.map(
            (r) =>
              html`<tr>
                <th scope="row">
                  ${r.label}${r.note ? html`<span class="note">${r.note}</span>` : nothing}<span
                    class="rule"
                    >${r.rule}</span
                  >
                </th>
                <td class="n">${r.inches === null ? 'never' : inches(r.inches)}</td>
                <td class="n">${r.inches === null ? 'never' : at15(r.inches)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <p>Brigades move in any direction and pass through friendly units freely.</p>
    </section>`;
  }

  private renderTerrain() {
    const d = DYNAMIC_TERRAIN_PENALTY_DIE;
    return html`<section aria-labelledby="rough-h">
      <h2 id="rough-h">Rough ground <span class="rule">Terrain Penalties</span></h2>
      <table>
        <caption class="visually-hidden">
          Rough-ground penalty at 6 mm and at 15 mm
        </caption>
        <thead>
          <tr>
            <th scope="col">Penalty</th>
            <th scope="col">6 mm, 10 mm</th>
            <th scope="col">15 mm</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              Any part of the base meets rough ground: once per turn, however many obstacles
              <span class="rule">Terrain Penalties</span>
            </th>
            <td class="n">−${inches(ROUGH_GROUND_PENALTY_INCHES)}</td>
            <td class="n">−${at15(ROUGH_GROUND_PENALTY_INCHES)}</td>
          </tr>
          <tr>
            <th scope="row">
              Optional: each unit rolls as it enters rough ground
              <span class="rule">App. IV, Dynamic Terrain</span>
            </th>
            <td class="n">−D${d}″</td>
            <td class="n">−D${d} × ${scaleInfo('15mm').rangeMultiplier}″</td>
          </tr>
        </tbody>
      </table>
      <p>Each scenario says what counts as rough ground (see its setup sheet).</p>
    </section>`;
  }

  private renderReserve() {
    return html`<section aria-labelledby="reserve-h">
      <h2 id="reserve-h">Road reserve movement <span class="rule">Reserve Movement</span></h2>
      <table>
        <caption class="visually-hidden">
          Reserve move by the general of the column’s chain, at 6 mm and at 15 mm
        </caption>
        <thead>
          <tr>
            <th scope="col">Column under</th>
            <th scope="col">6 mm, 10 mm</th>
            <th scope="col">15 mm</th>
          </tr>
        </thead>
        <tbody>
          ${RESERVE_MOVES.map(
            (m) =>
              html`<tr>
                <th scope="row">${m.label}<span class="rule">${m.rule}</span></th>
                <td class="n">${m.inches === null ? 'not allowed' : inches(m.inches)}</td>
                <td class="n">${m.inches === null ? 'not allowed' : at15(m.inches)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <p>Only when all of these hold (distances at 6 mm):</p>
      <ul class="notes">
        ${RESERVE_CONDITIONS.map((c) => html`<li>${c}</li>`)}
      </ul>
    </section>`;
  }

  private renderMarkers() {
    const index = scenarioIndex();
    const scenarios = (index.ok ? index.value.scenarios : []).flatMap((entry) => {
      const r = loadScenario(entry.slug);
      return r.ok ? [r.value] : [];
    });
    const n = Number(this.divisions);
    const valid = /^\d{1,2}$/.test(this.divisions) && n <= MAX_DIVISIONS;
    return html`<section aria-labelledby="markers-h">
      <h2 id="markers-h">
        Concealed movement markers (optional)
        <span class="rule">App. IV, Concealed Movement Markers</span>
      </h2>
      <ul class="notes">
        ${CONCEALED_MARKER_NOTES.map((c) => html`<li>${c}</li>`)}
      </ul>
      <table>
        <caption>
          Markers per army in the starter scenarios (every division of the order of battle,
          reinforcements and optional ones included)
        </caption>
        <thead>
          <tr>
            <th scope="col">Scenario</th>
            <th scope="col">Union</th>
            <th scope="col">Confederate</th>
          </tr>
        </thead>
        <tbody>
          ${scenarios.map(
            (s) =>
              html`<tr>
                <th scope="row">${s.title}</th>
                ${s.armies.map((a) => html`<td>${markerText(armyConcealedMarkers(a))}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
      <div class="calc">
        <fieldset class="segmented">
          <legend>Your army</legend>
          ${(['USA', 'CSA'] as const).map(
            (side) =>
              html`<label
                ><input
                  type="radio"
                  name="side"
                  value=${side}
                  .checked=${live(this.side === side)}
                  @change=${() => {
                    this.side = side;
                    this.writeLink();
                  }}
                /><span>${SIDE_LABEL[side]}</span></label
              >`,
          )}
        </fieldset>
        <label>
          Divisions
          <input
            type="number"
            inputmode="numeric"
            min="0"
            max=${MAX_DIVISIONS}
            step="1"
            .value=${live(this.divisions)}
            aria-describedby="markers-out"
            @input=${(e: Event) => {
              this.divisions = (e.target as HTMLInputElement).value.trim().slice(0, 4);
              this.writeLink();
            }}
          />
        </label>
        <output id="markers-out" aria-live="polite"
          >${
            valid
              ? `${markerText(concealedMarkers(n, this.side))} markers`
              : `Enter a whole number of divisions from 0 to ${MAX_DIVISIONS}.`
          }</output
        >
      </div>
    </section>`;
  }

  override render() {
    return html`
      ${
        this.notices.length > 0
          ? html`<div class="notice" role="alert">
              ${this.notices.map((m) => html`<p>${m}</p>`)}
            </div>`
          : nothing
      }
      <p class="intro">
        Distances per maneuver in inches. At 15 mm every distance is multiplied by
        ${scaleInfo('15mm').rangeMultiplier} (App. III, 15mm Scale Conversion; ruling A53); 10 mm
        keeps the 6 mm distances, though larger 10 mm figures may use the 15 mm ones (App. III, 10mm
        Scale Conversion).
      </p>
      ${this.renderRates()} ${this.renderTerrain()} ${this.renderReserve()} ${this.renderMarkers()}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-movement': HsAofMovement;
  }
}
