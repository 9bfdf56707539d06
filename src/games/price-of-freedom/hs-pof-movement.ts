import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  BASE_MOVEMENT_ALLOWANCE,
  COMMANDER_USER_DATA,
  GAME_ID,
  MOVEMENT_INPUT_LIMITS,
  MOVEMENT_MODIFIERS,
  MOVEMENT_NOTES,
  NATION_LABELS,
  RULINGS,
  commanderLabel,
  isArmySpent,
  loadGameData,
  movementAllowance,
  resolveCommanders,
  type CommanderUserData,
  type MovementAllowance,
  type ResolvedCommander,
} from '../../core/games/price-of-freedom/index.js';
import { parseWith } from '../../core/shared/parse-with.js';
import { segmentedStyles } from '../../components/shared/segmented-styles.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import { formatRoute } from '../../routing/routes.js';
import { getStore, type Store } from '../../storage/store.js';
import type { ToolHost } from '../registry.js';
import { movementStyles } from './hs-pof-movement.styles.js';
import { rulingLink, withRulingLinks } from '../../components/shared/ruling-links.js';
import { citationsText } from '../../core/shared/citation.js';

/** The element's tag. */
export const tag = 'hs-pof-movement';

/** `text` with its ruling codes linked to the rulings page. */
const linked = (text: string) => withRulingLinks(GAME_ID, text);

const LIMITS = MOVEMENT_INPUT_LIMITS;
const FLAGS = [
  { key: 'attack', input: 'intendsAttack', label: 'The move is meant to end in an attack' },
  { key: 'mud', input: 'mudMarch', label: 'MUD MARCH was played against this army' },
  { key: 'force', input: 'forceMarch', label: 'The army force-marches' },
] as const;
type FlagKey = (typeof FLAGS)[number]['key'];
const KNOWN = ['cmdr', 'mam', 'corps', 'spent', 'actions', ...FLAGS.map((f) => f.key)];

/** Everything the calculator is asked; each field is a link parameter of the same name. */
interface Situation {
  readonly cmdr: string;
  readonly mam: number;
  readonly corps: number;
  readonly spent: number;
  readonly actions: number;
  readonly attack: boolean;
  readonly mud: boolean;
  readonly force: boolean;
}

const DEFAULTS: Situation = {
  cmdr: '',
  mam: 0,
  corps: 1,
  spent: 0,
  actions: 0,
  attack: false,
  mud: false,
  force: false,
};

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * The movement allowance of an army (§16.2.2): base 3, each modifier with its rule and whether
 * it applies, the commander's MAM (typed in, or taken from a commander whose MAM the rulebook
 * gives or the player entered), and the rules around a move. Every input is in the link.
 *
 * @summary Price of Freedom movement allowance calculator.
 */
@customElement('hs-pof-movement')
export class HsPofMovement extends LitElement {
  static override styles = [sharedStyles, segmentedStyles, movementStyles];

  /** The page's link: state in, every change out. */
  @property({ attribute: false }) host?: ToolHost;
  /** Where the player's commander entries are read; by default the app's store. */
  @property({ attribute: false }) store?: Store;

  @state() private s: Situation = DEFAULTS;
  @state() private notices: string[] = [];
  @state() private userData: CommanderUserData = COMMANDER_USER_DATA.empty();

  private readonly data = loadGameData();
  private touched = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.loadUserData();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('host')) this.readLink();
  }

  private async loadUserData(): Promise<void> {
    this.store ??= await getStore();
    const record = await this.store
      .getUserData(COMMANDER_USER_DATA.gameSlug, COMMANDER_USER_DATA.kind)
      .catch(() => undefined);
    if (record === undefined) return;
    const parsed = parseWith(COMMANDER_USER_DATA.schema, record.data);
    if (parsed.ok) {
      this.userData = parsed.value;
      // A commander in the link may have a MAM only this device knows: read the link again,
      // unless the player has already changed something.
      if (!this.touched) this.readLink();
    }
  }

  private roster(): readonly ResolvedCommander[] {
    return this.data.ok
      ? resolveCommanders(this.data.value.commanders, this.userData).commanders
      : [];
  }

  private readLink(): void {
    const params = this.host?.params ?? [];
    const get = (k: string) => params.find(([key]) => key === k)?.[1];
    const notices: string[] = [];
    const whole = (key: string, min: number, max: number, fallback: number, what: string) => {
      const raw = get(key);
      if (raw === undefined) return fallback;
      const n = /^[+-]?\d{1,2}$/.test(raw) ? Number(raw) : NaN;
      if (Number.isInteger(n) && n >= min && n <= max) return n;
      notices.push(
        `“${raw.slice(0, 20)}” is not a valid ${what} (${min} to ${max}); ${fallback} is used.`,
      );
      return fallback;
    };
    const flag = (key: FlagKey) => {
      const raw = get(key);
      if (raw === undefined || raw === '0') return false;
      if (raw === '1') return true;
      notices.push(
        `“${raw.slice(0, 20)}” is not a valid value for “${key}” (0 or 1); off is used.`,
      );
      return false;
    };
    let cmdr = get('cmdr') ?? '';
    const commander = this.roster().find((c) => c.id === cmdr);
    if (cmdr !== '' && commander === undefined) {
      if (this.data.ok && !this.data.value.commanders.some((c) => c.id === cmdr))
        notices.push(`There is no commander “${cmdr.slice(0, 40)}”; the MAM is entered by hand.`);
      cmdr = '';
    }
    const known = commander?.mam ?? null;
    const mam = whole('mam', LIMITS.mam.min, LIMITS.mam.max, known ?? DEFAULTS.mam, 'MAM');
    if (commander && known === null && get('mam') !== undefined)
      notices.push(
        `${commanderLabel(commander)}’s MAM is not known on this device; the link’s ${signed(mam)} is used.`,
      );
    else if (commander && known !== null && known !== mam)
      notices.push(
        `The link’s MAM ${signed(mam)} differs from ${commanderLabel(commander)}’s ${signed(known)}; the link’s is used.`,
      );
    const corps = whole('corps', LIMITS.corps.min, LIMITS.corps.max, DEFAULTS.corps, 'corps count');
    let spent = whole('spent', 0, LIMITS.corps.max, DEFAULTS.spent, 'spent corps count');
    if (spent > corps) {
      notices.push(`An army of ${corps} corps cannot have ${spent} spent; ${corps} is used.`);
      spent = corps;
    }
    const actions = whole(
      'actions',
      LIMITS.actions.min,
      LIMITS.actions.max,
      DEFAULTS.actions,
      'number of actions',
    );
    for (const [k] of params)
      if (!KNOWN.includes(k))
        notices.push(`“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
    this.s = {
      cmdr,
      mam,
      corps,
      spent,
      actions,
      attack: flag('attack'),
      mud: flag('mud'),
      force: flag('force'),
    };
    this.notices = notices;
  }

  private update_(patch: Partial<Situation>): void {
    this.touched = true;
    const next = { ...this.s, ...patch };
    if (next.spent > next.corps) next.spent = next.corps;
    this.s = next;
    this.notices = [];
    const s = this.s;
    const pairs: [string, string][] = [];
    if (s.cmdr !== '') pairs.push(['cmdr', s.cmdr]);
    pairs.push(
      ['mam', String(s.mam)],
      ['corps', String(s.corps)],
      ['spent', String(s.spent)],
      ['actions', String(s.actions)],
    );
    for (const f of FLAGS) pairs.push([f.key, s[f.key] ? '1' : '0']);
    this.host?.setParams(pairs);
  }

  private chooseCommander(id: string): void {
    const c = this.roster().find((x) => x.id === id);
    if (c !== undefined && c.mam !== null) this.update_({ cmdr: c.id, mam: c.mam });
    else this.update_({ cmdr: '' });
  }

  private renderStepper(
    id: string,
    label: string,
    value: number,
    min: number,
    max: number,
    set: (n: number) => void,
  ) {
    const clamp = (n: number) => Math.min(max, Math.max(min, n));
    return html`<div class="stepper-field">
      <label for=${id}>${label}</label>
      <span class="stepper">
        <button
          type="button"
          aria-label=${`Fewer: ${label}`}
          ?disabled=${value <= min}
          @click=${() => {
            set(clamp(value - 1));
          }}
        >
          −
        </button>
        <input
          id=${id}
          type="number"
          inputmode="numeric"
          min=${min}
          max=${max}
          .value=${live(String(value))}
          @change=${(e: Event) => {
            const n = Number((e.target as HTMLInputElement).value);
            if (Number.isInteger(n)) set(clamp(n));
            else this.requestUpdate();
          }}
        />
        <button
          type="button"
          aria-label=${`More: ${label}`}
          ?disabled=${value >= max}
          @click=${() => {
            set(clamp(value + 1));
          }}
        >
          +
        </button>
      </span>
    </div>`;
  }

  private renderCommander() {
    const s = this.s;
    const withMam = this.roster().filter((c) => c.mam !== null);
    const chosen = withMam.find((c) => c.id === s.cmdr);
    const source = chosen?.sources.mam;
    return html`<fieldset class="group">
      <legend>Commander <span class="rule">${linked(LIMITS.mam.rule)}, §16.2.2</span></legend>
      <label class="field" for="cmdr"
        >Take the MAM from
        <select
          id="cmdr"
          @change=${(e: Event) => {
            this.chooseCommander((e.target as HTMLSelectElement).value);
          }}
        >
          <option value="" ?selected=${s.cmdr === ''}>No one: I enter the MAM</option>
          ${(['usa', 'csa'] as const).map(
            (side) =>
              html`<optgroup label=${NATION_LABELS[side]}>
                ${withMam
                  .filter((c) => c.side === side)
                  .map(
                    (c) =>
                      html`<option value=${c.id} ?selected=${c.id === s.cmdr}>
                        ${commanderLabel(c)}
                        (${signed(c.mam ?? 0)}${c.sources.mam === 'player' ? ', entered by you' : ''})
                      </option>`,
                  )}
              </optgroup>`,
          )}
        </select>
      </label>
      <p class="hint">
        Only commanders whose MAM the rulebook gives or you entered on the
        <a href=${formatRoute({ game: GAME_ID, tool: 'commanders' })}>commanders page</a> are
        listed.
        ${chosen ? html`Using ${commanderLabel(chosen)}’s MAM${source === 'player' ? html` <span class="badge entered">entered by you</span>` : html` <span class="badge">rulebook</span>`}.` : nothing}
      </p>
      <fieldset class="segmented">
        <legend>MAM</legend>
        ${[-1, 0, 1].map(
          (n) =>
            html`<label
              ><input
                type="radio"
                name="mam"
                .value=${String(n)}
                .checked=${live(s.mam === n)}
                @change=${() => {
                  this.update_({ mam: n, cmdr: chosen?.mam === n ? s.cmdr : '' });
                }}
              /><span>${signed(n)}</span></label
            >`,
        )}
      </fieldset>
    </fieldset>`;
  }

  private renderArmy() {
    const s = this.s;
    const spentArmy = isArmySpent(s.corps, s.spent);
    return html`<fieldset class="group">
      <legend>
        Army <span class="rule">§2.2.3, §16.2.2; ${rulingLink(GAME_ID, 'C1', 'ruling C1')}</span>
      </legend>
      <div class="steppers">
        ${this.renderStepper(
          'corps',
          'Corps in the army',
          s.corps,
          LIMITS.corps.min,
          LIMITS.corps.max,
          (n) => {
            this.update_({ corps: n });
          },
        )}
        ${this.renderStepper('spent', 'of which spent', s.spent, 0, s.corps, (n) => {
          this.update_({ spent: n });
        })}
      </div>
      <p class="hint" id="spent-status">
        ${spentArmy ? html`<strong>Spent army:</strong> half or more of its corps are spent.` : html`Not spent: fewer than half of its corps are spent.`}
      </p>
    </fieldset>`;
  }

  private renderMove() {
    const s = this.s;
    return html`<fieldset class="group">
      <legend>The move</legend>
      ${FLAGS.map((f) => {
        const mod = MOVEMENT_MODIFIERS.find((m) => m.id === f.input);
        return html`<label class="flag"
          ><input
            type="checkbox"
            .checked=${live(s[f.key])}
            @change=${(e: Event) => {
              this.update_({ [f.key]: (e.target as HTMLInputElement).checked });
            }}
          /><span>${f.label} <span class="rule">${mod?.rule ?? ''}</span></span></label
        >`;
      })}
      ${this.renderStepper(
        'actions',
        'Actions completed while moving (reorganize, or place a Union garrison)',
        s.actions,
        LIMITS.actions.min,
        LIMITS.actions.max,
        (n) => {
          this.update_({ actions: n });
        },
      )}
    </fieldset>`;
  }

  private allowance(): MovementAllowance {
    const s = this.s;
    return movementAllowance({
      mam: s.mam,
      spent: isArmySpent(s.corps, s.spent),
      intendsAttack: s.attack,
      mudMarch: s.mud,
      forceMarch: s.force,
      actions: s.actions,
    });
  }

  private renderResult() {
    const result = this.allowance();
    const applied = new Map(result.modifiers.map((m) => [m.id, m.value]));
    const raw = BASE_MOVEMENT_ALLOWANCE + result.modifiers.reduce((t, m) => t + m.value, 0);
    return html`<section class="result" aria-labelledby="result-h">
      <h2 id="result-h">Movement allowance</h2>
      <p class="total" role="status" aria-live="polite" aria-atomic="true">
        <span class="number">${result.total}</span>
        <span class="unit">${result.total === 1 ? 'region' : 'regions'}</span>
        ${
          result.canMove
            ? nothing
            : html`<span class="cannot"
                >The army cannot move; the OP spent to activate it is lost.
                <span class="rule">§16.2.2 note 3</span></span
              >`
        }
      </p>
      ${
        result.problems.length > 0
          ? html`<div class="notice" role="alert">
              <ul>
                ${result.problems.map((p) => html`<li>${p}</li>`)}
              </ul>
            </div>`
          : nothing
      }
      <table class="breakdown">
        <caption class="visually-hidden">
          How the movement allowance is reached: the base and every modifier, marked when it applies
        </caption>
        <thead>
          <tr>
            <th scope="col">Modifier</th>
            <th scope="col" class="num">Value</th>
            <th scope="col" class="num">Here</th>
          </tr>
        </thead>
        <tbody>
          <tr class="on">
            <th scope="row">Base allowance <span class="rule">§16.2.2</span></th>
            <td class="num">${BASE_MOVEMENT_ALLOWANCE}</td>
            <td class="num">${BASE_MOVEMENT_ALLOWANCE}</td>
          </tr>
          ${MOVEMENT_MODIFIERS.map((m) => {
            const value = applied.get(m.id);
            const per = m.per === 'mam' ? ' × MAM' : m.per === 'actions' ? ' each' : '';
            return html`<tr class=${value === undefined ? 'off' : 'on'}>
              <th scope="row">
                ${m.label} <span class="rule">${linked(m.rule)}</span>
                ${m.note ? html`<span class="note">${linked(m.note)}</span>` : nothing}
              </th>
              <td class="num">${m.per === 'mam' ? 'MAM' : `${signed(m.value)}${per}`}</td>
              <td class="num">
                ${value === undefined ? html`<span class="visually-hidden">does not apply</span>—` : signed(value)}
              </td>
            </tr>`;
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colspan="2">
              Allowance${raw < 0 ? html` (${raw}, never below 0)` : nothing}
            </th>
            <td class="num">${result.total}</td>
          </tr>
        </tfoot>
      </table>
    </section>`;
  }

  private renderNotes() {
    const c1 = RULINGS.find((r) => r.id === 'C1');
    return html`<section class="notes" aria-labelledby="notes-h">
      <h2 id="notes-h">Around the move</h2>
      <ul>
        ${MOVEMENT_NOTES.map((n) => html`<li>${linked(n.text)} <span class="rule">${linked(n.rule)}</span></li>`)}
      </ul>
      ${
        c1
          ? html`<p class="ruling">
              <strong>${rulingLink(GAME_ID, c1.id, `Ruling ${c1.id}`)}.</strong>
              ${linked(c1.question)} ${linked(c1.decision)}
              <span class="rule">${citationsText(c1.cites)}</span>
            </p>`
          : nothing
      }
    </section>`;
  }

  override render() {
    return html`
      ${
        this.notices.length > 0
          ? html`<div class="notice" role="alert">
              <ul>
                ${this.notices.map((n) => html`<li>${n}</li>`)}
              </ul>
            </div>`
          : nothing
      }
      <div class="layout">
        <form
          class="inputs"
          @submit=${(e: Event) => {
            e.preventDefault();
          }}
        >
          ${this.renderCommander()} ${this.renderArmy()} ${this.renderMove()}
        </form>
        ${this.renderResult()}
        <p class="mini" aria-hidden="true">
          Movement allowance <strong>${this.allowance().total}</strong>
          ${this.allowance().total === 1 ? 'region' : 'regions'}
        </p>
      </div>
      ${this.renderNotes()}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-pof-movement': HsPofMovement;
  }
}
