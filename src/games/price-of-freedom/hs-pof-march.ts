import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  ARMY_LIMITS,
  MARCH_PLAN_MAX_STEPS,
  MOVEMENT_NOTES,
  NATION_LABELS,
  RULINGS,
  planMarch,
  type MarchAction,
  type MarchPlan,
  type MarchPlanInput,
  type MarchPlanRow,
  type MarchPlanStep,
} from '../../core/games/price-of-freedom/index.js';
import { formatPercent } from '../../core/shared/odds.js';
import type { Distribution } from '../../core/shared/types.js';
import { segmentedStyles } from '../../components/shared/segmented-styles.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import type { ToolHost } from '../../components/tool-host.js';
import { calculatorStyles } from '../../components/renderers/hs-calculator.styles.js';
import { marchStyles } from './hs-pof-march.styles.js';
import {
  EMPTY_STEP,
  MARCH_DEFAULTS,
  REGION_NAME_MAX,
  cleanName,
  marchParams,
  readMarchParams,
} from './march-link.js';
import { signed } from '../../core/shared/signed.js';
import { rulingNote } from '../../components/shared/ruling-links.js';
import { GAME_ID } from '../../core/games/price-of-freedom/index.js';

/** The element's tag. */
export const tag = 'hs-pof-march';

const ordinal = (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);
const corpsWord = (n: number) => `${n} corps`;

const FLAGS = [
  { key: 'intendsAttack', label: 'The move is meant to end in an attack', rule: '§16.2.2 note 1' },
  { key: 'mudMarch', label: 'MUD MARCH was played against this army', rule: '§16.2.2 note 3' },
  { key: 'forceMarch', label: 'The army force-marches', rule: '§16.2.2 note 4, §16.3.4' },
] as const;

const COUNTS = [
  { key: 'pickFresh', label: 'Pick up fresh' },
  { key: 'pickSpent', label: 'Pick up spent' },
  { key: 'dropFresh', label: 'Drop off fresh' },
  { key: 'dropSpent', label: 'Drop off spent' },
] as const;

/** A distribution of whole numbers in words: '1' when certain, else '1 (66.7%) or 0 (33.3%)'. */
function spread(d: Distribution<number>, word: (n: number) => string): string {
  if (d.outcomes.length === 1) return word(d.outcomes[0]?.key ?? 0);
  return [...d.outcomes]
    .sort((a, b) => b.weight - a.weight)
    .map((o) => `${word(o.key)} (${formatPercent(o.weight, d.total)})`)
    .join(' or ');
}

/**
 * The march planner (§16.2-16.3): the army and the move as declared, then the regions it is to
 * enter one by one, with the corps picked up and dropped off and the action taken in each, the
 * allowance left, which corps march attrition reaches and the exact chance of losing one there
 * over every earlier outcome. Every input is in the link, so a plan can be shared.
 *
 * @summary Price of Freedom march planner.
 */
@customElement('hs-pof-march')
export class HsPofMarch extends LitElement {
  static override styles = [sharedStyles, segmentedStyles, calculatorStyles, marchStyles];

  /** The page's link: state in, every change out. */
  @property({ attribute: false }) host?: ToolHost;

  @state() private p: MarchPlanInput = MARCH_DEFAULTS;
  @state() private notices: string[] = [];

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('host')) {
      const { plan, notices } = readMarchParams(this.host?.params ?? []);
      this.p = plan;
      this.notices = notices;
    }
  }

  private set(patch: Partial<MarchPlanInput>): void {
    this.p = { ...this.p, ...patch };
    this.notices = [];
    this.host?.setParams(marchParams(this.p));
  }

  private setStep(i: number, patch: Partial<MarchPlanStep>): void {
    this.set({ steps: this.p.steps.map((s, k) => (k === i ? { ...s, ...patch } : s)) });
  }

  private plan(): MarchPlan | null {
    try {
      return planMarch(this.p);
    } catch {
      return null;
    }
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

  private segmented<T extends string | number>(
    name: string,
    legend: string,
    options: readonly (readonly [T, string])[],
    value: T,
    choose: (v: T) => void,
  ) {
    return html`<fieldset class="segmented">
      <legend>${legend}</legend>
      ${options.map(
        ([v, label]) =>
          html`<label
            ><input
              type="radio"
              name=${name}
              .checked=${live(value === v)}
              @change=${() => {
                choose(v);
              }}
            /><span>${label}</span></label
          >`,
      )}
    </fieldset>`;
  }

  private renderArmy() {
    const p = this.p;
    const max = ARMY_LIMITS.theaterMax;
    return html`<fieldset class="group">
      <legend>Army <span class="rule">§2.2.1, §7.2, §16.2.2</span></legend>
      ${this.segmented(
        'side',
        'Side',
        [
          ['usa', NATION_LABELS.usa],
          ['csa', NATION_LABELS.csa],
        ] as const,
        p.side,
        (side) => {
          this.set({ side });
        },
      )}
      ${this.segmented(
        'cmd',
        'Commander',
        [
          ['field', 'Field'],
          ['theater', 'Theater'],
        ] as const,
        p.command,
        (command) => {
          this.set({ command });
        },
      )}
      ${this.segmented(
        'mam',
        'His MAM',
        [-1, 0, 1].map((n) => [n, signed(n)] as const),
        p.mam,
        (mam) => {
          this.set({ mam });
        },
      )}
      <div class="steppers">
        ${this.renderStepper(
          'fresh',
          'Fresh corps',
          p.fresh,
          p.spent === 0 ? 1 : 0,
          max - p.spent,
          (fresh) => {
            this.set({ fresh });
          },
        )}
        ${this.renderStepper(
          'spent',
          'Spent corps',
          p.spent,
          p.fresh === 0 ? 1 : 0,
          max - p.fresh,
          (spent) => {
            this.set({ spent });
          },
        )}
      </div>
    </fieldset>`;
  }

  private renderMove() {
    const p = this.p;
    const c1 = RULINGS.find((r) => r.id === 'C1');
    return html`<fieldset class="group">
      <legend>The move, declared at its start</legend>
      ${FLAGS.map(
        (f) =>
          html`<label class="flag"
            ><input
              type="checkbox"
              .checked=${live(p[f.key])}
              @change=${(e: Event) => {
                this.set({ [f.key]: (e.target as HTMLInputElement).checked });
              }}
            /><span>${f.label} <span class="rule">${f.rule}</span></span></label
          >`,
      )}
      <fieldset class="choices">
        <legend>March attrition cuts the allowance when the army has</legend>
        ${(
          [
            ['majority', 'A majority of its corps spent', '§16.3.3'],
            ['half', 'Half or more of its corps spent', '§2.2.3'],
          ] as const
        ).map(
          ([trigger, label, rule]) =>
            html`<label class="flag"
              ><input
                type="radio"
                name="trigger"
                .checked=${live(p.trigger === trigger)}
                @change=${() => {
                  this.set({ trigger });
                }}
              /><span>${label} <span class="rule">${rule}</span></span></label
            >`,
        )}
      </fieldset>
      <p class="hint">
        A majority is what §16.3.3 says; half or more is the spent test everywhere else.
        <span class="rule">ruling ${c1?.id ?? 'C1'}</span>
      </p>
    </fieldset>`;
  }

  private renderCounts(step: MarchPlanStep, i: number) {
    return html`<div class="counts">
      ${COUNTS.map(({ key, label }) => {
        const id = `r${i}-${key}`;
        return html`<label class="field" for=${id}
          >${label}
          <input
            id=${id}
            type="number"
            inputmode="numeric"
            min="0"
            max=${ARMY_LIMITS.theaterMax}
            .value=${live(String(step[key]))}
            @change=${(e: Event) => {
              const n = Number((e.target as HTMLInputElement).value);
              if (Number.isInteger(n) && n >= 0 && n <= ARMY_LIMITS.theaterMax)
                this.setStep(i, { [key]: n });
              else this.requestUpdate();
            }}
        /></label>`;
      })}
      <label class="field" for=${`r${i}-action`}
        >Then
        <select
          id=${`r${i}-action`}
          @change=${(e: Event) => {
            const v = (e.target as HTMLSelectElement).value;
            const action: MarchAction | null = v === 'reorganize' || v === 'garrison' ? v : null;
            this.setStep(i, { action });
          }}
        >
          <option value="" ?selected=${step.action === null}>No action</option>
          <option value="reorganize" ?selected=${step.action === 'reorganize'}>
            Reorganize (1 OP)
          </option>
          <option value="garrison" ?selected=${step.action === 'garrison'}>
            Place a garrison (1 OP)
          </option>
        </select>
      </label>
    </div>`;
  }

  private renderOutcome(row: MarchPlanRow) {
    const path = row.path;
    if (!path.entered)
      return html`<dl class="outcome">
        <dt>Allowance left</dt>
        <dd class="left">0: the army cannot enter it</dd>
      </dl>`;
    const rolled = row.loss.weight > 0;
    const lostAny = row.lostSoFar.outcomes.some((o) => o.key > 0 && o.weight > 0);
    return html`<dl class="outcome">
      <dt>Attrition</dt>
      <dd>
        ${
          path.subject === 0
            ? 'No corps is in its 3rd region yet.'
            : `${corpsWord(path.subject)} in a 3rd or later region, ${path.spentSubject} already spent${path.flipped > 0 ? `; ${path.flipped} fresh turn spent` : ''}.`
        }
        <span class="rule">§16.3.2-16.3.3</span>
      </dd>
      <dt>Loss here</dt>
      <dd>
        ${
          rolled
            ? html`<strong>${formatPercent(row.loss.weight, row.loss.total)}</strong> chance of
                losing 1 spent corps (to the force pool) <span class="rule">§16.3.4-16.3.5</span>`
            : 'No roll.'
        }
      </dd>
      <dt>Allowance left</dt>
      <dd class="left">
        ${spread(row.remaining, String)}
        ${path.slowed ? html`<span class="note">1 less: march attrition left the army spent (§16.3.3).</span>` : nothing}
      </dd>
      <dt>Army</dt>
      <dd>
        ${path.fresh} fresh, ${path.spent} spent
        ${lostAny ? html`<span class="note">if no corps was lost on the way</span>` : nothing}
      </dd>
      ${
        lostAny
          ? html`<dt>Lost so far</dt>
              <dd>${spread(row.lostSoFar, (n) => (n === 0 ? 'none' : corpsWord(n)))}</dd>`
          : nothing
      }
    </dl>`;
  }

  private renderRegions(plan: MarchPlan | null) {
    const p = this.p;
    return html`<ol class="regions">
      ${p.steps.map((step, i) => {
        const row = plan?.rows[i];
        const problems = row?.problems ?? [];
        return html`<li class="region ${problems.length > 0 ? 'problem' : ''}">
          <div class="region-head">
            <h3>${ordinal(i + 1)} region entered${step.name ? html`: ${step.name}` : nothing}</h3>
            <label class="field" for=${`r${i}-name`}
              >Name (optional)
              <input
                id=${`r${i}-name`}
                type="text"
                maxlength=${REGION_NAME_MAX}
                autocomplete="off"
                .value=${live(step.name)}
                @change=${(e: Event) => {
                  this.setStep(i, { name: cleanName((e.target as HTMLInputElement).value).trim() });
                }}
              />
            </label>
            <button
              type="button"
              aria-label=${`Remove the ${ordinal(i + 1)} region`}
              @click=${() => {
                this.set({ steps: p.steps.filter((_, k) => k !== i) });
              }}
            >
              Remove
            </button>
          </div>
          ${this.renderCounts(step, i)} ${row ? this.renderOutcome(row) : nothing}
          ${
            problems.length > 0
              ? html`<ul class="warn-list">
                  ${problems.map((t) => html`<li>${t}</li>`)}
                </ul>`
              : nothing
          }
        </li>`;
      })}
    </ol>`;
  }

  private renderResult(plan: MarchPlan | null) {
    const p = this.p;
    if (!plan) return html`<section class="result"><p>This army cannot be planned.</p></section>`;
    const last = plan.rows[plan.rows.length - 1];
    const left = last
      ? last.remaining
      : { outcomes: [{ key: plan.allowance.total, weight: 1 }], total: 1 };
    const full = p.steps.length >= MARCH_PLAN_MAX_STEPS;
    return html`<section class="result" aria-labelledby="plan-h">
      <h2 id="plan-h">The march</h2>
      <p class="start">
        Allowance at the start: <strong>${plan.allowance.total}</strong>
        <span class="note"
          >Base 3${plan.allowance.modifiers.map((m) => `, ${m.label} ${signed(m.value)}`)}
          <span class="rule">§16.2.2</span></span
        >
      </p>
      <p class="total" role="status" aria-live="polite" aria-atomic="true">
        <span class="number">${spread(left, String)}</span>
        <span class="unit"
          >left after ${p.steps.length} ${p.steps.length === 1 ? 'region' : 'regions'}</span
        >
      </p>
      ${
        plan.problems.length > 0
          ? html`<ul class="warn-list" role="alert">
              ${plan.problems.map((t) => html`<li>${t}</li>`)}
            </ul>`
          : nothing
      }
      ${this.renderRegions(plan)}
      <div class="buttons">
        <button
          type="button"
          class="primary"
          ?disabled=${!plan.canGoOn || full}
          @click=${() => {
            this.set({ steps: [...p.steps, EMPTY_STEP] });
            void this.updateComplete.then(() =>
              this.renderRoot.querySelector<HTMLInputElement>(`#r${p.steps.length}-name`)?.focus(),
            );
          }}
        >
          Add a region
        </button>
        ${
          p.steps.length > 0
            ? html`<button
                type="button"
                @click=${() => {
                  this.set({ steps: [] });
                }}
              >
                Start over
              </button>`
            : nothing
        }
      </div>
      <p class="hint">
        ${plan.canGoOn || full ? nothing : 'No allowance is left for another region. '} OPs:
        ${plan.ops} (1 to move the army, 1 per action).
        <span class="rule">§12.4, §16.1.1</span>
        ${
          plan.wipedOut.weight > 0
            ? html`<br /><strong
                  >${formatPercent(plan.wipedOut.weight, plan.wipedOut.total)}</strong
                >
                chance the army loses every corps; its commander then goes to the force pool, with
                his HQ if he has one. <span class="rule">§16.3.6</span>`
            : nothing
        }
      </p>
    </section>`;
  }

  private renderNotes() {
    const c1 = RULINGS.find((r) => r.id === 'C1');
    return html`<section class="notes" aria-labelledby="notes-h">
      <h2 id="notes-h">How the plan reads the rules</h2>
      <ul>
        ${MOVEMENT_NOTES.map((n) => html`<li>${n.text} <span class="rule">${n.rule}</span></li>`)}
        <li>
          Corps picked up start counting regions from there; drop-offs and reorganizations take the
          corps that have marched farthest first. The odds assume the same pick-ups, drop-offs and
          actions whatever the dice do.
          <span class="rule">§16.2.4, §16.3.2</span>
        </li>
        <li>
          Reorganizing needs the army in supply and the region free of enemies; a garrison needs a
          region the Union may garrison; neither in the region where it fights.
          <span class="rule">§12.8, §15.1, §18.4</span>
        </li>
      </ul>
      ${c1 ? rulingNote(GAME_ID, c1) : nothing}
    </section>`;
  }

  override render() {
    const plan = this.plan();
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
          ${this.renderArmy()} ${this.renderMove()}
        </form>
        ${this.renderResult(plan)}
      </div>
      ${this.renderNotes()}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-pof-march': HsPofMarch;
  }
}
