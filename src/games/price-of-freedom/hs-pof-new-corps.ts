import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  ARMY_LIMITS,
  NATION_LABELS,
  NATIONS,
  PRIORITY_CAP,
  RULINGS,
  applyCampaignEvent,
  priorityCommander,
  regionCap,
  regionName,
  type CampaignEvent,
  type CampaignState,
  type Nation,
  type RegionKind,
  type RegionNames,
  type Setup,
  type Theater,
} from '../../core/games/price-of-freedom/index.js';
import { placeableRegions, regionIdOf } from '../../core/games/price-of-freedom/new-corps.js';
import { segmentedStyles } from '../../components/shared/segmented-styles.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import { newCorpsStyles } from './hs-pof-new-corps.styles.js';

/** A change the tracker should record, with its description for the status line. */
export type CampaignChangeEvent = CustomEvent<{ event: CampaignEvent; what: string }>;

const OTHER = '';
const THEATERS = ['east', 'west'] as const;
const THEATER_WORD: Readonly<Record<Theater, string>> = { east: 'Eastern', west: 'Western' };
const KINDS: readonly RegionKind[] = ['capital', 'resource', 'regular', 'enemy'];
const KIND_WORD: Readonly<Record<RegionKind, string>> = {
  capital: 'Capital',
  resource: 'Resource home region',
  regular: 'Other home region',
  enemy: 'Enemy region (Union only)',
};

/**
 * Placing new corps in the War Effort tracker (§11.5-11.9): where (capped per region in each
 * reinforcement phase or campaign round), with which army (the theater commanders' priority),
 * and the corps under each theater commander. It checks a placement against the rules before
 * asking the tracker to record it (`hs-campaign-change`), and shows a refusal beside the form.
 *
 * @summary Price of Freedom: placing new corps, with the region caps and reinforcement priority.
 */
@customElement('hs-pof-new-corps')
export class HsPofNewCorps extends LitElement {
  static override styles = [sharedStyles, segmentedStyles, newCorpsStyles];

  /** The tracker's state. */
  @property({ attribute: false }) campaign?: CampaignState;
  /** The set-up, for the regions the rulebook names. */
  @property({ attribute: false }) setup?: Setup;
  /** Region display names. */
  @property({ attribute: false }) names: RegionNames = new Map<string, string>();

  @state() private side: Nation = 'usa';
  /** The region picked; null until the player picks one (the side's capital, or another). */
  @state() private region: string | null = null;
  @state() private otherName = '';
  /** The kind picked by hand; null: the one the rulebook gives the region. */
  @state() private kind: RegionKind | null = null;
  /** The army picked; null: the theater commander with priority, if any. */
  @state() private joins: Theater | 'other' | null = null;
  @state() private count = 1;
  @state() private unable: readonly Theater[] = [];
  @state() private error = '';

  /** The regions `side` controls that the board knows, with the kind the rulebook gives them. */
  private regions(c: CampaignState, side: Nation): { id: string; kind: RegionKind }[] {
    return placeableRegions(c, this.setup, side);
  }

  private emit(event: CampaignEvent, what: string): void {
    const c = this.campaign;
    if (!c) return;
    try {
      applyCampaignEvent(c, event);
    } catch (e) {
      this.error = e instanceof RangeError ? e.message : 'That is not possible now.';
      return;
    }
    this.error = '';
    this.dispatchEvent(
      new CustomEvent('hs-campaign-change', {
        detail: { event, what },
        bubbles: true,
        composed: true,
      }),
    );
  }

  /** The region the form shows: the one picked, else the side's capital if it holds it. */
  private regionShown(c: CampaignState): string {
    if (this.region !== null) return this.region;
    const list = this.regions(c, this.side);
    return list.find((r) => r.kind === 'capital')?.id ?? list[0]?.id ?? OTHER;
  }

  /** The kind the form shows: picked by hand, else the region's, else an ordinary home region. */
  private kindShown(c: CampaignState): RegionKind {
    if (this.kind !== null) return this.kind;
    const region = this.regionShown(c);
    return this.regions(c, this.side).find((r) => r.id === region)?.kind ?? 'regular';
  }

  /** The army the form shows: picked (while it exists), else whoever has priority. */
  private joinsShown(c: CampaignState): Theater | 'other' {
    const j = this.joins;
    if (j === 'other' || (j !== null && c.theaterCorps[this.side][j] > 0)) return j;
    return priorityCommander(c, this.side, this.unable) ?? 'other';
  }

  private place(c: CampaignState): void {
    const region = this.regionShown(c);
    const named = region !== OTHER;
    const id = named ? region : regionIdOf(this.otherName.trim()).slice(0, 64);
    if (id === '') {
      this.error = 'Name the region, or pick one from the list.';
      return;
    }
    const where = named ? regionName(c, this.names, id) : this.otherName.trim();
    const n = this.count;
    this.emit(
      {
        type: 'deploy-corps',
        side: this.side,
        count: n,
        placement: {
          region: id,
          kind: this.kindShown(c),
          joins: this.joinsShown(c),
          ...(this.unable.length > 0 ? { unable: this.unable } : {}),
        },
      },
      `${NATION_LABELS[this.side]}: ${n} new corps in ${where}.`,
    );
  }

  private chooseRegion(id: string): void {
    this.region = id;
    this.kind = null;
    this.error = '';
  }

  private renderPlace(c: CampaignState) {
    const side = this.side;
    const regions = this.regions(c, side);
    const region = this.regionShown(c);
    const kind = this.kindShown(c);
    const joins = this.joinsShown(c);
    const priority = priorityCommander(c, side, this.unable);
    const a14 = RULINGS.find((r) => r.id === 'A14');
    const contenders = THEATERS.filter((t) => {
      const n = c.theaterCorps[side][t];
      return n > 0 && n < PRIORITY_CAP[side];
    });
    const unknownResource =
      region !== OTHER &&
      this.setup?.regions.find((r) => r.id === region)?.resource === null &&
      (kind === 'resource' || kind === 'regular');
    return html`<form
      @submit=${(e: Event) => {
        e.preventDefault();
        this.place(c);
      }}
    >
      <fieldset class="box">
        <legend>Place new corps <span class="rule">§11.5-11.9, §14.1</span></legend>
        <fieldset class="segmented">
          <legend>Side</legend>
          ${NATIONS.map(
            (n) =>
              html`<label
                ><input
                  type="radio"
                  name="nc-side"
                  .checked=${live(side === n)}
                  @change=${() => {
                    this.side = n;
                    this.region = null;
                    this.kind = null;
                    this.joins = null;
                    this.unable = [];
                    this.error = '';
                  }}
                /><span>${NATION_LABELS[n]}</span></label
              >`,
          )}
        </fieldset>
        <div class="row">
          <label class="field"
            >Region
            <select
              id="nc-region"
              @change=${(e: Event) => {
                this.chooseRegion((e.target as HTMLSelectElement).value);
              }}
            >
              ${regions.map(
                (r) =>
                  html`<option value=${r.id} ?selected=${region === r.id}>
                    ${regionName(c, this.names, r.id)}
                  </option>`,
              )}
              <option value=${OTHER} ?selected=${region === OTHER}>
                Another region on your map
              </option>
            </select>
          </label>
          ${
            region === OTHER
              ? html`<label class="field"
                  >Its name
                  <input
                    id="nc-name"
                    type="text"
                    maxlength="40"
                    autocomplete="off"
                    .value=${live(this.otherName)}
                    @input=${(e: Event) => {
                      this.otherName = (e.target as HTMLInputElement).value;
                    }}
                /></label>`
              : nothing
          }
          <label class="field"
            >What it is for the ${NATION_LABELS[side]}
            <select
              id="nc-kind"
              @change=${(e: Event) => {
                this.kind = (e.target as HTMLSelectElement).value as RegionKind;
              }}
            >
              ${KINDS.filter((k) => regionCap(side, k) !== null).map(
                (k) =>
                  html`<option value=${k} ?selected=${kind === k}>
                    ${KIND_WORD[k]}: up to ${regionCap(side, k)}
                  </option>`,
              )}
            </select>
          </label>
        </div>
        ${
          unknownResource
            ? html`<p class="hint">
                The rulebook does not say whether this is a resource region: check your map.
              </p>`
            : nothing
        }
        <div class="row">
          <label class="field"
            >Joins
            <select
              id="nc-joins"
              @change=${(e: Event) => {
                this.joins = (e.target as HTMLSelectElement).value as Theater | 'other';
              }}
            >
              ${THEATERS.filter((t) => c.theaterCorps[side][t] > 0).map(
                (t) =>
                  html`<option value=${t} ?selected=${joins === t}>
                    ${THEATER_WORD[t]} theater commander (${c.theaterCorps[side][t]} corps)
                  </option>`,
              )}
              <option value="other" ?selected=${joins === 'other'}>
                A field commander, or a new army
              </option>
            </select>
          </label>
          <label class="field"
            >Corps
            <input
              id="nc-count"
              type="number"
              inputmode="numeric"
              min="1"
              max="3"
              .value=${live(String(this.count))}
              @change=${(e: Event) => {
                const n = Number((e.target as HTMLInputElement).value);
                this.count = Number.isInteger(n) ? Math.min(3, Math.max(1, n)) : 1;
              }}
            />
          </label>
          <button type="submit" class="primary">Place</button>
        </div>
        <p class="hint">
          ${
            priority
              ? `Priority: new ${NATION_LABELS[side]} corps go to the ${THEATER_WORD[priority]} theater commander until he has ${PRIORITY_CAP[side]}.`
              : `No ${NATION_LABELS[side]} theater commander has priority now.`
          }
          <span class="rule">§11.7</span>
        </p>
        ${contenders.map(
          (t) =>
            html`<label class="flag"
              ><input
                type="checkbox"
                .checked=${live(this.unable.includes(t))}
                @change=${(e: Event) => {
                  const on = (e.target as HTMLInputElement).checked;
                  this.unable = on ? [...this.unable, t] : this.unable.filter((x) => x !== t);
                }}
              /><span
                >The ${THEATER_WORD[t]} theater commander cannot take a corps now (out of supply or
                his region full) <span class="rule">ruling A14</span></span
              ></label
            >`,
        )}
        ${contenders.length > 0 && a14 ? html`<p class="hint">${a14.decision}</p>` : nothing}
        <p class="error" role="alert">${this.error}</p>
      </fieldset>
    </form>`;
  }

  private renderPlaced(c: CampaignState) {
    const lines = NATIONS.flatMap((n) =>
      Object.entries(c.placed[n]).map(
        ([id, count]) => `${NATION_LABELS[n]}: ${regionName(c, this.names, id)} ${count}`,
      ),
    );
    return html`<fieldset class="box">
      <legend>New corps this phase or round <span class="rule">§11.5</span></legend>
      ${
        lines.length > 0
          ? html`<ul class="placed">
              ${lines.map((l) => html`<li>${l}</li>`)}
            </ul>`
          : html`<p class="hint">None yet.</p>`
      }
      <button
        type="button"
        ?disabled=${lines.length === 0}
        @click=${() => {
          this.emit({ type: 'new-round' }, 'New phase or round: the region caps start again.');
        }}
      >
        Next phase or round
      </button>
    </fieldset>`;
  }

  private renderTheaters(c: CampaignState) {
    return html`<fieldset class="box">
      <legend>
        Theater commanders’ corps (0: none)
        <span class="rule">§7.2.3, §11.7-11.8</span>
      </legend>
      <div class="tcs">
        ${NATIONS.flatMap((n) =>
          THEATERS.map((t) => {
            const id = `tc-${n}-${t}`;
            return html`<label class="field" for=${id}
              >${NATION_LABELS[n]} ${THEATER_WORD[t]}
              <input
                id=${id}
                type="number"
                inputmode="numeric"
                min="0"
                max=${ARMY_LIMITS.theaterMax}
                .value=${live(String(c.theaterCorps[n][t]))}
                @change=${(e: Event) => {
                  const v = Number((e.target as HTMLInputElement).value);
                  if (!Number.isInteger(v) || v < 0 || v > ARMY_LIMITS.theaterMax) {
                    this.error = `A theater commander has 1 to ${ARMY_LIMITS.theaterMax} corps; 0 when there is none.`;
                    this.requestUpdate();
                    return;
                  }
                  this.emit(
                    { type: 'set-theater-corps', side: n, theater: t, corps: v },
                    `${NATION_LABELS[n]} ${THEATER_WORD[t]} theater commander: ${v === 0 ? 'none' : `${v} corps`}.`,
                  );
                }}
            /></label>`;
          }),
        )}
      </div>
    </fieldset>`;
  }

  override render() {
    const c = this.campaign;
    if (!c) return nothing;
    return html`${this.renderPlace(c)} ${this.renderPlaced(c)} ${this.renderTheaters(c)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-pof-new-corps': HsPofNewCorps;
  }
  interface GlobalEventHandlersEventMap {
    'hs-campaign-change': CampaignChangeEvent;
  }
}
