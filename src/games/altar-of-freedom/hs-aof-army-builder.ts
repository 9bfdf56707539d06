import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  ARMY_LIMITS,
  ARMY_SIZES,
  ARTILLERY_SM,
  BUILDER_BREAK_PERCENT,
  DIVISION_BRIGADES,
  EXCEPTIONAL_DIVISIONS,
  EXCEPTIONAL_DIVISION_PP,
  MIN_GENERAL_PP,
  POINT_COSTS,
  PP_PER_DIVISION,
  SAVED_ARMIES_KIND,
  SAVED_ARMY_LIMITS,
  SM_MAX,
  SM_MIN,
  TRAITS,
  TRAITS_PER_GENERAL,
  armySelection,
  brigadeCost,
  divisionCost,
  priceArmy,
} from '../../core/games/altar-of-freedom/index.js';
import type {
  ArmyLimits,
  ArmyPrice,
  ArmySize,
  SavedArmy,
  SavedBrigade,
  SavedDivision,
  SavedGeneral,
  TraitId,
} from '../../core/games/altar-of-freedom/index.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import { USER_DATA_PARAM } from '../../components/shared/hs-user-data-panel.js';
import { renderNotices } from '../../components/shared/message-lists.js';
import { UserDataController } from '../../components/controllers/user-data-controller.js';
import type { Store } from '../../storage/store.js';
import type { ToolHost } from '../../components/tool-host.js';
import { ARM_WORDS, armLabel, armStyles, signed } from './arm-icon.js';
import { builderStyles } from './hs-aof-army-builder.styles.js';
import { withRulingLinks } from '../../components/shared/ruling-links.js';
import { GAME_ID } from '../../core/games/altar-of-freedom/index.js';

/** The element's tag. */
export const tag = 'hs-aof-army-builder';

/** `text` with its ruling codes linked to the rulings page. */
const linked = (text: string) => withRulingLinks(GAME_ID, text);

/** Appendix V's steps as the book numbers them (L1939–2034). */
const STEPS_RULE = {
  sizes: 'Appendix V: Army Builder, steps 1–3', // L1939–1992
  generals: 'Appendix V › Divisions and Priority Points; Customizing the Generals (steps 4–5)', // L1996–2011
  costs: 'Appendix V: Army Builder, steps 3–6', // L1987–2018
  checks: 'Appendix V: Army Builder, steps 3–7; rulings AB1, C2, A48', // L1987–2034
  totals: 'Appendix V: Army Builder, steps 4–7; rulings AB1, A48', // L1996–2034
} as const;

type BrigadeArm = SavedBrigade['arm'];
const ARMS: readonly BrigadeArm[] = ['infantry', 'cavalry', 'artillery'];
const SIZE_WORDS: Readonly<Record<ArmySize, string>> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};
const SM_VALUES = Array.from({ length: SM_MAX - SM_MIN + 1 }, (_, i) => SM_MIN + i);

/** What to do once unsaved changes are dealt with. */
type Pending = { readonly kind: 'open'; readonly id: string } | { readonly kind: 'new' };

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function limitsOf(size: ArmySize): ArmyLimits {
  const l = ARMY_LIMITS.find((x) => x.size === size);
  if (l === undefined) throw new RangeError(size);
  return l;
}

function newArmy(id: string): SavedArmy {
  return {
    id,
    name: '',
    size: 'small',
    updatedAt: new Date().toISOString(),
    divisions: [],
    generals: [{ name: '', pp: null, traits: [] }],
  };
}

/** The army without its save time, to tell whether it changed since it was saved. */
const snapshot = (a: SavedArmy) => JSON.stringify({ ...a, updatedAt: '' });

const range = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);

/**
 * The Appendix V army builder: pick a size (and so a budget), add divisions and brigades with
 * their arm and SM, generals with PP and traits, and see the points, what is left and every
 * problem `priceArmy` finds as you go. Armies are saved on the device (several, by name), can be
 * exported, imported and shared by link, and print as a roster. Link: `army` (a saved army's id).
 *
 * @summary Points-based army builder with saved armies and a printable roster.
 */
@customElement('hs-aof-army-builder')
export class HsAofArmyBuilder extends LitElement {
  static override styles = [sharedStyles, armStyles, builderStyles];

  /** The page's link: `army` in, every change out. */
  @property({ attribute: false }) host?: ToolHost;
  /** Where armies are kept; by default the app's store. */
  @property({ attribute: false }) store?: Store;
  /** Makes ids for new armies (tests pass a fixed one). */
  @property({ attribute: false }) newId: () => string = () => crypto.randomUUID();

  @state() private army: SavedArmy = newArmy('');
  /** Snapshot of the army as last saved; null while it has never been saved. */
  @state() private saved: string | null = null;
  /** Snapshot the unsaved-changes check compares with (the saved or the fresh army). */
  @state() private baseline = '';
  @state() private notices: string[] = [];
  @state() private status = '';
  @state() private pending: Pending | null = null;
  @state() private confirmDelete: string | null = null;
  @state() private loaded = false;
  /** PP fields whose text is not a usable number: what was typed and why it is refused. */
  @state() private ppDrafts: Readonly<Record<number, { text: string; message: string }>> = {};

  private wantedId: string | null = null;
  /** The saved armies. */
  private readonly userData = new UserDataController(this, SAVED_ARMIES_KIND, {
    unreadable: 'Your saved armies could not be read and are not shown; they are kept unchanged.',
    saveFailed: 'The army could not be saved.',
    refused: (issues) => `Not saved: ${issues.map((i) => `${i.path}: ${i.message}`).join(' ')}`,
    notice: (m) => {
      this.notices = [...this.notices, m];
    },
    status: (m) => {
      this.status = m;
    },
    loaded: () => {
      this.loaded = true;
      this.openWanted();
    },
  });

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.army.id === '') {
      this.army = newArmy(this.newId());
      this.baseline = snapshot(this.army);
    }
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('host')) this.readLink();
  }

  private readLink(): void {
    const params = this.host?.params ?? [];
    const notices: string[] = [];
    this.wantedId = null;
    for (const [k, value] of params) {
      if (k === 'army') this.wantedId = value.slice(0, 64);
      else if (k !== USER_DATA_PARAM)
        notices.push(`“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
    }
    this.notices = notices;
    this.userData.readLink(params);
    if (this.loaded) this.openWanted();
  }

  private get armies(): readonly SavedArmy[] {
    return this.userData.value.armies;
  }

  private openWanted(): void {
    const id = this.wantedId;
    if (id === null || id === this.army.id) return;
    const found = this.armies.find((a) => a.id === id);
    if (found) this.open(found);
    else
      this.notices = [
        ...this.notices,
        `There is no saved army “${id.slice(0, 40)}” on this device; showing a new army.`,
      ];
  }

  private writeLink(): void {
    const pairs: [string, string][] = [];
    if (this.saved !== null) pairs.push(['army', this.army.id]);
    this.host?.setParams(pairs);
  }

  private get dirty(): boolean {
    return snapshot(this.army) !== this.baseline;
  }

  private persist(armies: SavedArmy[]): Promise<boolean> {
    return this.userData.save({ armies });
  }

  private displayName(a: SavedArmy): string {
    return a.name.trim() === '' ? 'Unnamed army' : a.name.trim();
  }

  // ---- army actions ----

  private edit(change: Partial<SavedArmy>): void {
    this.army = { ...this.army, ...change };
  }

  private async save(asCopy = false): Promise<void> {
    const army: SavedArmy = {
      ...this.army,
      id: asCopy ? this.newId() : this.army.id,
      name: asCopy ? `${this.displayName(this.army)} (copy)` : this.army.name,
      updatedAt: new Date().toISOString(),
    };
    const others = this.armies.filter((a) => a.id !== army.id);
    if (await this.persist([army, ...others])) {
      this.army = army;
      this.saved = snapshot(army);
      this.baseline = this.saved;
      this.status = `Saved “${this.displayName(army)}” on this device.`;
      this.writeLink();
    }
  }

  private open(a: SavedArmy): void {
    this.army = structuredClone(a);
    this.ppDrafts = {};
    this.saved = snapshot(a);
    this.baseline = this.saved;
    this.pending = null;
    this.status = `Opened “${this.displayName(a)}”.`;
    this.writeLink();
  }

  private request(p: Pending): void {
    if (this.dirty) {
      this.pending = p;
      return;
    }
    this.run(p);
  }

  private run(p: Pending): void {
    this.pending = null;
    if (p.kind === 'new') {
      this.army = newArmy(this.newId());
      this.ppDrafts = {};
      this.saved = null;
      this.baseline = snapshot(this.army);
      this.status = 'Started a new army.';
      this.writeLink();
      return;
    }
    const found = this.armies.find((a) => a.id === p.id);
    if (found) this.open(found);
  }

  private async deleteArmy(id: string): Promise<void> {
    const gone = this.armies.find((a) => a.id === id);
    if (!gone) return;
    if (await this.persist(this.armies.filter((a) => a.id !== id))) {
      this.confirmDelete = null;
      this.status = `Deleted “${this.displayName(gone)}”.`;
      if (id === this.army.id) {
        this.saved = null;
        this.writeLink();
      }
    }
  }

  // ---- editing ----

  private setDivision(i: number, change: (d: SavedDivision) => SavedDivision): void {
    this.edit({ divisions: this.army.divisions.map((d, j) => (j === i ? change(d) : d)) });
  }

  private addDivision(): void {
    const n = this.army.divisions.length + 1;
    this.edit({
      divisions: [...this.army.divisions, { name: `${ordinal(n)} Division`, brigades: [] }],
    });
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLInputElement>(`#div-name-${n - 1}`)?.focus();
    });
  }

  private removeDivision(i: number): void {
    this.edit({ divisions: this.army.divisions.filter((_, j) => j !== i) });
    this.status = 'Division removed.';
  }

  private addBrigade(i: number, arm: BrigadeArm): void {
    this.setDivision(i, (d) => ({
      ...d,
      brigades: [...d.brigades, { name: `${ordinal(d.brigades.length + 1)} Brigade`, arm, sm: 0 }],
    }));
    this.status = `${ARM_WORDS[arm]} brigade added.`;
  }

  private setBrigade(i: number, k: number, change: Partial<SavedBrigade>): void {
    this.setDivision(i, (d) => ({
      ...d,
      brigades: d.brigades.map((b, j) => {
        if (j !== k) return b;
        const next = { ...b, ...change };
        return next.arm === 'artillery' ? { ...next, sm: ARTILLERY_SM } : next;
      }),
    }));
  }

  private removeBrigade(i: number, k: number): void {
    this.setDivision(i, (d) => ({ ...d, brigades: d.brigades.filter((_, j) => j !== k) }));
    this.status = 'Brigade removed.';
  }

  private setGeneral(i: number, change: Partial<SavedGeneral>): void {
    this.edit({
      generals: this.army.generals.map((g, j) => (j === i ? { ...g, ...change } : g)),
    });
  }

  private addCorpsGeneral(): void {
    this.edit({ generals: [...this.army.generals, { name: '', pp: null, traits: [] }] });
  }

  private removeGeneral(i: number): void {
    if (i === 0) return;
    this.ppDrafts = {};
    this.edit({ generals: this.army.generals.filter((_, j) => j !== i) });
  }

  private handlePp(i: number, e: Event): void {
    const text = (e.target as HTMLInputElement).value.trim();
    const n = Number(text);
    const { [i]: _old, ...rest } = this.ppDrafts;
    if (text !== '' && (!Number.isInteger(n) || n < 0 || n > SAVED_ARMY_LIMITS.ppMax)) {
      this.ppDrafts = {
        ...rest,
        [i]: { text, message: `PP must be a whole number from 0 to ${SAVED_ARMY_LIMITS.ppMax}.` },
      };
      this.setGeneral(i, { pp: null });
      return;
    }
    this.ppDrafts = rest;
    this.setGeneral(i, { pp: text === '' ? null : n });
  }

  private addTrait(i: number, e: Event): void {
    const select = e.target as HTMLSelectElement;
    const id = TRAITS.find((t) => t.id === select.value)?.id;
    select.value = '';
    const g = this.army.generals[i];
    if (id === undefined || g === undefined || g.traits.includes(id)) return;
    this.setGeneral(i, { traits: [...g.traits, id] });
  }

  private removeTrait(i: number, id: TraitId): void {
    const g = this.army.generals[i];
    if (g) this.setGeneral(i, { traits: g.traits.filter((t) => t !== id) });
  }

  // ---- rendering ----

  private renderSaved() {
    return html`<section class="saved no-print" aria-labelledby="saved-h">
      <div class="saved-head">
        <h2 id="saved-h">Saved armies</h2>
        <button
          type="button"
          @click=${() => {
            this.request({ kind: 'new' });
          }}
        >
          New army
        </button>
      </div>
      ${
        this.armies.length === 0
          ? html`<p class="muted">No saved armies on this device yet.</p>`
          : html`<ul class="saved-list">
              ${this.armies.map((a) => {
                const p = priceArmy(armySelection(a));
                const current = a.id === this.army.id && this.saved !== null;
                return html`<li aria-current=${current ? 'true' : 'false'}>
                  <span class="saved-name">
                    <strong>${this.displayName(a)}</strong>
                    <span class="muted"
                      >${SIZE_WORDS[a.size]} · ${p.cost}/${p.budget} points ·
                      ${p.valid ? 'within the rules' : `${p.messages.filter((m) => m.level === 'error').length} problems`}</span
                    >
                  </span>
                  ${
                    this.confirmDelete === a.id
                      ? html`<span class="confirm" role="group" aria-label="Confirm deletion">
                          <span>Delete “${this.displayName(a)}”?</span>
                          <button
                            type="button"
                            class="danger"
                            @click=${() => this.deleteArmy(a.id)}
                          >
                            Delete
                          </button>
                          <button type="button" @click=${() => (this.confirmDelete = null)}>
                            Keep
                          </button>
                        </span>`
                      : html`${
                            current
                              ? html`<span class="badge open-badge">Open now</span>`
                              : html`<button
                                  type="button"
                                  aria-label="Open ${this.displayName(a)}"
                                  @click=${() => {
                                    this.request({ kind: 'open', id: a.id });
                                  }}
                                >
                                  Open
                                </button>`
                          }
                          <button
                            type="button"
                            aria-label="Delete ${this.displayName(a)}"
                            @click=${() => (this.confirmDelete = a.id)}
                          >
                            Delete
                          </button>`
                  }
                </li>`;
              })}
            </ul>`
      }
      ${
        this.pending
          ? html`<div class="notice" role="alert">
              <p>“${this.displayName(this.army)}” has changes that are not saved.</p>
              <div class="row">
                <button
                  type="button"
                  class="primary"
                  @click=${async () => {
                    const p = this.pending;
                    await this.save();
                    if (p) this.run(p);
                  }}
                >
                  Save, then continue
                </button>
                <button
                  type="button"
                  @click=${() => {
                    if (this.pending) this.run(this.pending);
                  }}
                >
                  Discard changes
                </button>
                <button type="button" @click=${() => (this.pending = null)}>Cancel</button>
              </div>
            </div>`
          : nothing
      }
    </section>`;
  }

  private renderLimits(price: ArmyPrice) {
    const l = limitsOf(this.army.size);
    const rows: [string, { min: number; max: number }, number][] = [
      ['Divisions', l.divisions, price.counts.divisions],
      ['Army general', l.armyGenerals, Math.min(1, this.army.generals.length)],
      ['Corps generals', l.corpsGenerals, price.counts.corpsGenerals],
      ['Infantry brigades', l.infantry, price.counts.infantry],
      ['Artillery brigades', l.artillery, price.counts.artillery],
      ['Cavalry brigades', l.cavalry, price.counts.cavalry],
    ];
    return html`<table class="limits">
      <caption>
        ${SIZE_WORDS[l.size]} army: what it must hold
        <span class="rule">${linked(l.rule)}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" class="num">Allowed</th>
          <th scope="col" class="num">This army</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(([label, span, n]) => {
          const ok = n >= span.min && n <= span.max;
          return html`<tr class=${ok ? '' : 'off'}>
            <th scope="row">${label}</th>
            <td class="num">${range(span.min, span.max)}</td>
            <td class="num">
              ${n} <span class="mark" aria-hidden="true">${ok ? '✓' : '✗'}</span
              ><span class="visually-hidden">${ok ? '(within limits)' : '(outside limits)'}</span>
            </td>
          </tr>`;
        })}
      </tbody>
    </table>`;
  }

  private renderGenerals(price: ArmyPrice) {
    return html`<section class="block" aria-labelledby="gen-h">
      <h2 id="gen-h">Generals</h2>
      <p class="muted">
        PP pool: ${PP_PER_DIVISION} per division (${price.ppPoolBase}) plus one D6 rolled for each
        general; share it out with at least ${MIN_GENERAL_PP} PP each. Each general should have
        ${range(TRAITS_PER_GENERAL.min, TRAITS_PER_GENERAL.max)} traits, rolled from 20 traits the
        players agree. <span class="rule">${STEPS_RULE.generals}</span>
      </p>
      <ol class="generals">
        ${this.army.generals.map((g, i) => {
          const role = i === 0 ? 'Army commander' : `Corps general ${i}`;
          const pick = TRAITS.filter((t) => !g.traits.includes(t.id));
          return html`<li class="general">
            <fieldset>
              <legend>
                ${role}${i > 0 ? html` <span class="muted">(${POINT_COSTS.corpsGeneral} points)</span>` : nothing}
              </legend>
              <div class="general-fields">
                <label class="field"
                  >Name
                  <input
                    type="text"
                    maxlength="200"
                    .value=${live(g.name)}
                    @input=${(e: Event) => {
                      this.setGeneral(i, { name: (e.target as HTMLInputElement).value });
                    }}
                /></label>
                <label class="field pp"
                  >PP
                  <input
                    type="number"
                    inputmode="numeric"
                    min=${MIN_GENERAL_PP}
                    step="1"
                    .value=${live(this.ppDrafts[i]?.text ?? (g.pp === null ? '' : String(g.pp)))}
                    aria-invalid=${this.ppDrafts[i] ? 'true' : 'false'}
                    aria-describedby="pp-err-${i}"
                    @change=${(e: Event) => {
                      this.handlePp(i, e);
                    }}
                /></label>
                <label class="field"
                  >Add a trait
                  <select
                    @change=${(e: Event) => {
                      this.addTrait(i, e);
                    }}
                  >
                    <option value="">Choose…</option>
                    ${pick.map((t) => html`<option value=${t.id}>${t.name}</option>`)}
                  </select>
                </label>
                ${
                  i > 0
                    ? html`<button
                        type="button"
                        class="remove"
                        aria-label="Remove ${role}"
                        @click=${() => {
                          this.removeGeneral(i);
                        }}
                      >
                        Remove
                      </button>`
                    : nothing
                }
              </div>
              <p class="field-error" id="pp-err-${i}" role="alert">
                ${this.ppDrafts[i]?.message ?? ''}
              </p>
              ${
                g.traits.length > 0
                  ? html`<ul class="chips" aria-label="Traits of ${g.name || role}">
                      ${g.traits.map(
                        (id) =>
                          html`<li>
                            <span>${TRAITS.find((t) => t.id === id)?.name ?? id}</span>
                            <button
                              type="button"
                              aria-label="Remove trait ${TRAITS.find((t) => t.id === id)?.name ?? id}"
                              @click=${() => {
                                this.removeTrait(i, id);
                              }}
                            >
                              ×
                            </button>
                          </li>`,
                      )}
                    </ul>`
                  : nothing
              }
            </fieldset>
          </li>`;
        })}
      </ol>
      <button type="button" @click=${this.addCorpsGeneral}>Add a corps general</button>
    </section>`;
  }

  private renderDivisions() {
    return html`<section class="block" aria-labelledby="div-h">
      <h2 id="div-h">Divisions and brigades</h2>
      <p class="muted">
        Each division has ${range(DIVISION_BRIGADES.min, DIVISION_BRIGADES.max)} brigades; divisions
        cost nothing. Infantry costs ${brigadeCost('infantry')}, cavalry ${brigadeCost('cavalry')}
        and artillery ${brigadeCost('artillery')} points. SM runs ${signed(SM_MIN)} to
        ${signed(SM_MAX)}; artillery is always ${ARTILLERY_SM}.
        <span class="rule">${STEPS_RULE.costs}</span>
      </p>
      <p class="muted">
        Optional: a ${SIZE_WORDS[this.army.size].toLowerCase()} army may nominate up to
        ${EXCEPTIONAL_DIVISIONS[this.army.size]} historically exceptional
        division${EXCEPTIONAL_DIVISIONS[this.army.size] === 1 ? '' : 's'}. Each always has
        ${EXCEPTIONAL_DIVISION_PP} permanent Priority Point, so its rating is never below
        ${EXCEPTIONAL_DIVISION_PP}; the generals’ PP stay as they are.
        <span class="rule">App. IV, Exceptional Divisions; ruling AB2</span>
      </p>
      ${this.army.divisions.map((d, i) => {
        const sm = d.brigades.reduce((s, b) => s + b.sm, 0);
        return html`<fieldset class="division">
          <legend class="visually-hidden">${d.name || `Division ${i + 1}`}</legend>
          <div class="division-head">
            <label class="field div-name"
              >Division ${i + 1} name
              <input
                id="div-name-${i}"
                type="text"
                maxlength="200"
                .value=${live(d.name)}
                @input=${(e: Event) => {
                  this.setDivision(i, (x) => ({
                    ...x,
                    name: (e.target as HTMLInputElement).value,
                  }));
                }}
            /></label>
            <span class="subtotal"
              >${d.brigades.length} brigade${d.brigades.length === 1 ? '' : 's'} ·
              ${divisionCost(d.brigades)} points · SM ${signed(sm)}</span
            >
            <label class="exceptional"
              ><input
                type="checkbox"
                .checked=${live(d.exceptional === true)}
                @change=${(e: Event) => {
                  const on = (e.target as HTMLInputElement).checked;
                  this.setDivision(i, (x) => ({ ...x, exceptional: on }));
                  this.status = on
                    ? `${d.name || `Division ${i + 1}`} is exceptional: ${EXCEPTIONAL_DIVISION_PP} permanent PP.`
                    : `${d.name || `Division ${i + 1}`} is no longer exceptional.`;
                }}
              />Exceptional (+${EXCEPTIONAL_DIVISION_PP} PP)</label
            >
            <button
              type="button"
              class="remove"
              aria-label="Remove division: ${d.name || `division ${i + 1}`}"
              @click=${() => {
                this.removeDivision(i);
              }}
            >
              Remove division
            </button>
          </div>
          ${
            d.brigades.length > 0
              ? html`<table class="brigades">
                  <caption class="visually-hidden">
                    Brigades of ${d.name || `division ${i + 1}`}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Brigade</th>
                      <th scope="col">Arm</th>
                      <th scope="col">SM</th>
                      <th scope="col" class="num">Pts</th>
                      <th scope="col"><span class="visually-hidden">Remove</span></th>
                    </tr>
                  </thead>
                  <tbody>
                    ${d.brigades.map(
                      (b, k) =>
                        html`<tr>
                          <td>
                            <input
                              type="text"
                              maxlength="200"
                              aria-label="Name of brigade ${k + 1}, ${d.name || `division ${i + 1}`}"
                              .value=${live(b.name)}
                              @input=${(e: Event) => {
                                this.setBrigade(i, k, {
                                  name: (e.target as HTMLInputElement).value,
                                });
                              }}
                            />
                          </td>
                          <td>
                            <select
                              aria-label="Arm of ${b.name || `brigade ${k + 1}`}"
                              @change=${(e: Event) => {
                                const arm = ARMS.find(
                                  (a) => a === (e.target as HTMLSelectElement).value,
                                );
                                if (arm) this.setBrigade(i, k, { arm });
                              }}
                            >
                              ${ARMS.map((a) => html`<option value=${a} ?selected=${a === b.arm}>${ARM_WORDS[a]}</option>`)}
                            </select>
                          </td>
                          <td>
                            ${
                              b.arm === 'artillery'
                                ? html`<span class="fixed-sm">${ARTILLERY_SM}</span>`
                                : html`<select
                                    aria-label="SM of ${b.name || `brigade ${k + 1}`}"
                                    @change=${(e: Event) => {
                                      this.setBrigade(i, k, {
                                        sm: Number((e.target as HTMLSelectElement).value),
                                      });
                                    }}
                                  >
                                    ${SM_VALUES.map(
                                      (v) =>
                                        html`<option value=${v} ?selected=${v === b.sm}>
                                          ${signed(v)}
                                        </option>`,
                                    )}
                                  </select>`
                            }
                          </td>
                          <td class="num">${brigadeCost(b.arm)}</td>
                          <td>
                            <button
                              type="button"
                              class="icon"
                              aria-label="Remove ${b.name || `brigade ${k + 1}`}"
                              @click=${() => {
                                this.removeBrigade(i, k);
                              }}
                            >
                              ×
                            </button>
                          </td>
                        </tr>`,
                    )}
                  </tbody>
                </table>`
              : html`<p class="muted">No brigades yet.</p>`
          }
          <div
            class="row"
            role="group"
            aria-label="Add a brigade to ${d.name || `division ${i + 1}`}"
          >
            ${ARMS.map(
              (a) =>
                html`<button
                  type="button"
                  @click=${() => {
                    this.addBrigade(i, a);
                  }}
                >
                  + ${ARM_WORDS[a]}
                </button>`,
            )}
          </div>
        </fieldset>`;
      })}
      <button type="button" class="primary" @click=${this.addDivision}>Add a division</button>
    </section>`;
  }

  private renderSummary(price: ArmyPrice) {
    const errors = price.messages.filter((m) => m.level === 'error');
    const warnings = price.messages.filter((m) => m.level === 'warning');
    return html`<aside class="summary no-print" aria-labelledby="sum-h">
      <h2 id="sum-h">Points</h2>
      <dl class="totals">
        <div>
          <dt>Spent</dt>
          <dd><output class="spent">${price.cost}</output> of ${price.budget}</dd>
        </div>
        <div class=${price.unspent < 0 ? 'over' : ''}>
          <dt>${price.unspent < 0 ? 'Over budget' : 'Left'}</dt>
          <dd><output class="left">${Math.abs(price.unspent)}</output></dd>
        </div>
        <div>
          <dt>SM total</dt>
          <dd>${signed(price.smTotal)} <span class="muted">(0 to ${price.smAllowedMax})</span></dd>
        </div>
        <div>
          <dt>Break point</dt>
          <dd>
            ${price.breakPoint}
            <span class="muted">(${BUILDER_BREAK_PERCENT}% of brigades)</span>
          </dd>
        </div>
      </dl>
      <p class="rule">${STEPS_RULE.checks}</p>
      <div class="messages" aria-live="polite">
        <p class="verdict ${price.valid ? 'ok' : 'bad'}">
          ${
            price.valid
              ? 'This army keeps to the Appendix V rules.'
              : `${errors.length} problem${errors.length === 1 ? '' : 's'} to fix:`
          }
        </p>
        ${
          price.messages.length > 0
            ? html`<ul>
                ${[...errors, ...warnings].map(
                  (m) =>
                    html`<li class=${m.level}>
                      ${m.level === 'warning' ? html`<strong>Note:</strong> ` : nothing}${linked(m.text)}
                      <span class="rule">${linked(m.rule)}</span>
                    </li>`,
                )}
              </ul>`
            : nothing
        }
      </div>
    </aside>`;
  }

  private renderRoster(price: ArmyPrice) {
    const a = this.army;
    return html`<section class="roster print-only" aria-label="Printable roster">
      <header class="roster-head">
        <p class="kicker">Altar of Freedom · Army roster</p>
        <h2>${this.displayName(a)}</h2>
        <p>
          ${SIZE_WORDS[a.size]} army · ${price.cost} of ${price.budget} points · SM total
          ${signed(price.smTotal)} · break point ${price.breakPoint} · ${price.counts.divisions}
          divisions, ${price.counts.infantry + price.counts.cavalry + price.counts.artillery}
          brigades
        </p>
        <p class="roster-rules">
          ${Math.max(0, price.unspent)} points unspent, so the SM total may be 0 to
          ${signed(price.smAllowedMax)}. Break point: ${BUILDER_BREAK_PERCENT}% of the brigades,
          rounded up. PP pool: ${price.ppPoolBase} plus one D6 per general.
          <span class="rule">${STEPS_RULE.totals}</span>
        </p>
      </header>
      <table class="roster-generals">
        <caption>
          Generals
        </caption>
        <thead>
          <tr>
            <th scope="col">General</th>
            <th scope="col">Role</th>
            <th scope="col" class="num">PP</th>
            <th scope="col">Traits</th>
            <th scope="col" class="num">Pts</th>
          </tr>
        </thead>
        <tbody>
          ${a.generals.map(
            (g, i) =>
              html`<tr>
                <th scope="row">${g.name || '—'}</th>
                <td>${i === 0 ? 'Army commander' : 'Corps general'}</td>
                <td class="num">${g.pp ?? '—'}</td>
                <td>
                  ${g.traits.map((id) => TRAITS.find((t) => t.id === id)?.name ?? id).join(', ') || '—'}
                </td>
                <td class="num">${i === 0 ? POINT_COSTS.armyGeneral : POINT_COSTS.corpsGeneral}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <div class="roster-divisions">
        ${a.divisions.map(
          (d, i) =>
            html`<table class="roster-division">
              <caption>
                ${d.name || `Division ${i + 1}`}${d.exceptional ? ` · exceptional, ${EXCEPTIONAL_DIVISION_PP} permanent PP` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Brigade</th>
                  <th scope="col">Arm</th>
                  <th scope="col" class="num">SM</th>
                  <th scope="col" class="num">Pts</th>
                </tr>
              </thead>
              <tbody>
                ${d.brigades.map(
                  (b) =>
                    html`<tr>
                      <th scope="row">${b.name || '—'}</th>
                      <td>${armLabel(b.arm)}</td>
                      <td class="num">${signed(b.sm)}</td>
                      <td class="num">${brigadeCost(b.arm)}</td>
                    </tr>`,
                )}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colspan="2">${d.brigades.length} brigades</th>
                  <td class="num">${signed(d.brigades.reduce((s, b) => s + b.sm, 0))}</td>
                  <td class="num">${divisionCost(d.brigades)}</td>
                </tr>
              </tfoot>
            </table>`,
        )}
      </div>
      <p class="roster-foot">
        ${
          price.valid
            ? 'Checked against Army Builder rules (Appendix V): within the limits.'
            : `Not yet within the Army Builder rules (App. V): ${price.messages
                .filter((m) => m.level === 'error')
                .map((m) => m.text)
                .join(' ')}`
        }
      </p>
    </section>`;
  }

  override render() {
    const a = this.army;
    const price = priceArmy(armySelection(a));
    return html`
      ${renderNotices(this.notices)} ${this.renderIncoming()}
      <div class="points-bar no-print" aria-hidden="true">
        <span><strong>${price.cost}</strong> of ${price.budget} points</span>
        <span
          >${price.unspent < 0 ? `${-price.unspent} over budget` : `${price.unspent} left`}</span
        >
        ${
          price.valid
            ? html`<span class="ok">Within the rules</span>`
            : html`<span class="bad"
                >${price.messages.filter((m) => m.level === 'error').length} problems</span
              >`
        }
      </div>
      <div class="layout no-print">
        <div class="main">
          ${this.renderSaved()}
          <section class="block" aria-labelledby="army-h">
            <h2 id="army-h">
              Army ${this.dirty ? html`<span class="badge">not saved</span>` : nothing}
            </h2>
            <div class="army-fields">
              <label class="field name"
                >Army name
                <input
                  type="text"
                  maxlength="200"
                  placeholder="e.g. Army of the Cumberland"
                  .value=${live(a.name)}
                  @input=${(e: Event) => {
                    this.edit({ name: (e.target as HTMLInputElement).value });
                  }}
              /></label>
              <fieldset class="sizes">
                <legend>Size and budget <span class="rule">${STEPS_RULE.sizes}</span></legend>
                ${ARMY_SIZES.map(
                  (s) =>
                    html`<label class="size"
                      ><input
                        type="radio"
                        name="size"
                        .value=${s}
                        .checked=${live(a.size === s)}
                        @change=${() => {
                          this.edit({ size: s });
                        }}
                      /><span
                        ><strong>${SIZE_WORDS[s]}</strong> ${limitsOf(s).budget} points</span
                      ></label
                    >`,
                )}
              </fieldset>
            </div>
            ${this.renderLimits(price)}
          </section>
          ${this.renderGenerals(price)} ${this.renderDivisions()}
          <section class="block" aria-labelledby="keep-h">
            <h2 id="keep-h">Save, print and share</h2>
            <div class="row">
              <button type="button" class="primary" @click=${() => this.save()}>Save army</button>
              <button type="button" @click=${() => this.save(true)}>Save as a copy</button>
              <button
                type="button"
                @click=${() => {
                  print();
                }}
              >
                Print roster
              </button>
            </div>
            <p class="status" role="status">${this.status}</p>
            <p class="muted">
              Armies are saved on this device. Export them all to a file, import a file (it replaces
              the saved armies), or put them in a link.
            </p>
            ${this.userData.renderPanel()}
          </section>
        </div>
        ${this.renderSummary(price)}
      </div>
      ${this.renderRoster(price)}
    `;
  }

  private renderIncoming() {
    return this.userData.renderIncoming({
      what: 'The armies',
      describe: ({ armies }) => {
        const n = armies.length;
        return `This link carries ${n} arm${n === 1 ? 'y' : 'ies'}: ${armies.map((x) => this.displayName(x)).join(', ')}.`;
      },
      use: 'Add to my armies',
      keep: 'Ignore',
      // The link's armies are added; a saved army with the same id is replaced.
      merge: (offered, saved) => {
        const ids = new Set(offered.armies.map((a) => a.id));
        return { armies: [...offered.armies, ...saved.armies.filter((a) => !ids.has(a.id))] };
      },
      saved: ({ armies }) =>
        `Added ${armies.length} arm${armies.length === 1 ? 'y' : 'ies'} from the link.`,
      settled: () => {
        this.writeLink();
      },
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-army-builder': HsAofArmyBuilder;
  }
}
