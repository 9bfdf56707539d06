import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  GENERAL_RATINGS_KIND,
  MOOD_TABLE,
  SCENARIO_SLUGS,
  TRAITS,
  armyTotals,
  checkGeneralRating,
  SCENARIO_PP_RANGE,
  generalRating,
  isScenarioSlug,
  loadScenario,
  oobNotes,
  oobRulings,
  optionalRuleFor,
  citedRulings,
  scenarioIndex,
  searchArmy,
  tallyUnits,
  traitRoleNotes,
  withGeneralRating,
} from '../../core/games/altar-of-freedom/index.js';
import type {
  Army,
  Division,
  General,
  GeneralRatings,
  OobSearch,
  Ruling,
  Scenario,
  ScenarioSlug,
  TraitId,
  Unit,
  UnitTally,
} from '../../core/games/altar-of-freedom/index.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import { segmentedStyles } from '../../components/shared/segmented-styles.js';
import { USER_DATA_PARAM } from '../../components/shared/hs-user-data-panel.js';
import { renderEditorErrors, renderNotices } from '../../components/shared/message-lists.js';
import { UserDataController } from '../../components/controllers/user-data-controller.js';
import type { Store } from '../../storage/store.js';
import type { ToolHost } from '../../components/tool-host.js';
import { armLabel, armStyles, signed } from './arm-icon.js';
import { oobStyles } from './hs-aof-oob.styles.js';
import { rulingLink, withRulingLinks, rulingNote } from '../../components/shared/ruling-links.js';
import { GAME_ID } from '../../core/games/altar-of-freedom/index.js';
import { citationsText } from '../../core/shared/citation.js';

/** The element's tag. */
export const tag = 'hs-aof-oob';

/** `text` with its ruling codes linked to the rulings page. */
const linked = (text: string) => withRulingLinks(GAME_ID, text);

const SIDES = ['both', 'union', 'confederate'] as const;
type SideChoice = (typeof SIDES)[number];
const SIDE_OF = { union: 'USA', confederate: 'CSA' } as const;
const SIDE_NAME = { USA: 'Union', CSA: 'Confederate' } as const;
const KNOWN_PARAMS = ['scenario', 'side', 'q', USER_DATA_PARAM];
const MAX_QUERY = 80;
/** Where the book defines the Strength Modifier scale (L170–178). */
const SM_RULE = 'Basic Principles › Strength Modifiers';

/** An edit in progress of one general's PP and traits. */
interface Draft {
  readonly generalId: string;
  readonly pp: string;
  readonly traits: readonly TraitId[];
  readonly errors: readonly string[];
}

const stands = (n: number) => `${n} stand${n === 1 ? '' : 's'}`;

function tallyText(t: UnitTally): string {
  const parts = (
    [
      ['infantry', t.infantry],
      ['cavalry', t.cavalry],
      ['artillery', t.artillery],
      ['naval', t.naval],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([arm, n]) => `${n} ${arm}`);
  return parts.join(', ');
}

function entriesCount(data: GeneralRatings): number {
  return Object.values(data).reduce((n, s) => n + Object.keys(s).length, 0);
}

/**
 * The orders of battle of the four starter scenarios: each army's tree of commands, divisions and
 * brigades with arm, SM and counts, its mood and printed break point, and its generals. The
 * generals' PP and traits, which the rulebook does not print, can be entered (saved as user data,
 * clearly marked as the player's). Link: `scenario`, `side`, `q`.
 *
 * @summary Orders of battle viewer with player-entered general ratings.
 */
@customElement('hs-aof-oob')
export class HsAofOob extends LitElement {
  static override styles = [sharedStyles, armStyles, segmentedStyles, oobStyles];

  /** The page's link: state in, every change out. */
  @property({ attribute: false }) host?: ToolHost;
  /** Where entered ratings are kept; by default the app's store. */
  @property({ attribute: false }) store?: Store;

  @state() private slug: ScenarioSlug = SCENARIO_SLUGS[0];
  @state() private side: SideChoice = 'both';
  @state() private query = '';
  @state() private notices: string[] = [];
  @state() private draft: Draft | null = null;
  @state() private status = '';
  @state() private collapsed = new Set<string>();
  @state() private printing = false;

  /** The generals' PP and traits the player entered. */
  private readonly userData = new UserDataController(this, GENERAL_RATINGS_KIND, {
    unreadable:
      'Your saved general ratings could not be read and are not shown; they are kept unchanged.',
    saveFailed: 'The ratings could not be saved.',
    notice: (m) => {
      this.notices = [...this.notices, m];
    },
    status: (m) => {
      this.status = m;
    },
  });
  private readonly scenarios = new Map<string, Scenario>();
  private readonly onBeforePrint = () => {
    this.printing = true;
  };
  private readonly onAfterPrint = () => {
    this.printing = false;
  };

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('beforeprint', this.onBeforePrint);
    addEventListener('afterprint', this.onAfterPrint);
  }

  override disconnectedCallback(): void {
    removeEventListener('beforeprint', this.onBeforePrint);
    removeEventListener('afterprint', this.onAfterPrint);
    super.disconnectedCallback();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('host')) this.readLink();
  }

  private get ratings(): GeneralRatings {
    return this.userData.value;
  }

  private readLink(): void {
    const params = this.host?.params ?? [];
    const get = (k: string) => params.find(([key]) => key === k)?.[1];
    const notices: string[] = [];
    const scenario = get('scenario');
    if (scenario === undefined || isScenarioSlug(scenario))
      this.slug = scenario ?? SCENARIO_SLUGS[0];
    else {
      this.slug = SCENARIO_SLUGS[0];
      notices.push(
        `There is no scenario “${scenario.slice(0, 40)}”; showing ${this.scenario().title}.`,
      );
    }
    const side = get('side');
    if (side === undefined || (SIDES as readonly string[]).includes(side))
      this.side = (side as SideChoice | undefined) ?? 'both';
    else {
      this.side = 'both';
      notices.push(`“${side.slice(0, 40)}” is not an army to show; showing both armies.`);
    }
    this.query = (get('q') ?? '').slice(0, MAX_QUERY);
    for (const [k] of params) {
      if (!KNOWN_PARAMS.includes(k))
        notices.push(`“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
    }
    this.notices = notices;
    this.userData.readLink(params);
  }

  private writeLink(withData = false): void {
    const pairs: [string, string][] = [['scenario', this.slug]];
    if (this.side !== 'both') pairs.push(['side', this.side]);
    if (this.query !== '') pairs.push(['q', this.query]);
    const data = this.host?.params.find(([k]) => k === USER_DATA_PARAM)?.[1];
    if (withData && data !== undefined) pairs.push([USER_DATA_PARAM, data]);
    this.host?.setParams(pairs);
  }

  private scenario(slug: string = this.slug): Scenario {
    let s = this.scenarios.get(slug);
    if (s === undefined) {
      const result = loadScenario(slug);
      if (!result.ok) throw new Error(result.issues.map((i) => i.message).join(' '));
      s = result.value;
      this.scenarios.set(slug, s);
    }
    return s;
  }

  // ---- events ----

  private handleScenario(e: Event): void {
    const value = (e.target as HTMLSelectElement).value;
    if (!isScenarioSlug(value)) return;
    this.slug = value;
    this.draft = null;
    this.collapsed = new Set();
    this.writeLink(true);
  }

  private handleSide(e: Event): void {
    const value = (e.target as HTMLInputElement).value;
    if ((SIDES as readonly string[]).includes(value)) this.side = value as SideChoice;
    this.writeLink(true);
  }

  private handleQuery(e: Event): void {
    this.query = (e.target as HTMLInputElement).value.slice(0, MAX_QUERY);
    this.writeLink(true);
  }

  private handleToggle(e: Event, id: string): void {
    if (this.query !== '' || this.printing) return;
    const open = (e.target as HTMLDetailsElement).open;
    if (open === !this.collapsed.has(id)) return;
    const next = new Set(this.collapsed);
    if (open) next.delete(id);
    else next.add(id);
    this.collapsed = next;
  }

  private setAllCollapsed(collapse: boolean): void {
    const s = this.scenario();
    this.collapsed = collapse
      ? new Set(
          s.armies.flatMap((a) =>
            [...a.divisions, ...a.commands.flatMap((c) => c.divisions)].map((d) => d.id),
          ),
        )
      : new Set();
  }

  private startEdit(general: General): void {
    const rating = generalRating(this.ratings, this.scenario(), general.id);
    this.draft = {
      generalId: general.id,
      pp: rating?.ppSource === 'player' && rating.pp !== null ? String(rating.pp) : '',
      traits: rating?.traitsSource === 'player' ? rating.traits : [],
      errors: [],
    };
    this.status = '';
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLInputElement>(`#pp-${general.id}`)?.focus();
    });
  }

  private draftTrait(id: TraitId, on: boolean): void {
    const d = this.draft;
    if (!d) return;
    const traits = on
      ? [...d.traits.filter((t) => t !== id), id]
      : d.traits.filter((t) => t !== id);
    this.draft = { ...d, traits: TRAITS.map((t) => t.id).filter((t) => traits.includes(t)) };
  }

  private async submitDraft(e: Event, general: General): Promise<void> {
    e.preventDefault();
    const d = this.draft;
    if (!d) return;
    const text = d.pp.trim();
    const pp = text === '' ? null : Number(text);
    if (pp !== null && !Number.isFinite(pp)) {
      this.draft = {
        ...d,
        errors: [`${general.name}: enter PP as a whole number, or leave it empty.`],
      };
      this.focusErrors(general.id);
      return;
    }
    const entry = { pp, traits: d.traits.length > 0 ? d.traits : null };
    const errors = checkGeneralRating(this.scenario(), general.id, entry);
    if (errors.length > 0) {
      this.draft = { ...d, errors };
      this.focusErrors(general.id);
      return;
    }
    const next = withGeneralRating(this.ratings, this.slug, general.id, entry);
    if (await this.userData.save(next, `Saved ${general.name}’s entered ratings on this device.`)) {
      this.draft = null;
      void this.updateComplete.then(() => {
        this.renderRoot.querySelector<HTMLButtonElement>(`#edit-${general.id}`)?.focus();
      });
    }
  }

  private focusErrors(generalId: string): void {
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>(`#errors-${generalId}`)?.focus();
    });
  }

  private async clearRating(general: General): Promise<void> {
    const next = withGeneralRating(this.ratings, this.slug, general.id, null);
    if (await this.userData.save(next, `Cleared ${general.name}’s entered ratings.`))
      this.draft = null;
  }

  // ---- rendering ----

  private mark(text: string): TemplateResult | string {
    const q = this.query.trim();
    if (q === '') return text;
    const at = text.toLowerCase().indexOf(q.toLowerCase());
    if (at < 0) return text;
    return html`${text.slice(0, at)}<mark>${text.slice(at, at + q.length)}</mark>${text.slice(at + q.length)}`;
  }

  private renderControls(s: Scenario) {
    const index = scenarioIndex();
    const list = index.ok
      ? index.value.scenarios
      : SCENARIO_SLUGS.map((slug) => ({ slug, title: slug }));
    return html`
      <div class="controls no-print">
        <label class="field"
          >Scenario
          <select @change=${this.handleScenario}>
            ${list.map(
              (x) =>
                html`<option value=${x.slug} ?selected=${x.slug === s.slug}>${x.title}</option>`,
            )}
          </select>
        </label>
        <fieldset class="segmented">
          <legend>Armies</legend>
          ${SIDES.map(
            (v) =>
              html`<label
                ><input
                  type="radio"
                  name="side"
                  .value=${v}
                  .checked=${live(this.side === v)}
                  @change=${this.handleSide}
                /><span
                  >${v === 'both' ? 'Both' : v === 'union' ? 'Union' : 'Confederate'}</span
                ></label
              >`,
          )}
        </fieldset>
        <label class="field search"
          >Find a brigade, division or general
          <input
            type="search"
            maxlength=${MAX_QUERY}
            .value=${live(this.query)}
            @input=${this.handleQuery}
            autocomplete="off"
            spellcheck="false"
          />
        </label>
        <div class="expand">
          <button
            type="button"
            @click=${() => {
              this.setAllCollapsed(false);
            }}
          >
            Expand all
          </button>
          <button
            type="button"
            @click=${() => {
              this.setAllCollapsed(true);
            }}
          >
            Collapse all
          </button>
        </div>
      </div>
    `;
  }

  private renderIncoming() {
    return this.userData.renderIncoming({
      what: 'The ratings',
      describe: (data) => {
        const n = entriesCount(data);
        return `This link carries player-entered ratings for ${n} general${n === 1 ? '' : 's'}. Using them replaces the ratings saved on this device.`;
      },
      use: 'Use the link’s ratings',
      keep: 'Keep mine',
      saved: () => 'The ratings from the link are saved on this device.',
      settled: () => {
        this.writeLink(false);
      },
    });
  }

  private renderGeneral(general: General, level: string, search: OobSearch | null) {
    const s = this.scenario();
    const rating = generalRating(this.ratings, s, general.id);
    const editing = this.draft?.generalId === general.id;
    const player = rating?.ppSource === 'player' || rating?.traitsSource === 'player';
    const traitNames = (ids: readonly TraitId[]) =>
      ids.map((id) => TRAITS.find((t) => t.id === id)?.name ?? id).join(', ');
    const value = (text: string | null, source: string | undefined) =>
      source === 'missing' || text === null
        ? html`<span class="missing"
            >Not printed<span class="blank" aria-hidden="true"></span
          ></span>`
        : html`<span class=${source === 'player' ? 'entered' : ''}>${text}</span>${
              source === 'player'
                ? html` <span class="badge entered-badge">entered by you</span>`
                : nothing
            }`;
    const notes = rating ? traitRoleNotes(general.role, rating.traits) : [];
    return html`
      <div
        class="general ${player ? 'has-entered' : ''} ${search?.matched.has(general.id) ? 'hit' : ''}"
      >
        <p class="general-head">
          <strong>${this.mark(general.name)}</strong>
          <span>${general.title}</span>
          <span class="hq">HQ: ${general.hq.label}</span>
          <span class="visually-hidden">(${level})</span>
        </p>
        <dl class="rating">
          <div>
            <dt>Priority Points</dt>
            <dd>${value(rating?.pp == null ? null : String(rating.pp), rating?.ppSource)}</dd>
          </div>
          <div>
            <dt>Traits</dt>
            <dd>
              ${value(
                rating && rating.traits.length > 0
                  ? traitNames(rating.traits)
                  : rating?.traitsSource === 'player'
                    ? 'none'
                    : null,
                rating?.traitsSource,
              )}
            </dd>
          </div>
        </dl>
        ${notes.map((n) => html`<p class="role-note">${linked(n.text)} <span class="rule">${linked(n.rule)}</span></p>`)}
        ${
          editing
            ? this.renderEditor(general)
            : html`<button
                type="button"
                class="edit no-print"
                id="edit-${general.id}"
                aria-label="${player ? 'Edit' : 'Enter'} PP and traits for ${general.name}"
                @click=${() => {
                  this.startEdit(general);
                }}
              >
                ${player ? 'Edit' : 'Enter'}
              </button>`
        }
      </div>
    `;
  }

  private renderEditor(general: General) {
    const d = this.draft;
    if (!d) return nothing;
    const range = SCENARIO_PP_RANGE;
    const errId = `errors-${general.id}`;
    return html`
      <form
        class="editor no-print"
        @submit=${(e: Event) => this.submitDraft(e, general)}
        novalidate
      >
        <p class="editor-note">
          The rulebook’s card for ${general.name} is not in the text we have: what you enter here is
          yours, saved on this device and marked as entered by you.
          <span class="rule">${rulingLink(GAME_ID, 'G1', 'ruling G1')}</span>
        </p>
        <label class="field" for="pp-${general.id}"
          >Priority Points
          <span class="hint"
            >Whole number from ${range.min}; the Army Builder’s limits do not apply
            <span class="rule">${linked(range.rule)}</span></span
          >
        </label>
        <input
          id="pp-${general.id}"
          type="number"
          inputmode="numeric"
          min=${range.min}
          max=${range.max}
          step="1"
          .value=${live(d.pp)}
          aria-describedby=${errId}
          aria-invalid=${d.errors.some((m) => m.includes('PP')) ? 'true' : 'false'}
          @input=${(e: Event) => {
            if (this.draft)
              this.draft = { ...this.draft, pp: (e.target as HTMLInputElement).value };
          }}
        />
        <fieldset class="traits">
          <legend>
            Traits: ${d.traits.length} chosen
            <span class="rule"
              >Appendix I; the Army Builder’s 1–3 is for built armies
              (${rulingLink(GAME_ID, 'A52', 'ruling A52')})</span
            >
          </legend>
          <div class="trait-grid">
            ${TRAITS.map(
              (t) =>
                html`<label class="check"
                  ><input
                    type="checkbox"
                    .checked=${live(d.traits.includes(t.id))}
                    @change=${(e: Event) => {
                      this.draftTrait(t.id, (e.target as HTMLInputElement).checked);
                    }}
                  /><span
                    >${t.name}${t.scope === 'army' ? html` <small>(army commander)</small>` : nothing}</span
                  ></label
                >`,
            )}
          </div>
        </fieldset>
        ${renderEditorErrors(errId, d.errors)}
        <div class="row">
          <button type="submit" class="primary">Save</button>
          <button type="button" @click=${() => (this.draft = null)}>Cancel</button>
          <button type="button" @click=${() => this.clearRating(general)}>Clear entry</button>
        </div>
      </form>
    `;
  }

  private renderUnitRow(u: Unit, search: OobSearch | null) {
    if (search !== null && !search.shown.has(u.id)) return nothing;
    return html`<tr class=${search?.matched.has(u.id) ? 'hit' : ''}>
      <th scope="row">
        ${this.mark(u.name)}
        ${u.confidence ? html`<span class="badge">reconstructed</span>` : nothing}
        ${u.note ? html`<span class="unit-note">${linked(u.note)}</span>` : nothing}
      </th>
      <td>${armLabel(u.arm)}</td>
      <td class="num">${signed(u.sm)}</td>
    </tr>`;
  }

  private renderUnitTable(units: readonly Unit[], caption: string, search: OobSearch | null) {
    return html`<table>
      <caption class="visually-hidden">
        ${caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">Brigade</th>
          <th scope="col">Arm</th>
          <th scope="col" class="num">SM</th>
        </tr>
      </thead>
      <tbody>
        ${units.map((u) => this.renderUnitRow(u, search))}
      </tbody>
    </table>`;
  }

  private renderDivision(d: Division, search: OobSearch | null) {
    if (search !== null && !search.shown.has(d.id)) return nothing;
    const s = this.scenario();
    const t = tallyUnits(d.brigades);
    const optional = d.optional === true ? optionalRuleFor(s, d.id) : undefined;
    const open = search !== null || this.printing || !this.collapsed.has(d.id);
    return html`<details
      class="division ${d.optional ? 'optional' : ''} ${search?.matched.has(d.id) ? 'hit' : ''}"
      .open=${live(open)}
      @toggle=${(e: Event) => {
        this.handleToggle(e, d.id);
      }}
    >
      <summary>
        <span class="div-name">${this.mark(d.name)}</span>
        ${d.optional ? html`<span class="badge optional-badge">Optional</span>` : nothing}
        <span class="div-count">${stands(t.stands)} · SM total ${signed(t.sm)}</span>
      </summary>
      ${
        optional
          ? html`<p class="optional-note">
              ${optional.title}: ${linked(optional.text)} Not counted in the army’s totals.
              <span class="rule">${linked(optional.rule)}</span>
            </p>`
          : nothing
      }
      ${this.renderUnitTable(d.brigades, `${d.name}: brigades, arm and Strength Modifier`, search)}
    </details>`;
  }

  private renderUnattached(units: readonly Unit[], where: string, search: OobSearch | null) {
    if (units.length === 0) return nothing;
    if (search !== null && !units.some((u) => search.shown.has(u.id))) return nothing;
    const s = this.scenario();
    const rule = s.specialRules.find((r) => r.id === 'oob-unattached');
    const t = tallyUnits(units);
    return html`<div class="division unattached">
      <p class="unattached-head">
        <span class="div-name">Unattached</span>
        <span class="div-count">${stands(t.stands)} · SM total ${signed(t.sm)}</span>
        ${rule ? html`<span class="rule">${linked(rule.rule)}</span>` : nothing}
      </p>
      ${this.renderUnitTable(units, `Unattached units of ${where}`, search)}
    </div>`;
  }

  private renderArmy(army: Army, search: OobSearch | null) {
    const totals = armyTotals(army);
    const mood = MOOD_TABLE.find((m) => m.mood === army.mood);
    const rulings = citedRulings(army.breakPointRule);
    const id = `army-${army.side.toLowerCase()}`;
    return html`<section class="army" aria-labelledby=${id}>
      <h2 id=${id}>
        <span class="side side-${army.side.toLowerCase()}">${SIDE_NAME[army.side]}</span>
        ${army.name}
      </h2>
      <dl class="facts">
        <div>
          <dt>Mood</dt>
          <dd>
            ${army.mood}${mood ? html` <span class="rule">${linked(mood.rule)}</span>` : nothing}
          </dd>
        </div>
        <div>
          <dt>Break point</dt>
          <dd>
            ${army.breakPoint} losses <span class="rule">${linked(army.breakPointRule)}</span>
          </dd>
        </div>
        <div>
          <dt>Stands</dt>
          <dd>
            ${totals.inPlay.stands}
            <span class="muted">(${tallyText(totals.inPlay)})</span>
            ${
              totals.optional.stands > 0
                ? html`<span class="muted">+ ${stands(totals.optional.stands)} optional</span>`
                : nothing
            }
          </dd>
        </div>
        <div>
          <dt>SM total</dt>
          <dd>${signed(totals.inPlay.sm)}</dd>
        </div>
        <div>
          <dt>Divisions</dt>
          <dd>
            ${totals.divisions}${totals.optionalDivisions > 0 ? html` <span class="muted">+ ${totals.optionalDivisions} optional</span>` : nothing}
          </dd>
        </div>
      </dl>
      ${rulings.map((r) => this.renderRuling(r))}
      ${search !== null && search.matches === 0 ? html`<p class="muted">Nothing in this army matches.</p>` : nothing}
      <div class="level">
        ${
          search === null || search.matches > 0
            ? this.renderGeneral(army.general, 'army commander', search)
            : nothing
        }
        <div class="divisions">
          ${army.divisions.map((d) => this.renderDivision(d, search))}
          ${this.renderUnattached(army.unattached, army.name, search)}
        </div>
      </div>
      ${army.commands.map((c) => {
        if (
          search !== null &&
          !search.shown.has(c.id) &&
          !(c.general && search.matched.has(c.general.id))
        )
          return nothing;
        const cid = `cmd-${c.id}`;
        return html`<section class="command" aria-labelledby=${cid}>
          <h3 id=${cid}>
            ${this.mark(c.title)}${c.rule ? html` <span class="rule">${linked(c.rule)}</span>` : nothing}
          </h3>
          ${citedRulings(c.rule ?? '').map((r) => this.renderRuling(r))}
          ${c.general ? this.renderGeneral(c.general, c.title, search) : nothing}
          ${c.note ? html`<p class="command-note">${linked(c.note)}</p>` : nothing}
          <div class="divisions">
            ${c.divisions.map((d) => this.renderDivision(d, search))}
            ${this.renderUnattached(c.unattached, c.title, search)}
          </div>
        </section>`;
      })}
    </section>`;
  }

  private renderRuling(r: Ruling) {
    return rulingNote(GAME_ID, r);
  }

  private renderNotes(s: Scenario) {
    const notes = oobNotes(s);
    const rulings = oobRulings(s);
    return html`<section class="oob-notes" aria-labelledby="notes-h">
      <h2 id="notes-h">Notes on these orders of battle</h2>
      ${
        notes.length > 0
          ? html`<ul>
              ${notes.map(
                (n) =>
                  html`<li>
                    <strong>${n.title}.</strong> ${linked(n.text)}
                    <span class="rule">${linked(n.rule)}</span>
                  </li>`,
              )}
            </ul>`
          : nothing
      }
      <h3>Rulings the app applies here</h3>
      <dl class="rulings">
        ${rulings.map(
          (r) =>
            html`<div>
              <dt>${rulingLink(GAME_ID, r.id)}</dt>
              <dd>
                ${linked(r.question)} <strong>${linked(r.decision)}</strong>
                <span class="rule">${citationsText(r.cites)}</span>
              </dd>
            </div>`,
        )}
      </dl>
    </section>`;
  }

  private announce(
    s: Scenario,
    armies: readonly Army[],
    searches: readonly (OobSearch | null)[],
  ): string {
    if (this.query.trim() === '') return '';
    const n = searches.reduce((sum, x) => sum + (x?.matches ?? 0), 0);
    const where =
      armies.length === 1 && armies[0] ? `the ${SIDE_NAME[armies[0].side]} army` : s.title;
    return n === 0
      ? `No brigade, division or general in ${where} matches “${this.query.trim()}”.`
      : `${n} match${n === 1 ? '' : 'es'} for “${this.query.trim()}” in ${where}.`;
  }

  override render() {
    const s = this.scenario();
    const armies =
      this.side === 'both'
        ? s.armies
        : s.armies.filter((a) => this.side !== 'both' && a.side === SIDE_OF[this.side]);
    const searches = armies.map((a) => searchArmy(a, this.query));
    const body = armies.map((a, i) => this.renderArmy(a, searches[i] ?? null));
    const n = entriesCount(this.ratings);
    return html`
      ${renderNotices(this.notices)} ${this.renderIncoming()} ${this.renderControls(s)}
      <p class="match-status no-print" role="status" aria-live="polite">
        ${this.announce(s, armies, searches)}
      </p>
      <header class="scenario-head">
        <h2 class="scenario-title">${s.title}</h2>
        <p class="muted">
          ${new Date(`${s.date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
          · ${s.size} scenario · ${s.sheet} <span class="rule">${linked(s.rule)}</span>
        </p>
        <p class="legend">
          SM: Strength Modifier, −3 to +3 <span class="rule">${SM_RULE}</span>. Priority Points and
          traits are not printed in the rulebook text
          <span class="rule">${rulingLink(GAME_ID, 'G1', 'ruling G1')}</span>: enter your own; they
          are marked <span class="badge entered-badge">entered by you</span>. “Reconstructed” marks
          a name or value pieced together from the rulebook’s scrambled two-column text and checked
          against its base labels.
        </p>
      </header>
      <div class="armies">${body}</div>
      ${this.renderNotes(s)}
      <section class="entered-data no-print" aria-labelledby="entered-h">
        <h2 id="entered-h">Your entered ratings</h2>
        <p>
          ${n === 0 ? 'You have not entered any general’s PP or traits yet.' : `You have entered ratings for ${n} general${n === 1 ? '' : 's'} across the scenarios.`}
          They are saved on this device only; export them to a file, import a file, or put them in a
          link to share with your opponent.
        </p>
        <p class="status" role="status">${this.status}</p>
        ${this.userData.renderPanel()}
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-oob': HsAofOob;
  }
}
