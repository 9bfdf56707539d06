/**
 * The new-corps form's fields (§11.5-11.9, §14.1): the side, where (a region it holds, or one the
 * player names, and what that region is for the side), which army the corps join, how many, and
 * the theater commanders' priority with ruling A14's way past one who cannot take a corps.
 */
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import {
  NATION_LABELS,
  NATIONS,
  PRIORITY_CAP,
  RULINGS,
  regionCap,
  regionName,
  type CampaignState,
  type Nation,
  type RegionKind,
  type RegionNames,
  type Theater,
} from '../../../core/games/price-of-freedom/index.js';
import { segmentedField, selectField } from '../../../components/shared/choice-fields.js';
import {
  MOST_CORPS,
  OTHER,
  THEATERS,
  THEATER_WORD,
  type NewCorpsChoice,
  type ShownChoice,
} from './choice.js';

const KINDS: readonly RegionKind[] = ['capital', 'resource', 'regular', 'enemy'];
const KIND_WORD: Readonly<Record<RegionKind, string>> = {
  capital: 'Capital',
  resource: 'Resource home region',
  regular: 'Other home region',
  enemy: 'Enemy region (Union only)',
};

/** What the form draws from, and what it tells its element. */
export interface PlaceFormView {
  readonly campaign: CampaignState;
  readonly names: RegionNames;
  readonly choice: NewCorpsChoice;
  readonly shown: ShownChoice;
  readonly error: string;
  pickSide(side: Nation): void;
  pickRegion(id: string): void;
  /** Says whether the theater commander of `theater` cannot take a corps now (ruling A14). */
  markUnable(theater: Theater, unable: boolean): void;
  /** Any other change to the choice. */
  set(change: Partial<NewCorpsChoice>): void;
  place(): void;
}

/** The side, the region (or its name) and what the region is for the side. */
function whereFields(v: PlaceFormView) {
  const { campaign: c, shown } = v;
  const side = v.choice.side;
  return html`${segmentedField({
      name: 'nc-side',
      label: 'Side',
      options: NATIONS.map((n) => ({ value: n, label: NATION_LABELS[n] })),
      chosen: side,
      pick: (n) => {
        v.pickSide(n);
      },
    })}
    <div class="row">
      ${selectField({
        id: 'nc-region',
        label: 'Region',
        options: [
          ...shown.regions.map((r) => ({ value: r.id, label: regionName(c, v.names, r.id) })),
          { value: OTHER, label: 'Another region on your map' },
        ],
        chosen: shown.region,
        pick: (id) => {
          v.pickRegion(id);
        },
      })}
      ${shown.region === OTHER ? otherName(v) : nothing}
      ${selectField({
        id: 'nc-kind',
        label: `What it is for the ${NATION_LABELS[side]}`,
        options: KINDS.filter((k) => regionCap(side, k) !== null).map((k) => ({
          value: k,
          label: `${KIND_WORD[k]}: up to ${regionCap(side, k)}`,
        })),
        chosen: shown.kind,
        pick: (kind) => {
          v.set({ kind });
        },
      })}
    </div>
    ${
      shown.unknownResource
        ? html`<p class="hint">
            The rulebook does not say whether this is a resource region: check your map.
          </p>`
        : nothing
    }`;
}

/** The name of a region the list does not hold. */
function otherName(v: PlaceFormView) {
  return html`<label class="field"
    >Its name
    <input
      id="nc-name"
      type="text"
      maxlength="40"
      autocomplete="off"
      .value=${live(v.choice.otherName)}
      @input=${(e: Event) => {
        const otherName = (e.target as HTMLInputElement).value;
        v.set({ otherName });
      }}
  /></label>`;
}

/** The army the corps join, how many, and the button that places them. */
function joinsFields(v: PlaceFormView) {
  const { campaign: c, shown } = v;
  const corps = c.theaterCorps[v.choice.side];
  return html`<div class="row">
    ${selectField({
      id: 'nc-joins',
      label: 'Joins',
      options: [
        ...THEATERS.filter((t) => corps[t] > 0).map((t) => ({
          value: t,
          label: `${THEATER_WORD[t]} theater commander (${corps[t]} corps)`,
        })),
        { value: 'other' as const, label: 'A field commander, or a new army' },
      ],
      chosen: shown.joins,
      pick: (joins) => {
        v.set({ joins });
      },
    })}
    <label class="field"
      >Corps
      <input
        id="nc-count"
        type="number"
        inputmode="numeric"
        min="1"
        max=${MOST_CORPS}
        .value=${live(String(v.choice.count))}
        @change=${(e: Event) => {
          const n = Number((e.target as HTMLInputElement).value);
          const count = Number.isInteger(n) ? Math.min(MOST_CORPS, Math.max(1, n)) : 1;
          v.set({ count });
        }}
      />
    </label>
    <button type="submit" class="primary">Place</button>
  </div>`;
}

/** Who has priority (§11.7), and a way past each commander who cannot take a corps (A14). */
function priorityFields(v: PlaceFormView) {
  const { side, unable } = v.choice;
  const { priority, contenders } = v.shown;
  const a14 = RULINGS.find((r) => r.id === 'A14');
  return html`<p class="hint">
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
            .checked=${live(unable.includes(t))}
            @change=${(e: Event) => {
              v.markUnable(t, (e.target as HTMLInputElement).checked);
            }}
          /><span
            >The ${THEATER_WORD[t]} theater commander cannot take a corps now (out of supply or his
            region full) <span class="rule">ruling A14</span></span
          ></label
        >`,
    )}
    ${contenders.length > 0 && a14 ? html`<p class="hint">${a14.decision}</p>` : nothing}`;
}

/** The form that places new corps, with the refusal beside it. */
export function placeForm(v: PlaceFormView) {
  return html`<form
    @submit=${(e: Event) => {
      e.preventDefault();
      v.place();
    }}
  >
    <fieldset class="box">
      <legend>Place new corps <span class="rule">§11.5-11.9, §14.1</span></legend>
      ${whereFields(v)} ${joinsFields(v)} ${priorityFields(v)}
      <p class="error" role="alert">${v.error}</p>
    </fieldset>
  </form>`;
}
