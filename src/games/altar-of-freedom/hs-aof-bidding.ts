import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  BUDGET_TRAITS,
  TRAITS,
  armyOf,
  bidTargets,
  chainsOfCommand,
  checkBids,
  clockBidCap,
  generalOnTable,
  generalRating,
  loadScenario,
  micromanagerMinimumSave,
  rollFinestHour,
  rollTurnBudget,
  turnBudgetOdds,
  type ChainOfCommand,
  type GeneralBid,
  type GeneralRatings,
  type Scenario,
  type Side,
  type TraitId,
  type TurnBudget,
} from '../../core/games/altar-of-freedom/index.js';
import { seededRoller } from '../../core/shared/roller.js';
import { formatPercent } from '../../core/shared/odds.js';
import { freshSeed } from '../../platform/random.js';
import { getStore, type Store } from '../../storage/store.js';
import { segmentedStyles } from '../../components/shared/segmented-styles.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import { biddingStyles } from './hs-aof-bidding.styles.js';
import { loadGeneralRatings } from './entered-ratings.js';

/** Fired when the player carries his army's clock bid to the control roll. */
export type ClockBidEvent = CustomEvent<{ side: Side; points: number }>;

const SIDE_LABEL: Record<Side, string> = { USA: 'Union', CSA: 'Confederate' };
/** The traits that change bidding, shown beside a general (App. I). */
const BID_TRAITS: readonly TraitId[] = [
  ...BUDGET_TRAITS,
  'inept',
  'insubordinate',
  'micromanager',
  'sloppy-staff-work',
  'trusted-lieutenant',
  'finest-hour',
];

/** What the player typed for one general. */
interface Draft {
  pp?: string;
  present?: boolean;
  clock: string;
  saved: string;
  divisions: Record<string, string>;
  budget?: TurnBudget;
  finestHour?: number;
}

const traitName = (id: TraitId) => TRAITS.find((t) => t.id === id)?.name ?? id;
const num = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? 0 : Number(text);

/**
 * The secret bidding worksheet for one army (Priority Points; Chain of Command; App. I): each
 * general's PP for the turn (rolled for Unreliable, Hesitant and Grandiose, with the exact odds),
 * his split between divisions, the clock and savings, checked by the rules core as it is typed;
 * the division ratings, the army's clock bid (carried to the control roll with `hs-clock-bid`)
 * and the Finest Hour roll. Bids stay on this page only: they are secret.
 *
 * @summary Altar of Freedom bidding worksheet.
 * @fires hs-clock-bid - the army's clock bid, to put on the control roll
 */
@customElement('hs-aof-bidding')
export class HsAofBidding extends LitElement {
  static override styles = [sharedStyles, segmentedStyles, biddingStyles];

  /** The scenario slug (from the clock page). */
  @property() scenario = 'shiloh';
  /** Where roll seeds come from (tests pass a fixed one). */
  @property({ attribute: false }) seedSource: () => string = freshSeed;
  /** Store override (tests). */
  @property({ attribute: false }) storeOverride?: Store;

  @state() private ratings: GeneralRatings = {};
  @state() private side: Side = 'USA';
  @state() private turn = '1';
  @state() private drafts: Record<string, Draft> = {};
  @state() private status = '';

  override connectedCallback(): void {
    super.connectedCallback();
    void (async () => {
      this.ratings = await loadGeneralRatings(this.storeOverride ?? (await getStore()));
    })();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('scenario') && changed.get('scenario') !== undefined) this.drafts = {};
  }

  private loaded(): Scenario | null {
    const r = loadScenario(this.scenario);
    return r.ok ? r.value : null;
  }

  private turnNumber(s: Scenario): number {
    const t = Number(this.turn);
    return Number.isInteger(t) && t >= 1 && t <= s.turns.length ? t : 1;
  }

  private draft(id: string): Draft {
    return this.drafts[id] ?? { clock: '', saved: '', divisions: {} };
  }

  private edit(id: string, change: Partial<Draft>): void {
    this.drafts = { ...this.drafts, [id]: { ...this.draft(id), ...change } };
  }

  private present(s: Scenario, id: string): boolean {
    return this.draft(id).present ?? generalOnTable(s, id, this.turnNumber(s)) ?? false;
  }

  private ppText(s: Scenario, id: string): string {
    const d = this.draft(id);
    if (d.pp !== undefined) return d.pp;
    if (d.budget) return d.budget.pp === null ? '' : String(d.budget.pp);
    const r = generalRating(this.ratings, s, id);
    return r?.pp == null || r.traits.includes('hesitant') ? '' : String(r.pp);
  }

  private bids(s: Scenario): GeneralBid[] {
    return chainsOfCommand(armyOf(s, this.side)).map((c) => {
      const d = this.draft(c.general.id);
      const pp = this.ppText(s, c.general.id);
      return {
        generalId: c.general.id,
        pp: pp.trim() === '' ? null : Number(pp),
        traits: generalRating(this.ratings, s, c.general.id)?.traits ?? [],
        present: this.present(s, c.general.id),
        clock: num(d.clock),
        saved: num(d.saved),
        divisions: Object.fromEntries(Object.entries(d.divisions).map(([k, v]) => [k, num(v)])),
      };
    });
  }

  private rollBudget(s: Scenario, c: ChainOfCommand, traits: readonly TraitId[]): void {
    const rating = generalRating(this.ratings, s, c.general.id)?.pp ?? null;
    const budget = rollTurnBudget(rating, traits, seededRoller(this.seedSource()));
    const { pp: _typed, ...rest } = this.draft(c.general.id);
    this.drafts = { ...this.drafts, [c.general.id]: { ...rest, budget } };
    const rolls = budget.steps.map((x) => `${traitName(x.trait)} ${x.roll}`).join(', ');
    this.status = `${c.general.name}: ${rolls}. ${budget.pp === null ? 'Enter his PP.' : `${budget.pp} PP this turn.`}`;
  }

  private rollFinest(c: ChainOfCommand): void {
    const n = rollFinestHour(seededRoller(this.seedSource()));
    this.edit(c.general.id, { finestHour: n });
    this.status = `${c.general.name} (Finest Hour) rolls ${n}: ${n} bonus PP for end-of-turn moves.`;
  }

  private useClockBid(points: number): void {
    this.dispatchEvent(
      new CustomEvent('hs-clock-bid', {
        detail: { side: this.side, points },
        bubbles: true,
        composed: true,
      }),
    );
    this.status = `${points} PP put on the ${SIDE_LABEL[this.side]} control roll.`;
  }

  private renderBudget(s: Scenario, c: ChainOfCommand, traits: readonly TraitId[]) {
    const rolling = BUDGET_TRAITS.filter((t) => traits.includes(t));
    if (rolling.length === 0) return nothing;
    const rating = generalRating(this.ratings, s, c.general.id)?.pp ?? null;
    const odds = turnBudgetOdds(rating, traits);
    const budget = this.draft(c.general.id).budget;
    return html`<div class="budget">
      <button
        type="button"
        @click=${() => {
          this.rollBudget(s, c, traits);
        }}
      >
        Roll for ${rolling.map(traitName).join(', ')}<span class="visually-hidden">
          (${c.general.name})</span
        >
      </button>
      ${
        budget
          ? html`<p>
              ${budget.steps.map((x) => `${traitName(x.trait)} ${x.roll} → ${x.pp} PP`).join(' · ')}
            </p>`
          : nothing
      }
      <p class="odds">
        ${
          odds
            ? html`PP this turn:
              ${odds.outcomes.map((o) => `${o.key} (${formatPercent(o.weight, odds.total)})`).join(', ')}`
            : 'Enter his PP rating on the Orders of battle page to see the odds.'
        }
        <span class="rule">App. I; ruling A35</span>
      </p>
    </div>`;
  }

  private renderGeneral(s: Scenario, c: ChainOfCommand) {
    const id = c.general.id;
    const d = this.draft(id);
    const rating = generalRating(this.ratings, s, id);
    const traits = rating?.traits ?? [];
    const shown = traits.filter((t) => BID_TRAITS.includes(t));
    const ppText = this.ppText(s, id);
    const pp = ppText.trim() === '' ? null : Number(ppText);
    const whole = pp !== null && Number.isInteger(pp) && pp >= 0;
    const army = armyOf(s, this.side);
    const onTable = generalOnTable(s, id, this.turnNumber(s));
    return html`<fieldset class="general">
      <legend>${c.general.name}, ${c.role === 'army' ? 'army commander' : c.general.title}</legend>
      <p class="entered">
        ${rating?.pp == null ? 'No PP rating entered' : `Rated ${rating.pp} PP`}${
          shown.length > 0 ? html` · <strong>${shown.map(traitName).join(', ')}</strong>` : nothing
        }
      </p>
      <div class="row">
        <label class="flag"
          ><input
            type="checkbox"
            .checked=${live(this.present(s, id))}
            @change=${(e: Event) => {
              this.edit(id, { present: (e.target as HTMLInputElement).checked });
            }}
          />On the table${onTable === null ? ' (rolls to arrive)' : ''}</label
        >
        <label
          >PP this turn
          <input
            type="number"
            inputmode="numeric"
            min="0"
            step="1"
            .value=${live(ppText)}
            @input=${(e: Event) => {
              this.edit(id, { pp: (e.target as HTMLInputElement).value });
            }}
        /></label>
      </div>
      ${this.renderBudget(s, c, traits)}
      <div class="row">
        <label
          >On the clock${whole ? ` (at most ${clockBidCap(pp)})` : ''}
          <input
            type="number"
            inputmode="numeric"
            min="0"
            step="1"
            .value=${live(d.clock)}
            @input=${(e: Event) => {
              this.edit(id, { clock: (e.target as HTMLInputElement).value });
            }}
        /></label>
        <label
          >Saved for end of
          turn${
            whole && traits.includes('micromanager')
              ? ` (at least ${micromanagerMinimumSave(pp)})`
              : ''
          }
          <input
            type="number"
            inputmode="numeric"
            min="0"
            step="1"
            .value=${live(d.saved)}
            @input=${(e: Event) => {
              this.edit(id, { saved: (e.target as HTMLInputElement).value });
            }}
        /></label>
      </div>
      <table class="bids">
        <caption class="visually-hidden">
          PP from ${c.general.name} to each division
        </caption>
        <thead>
          <tr>
            <th scope="col">Division</th>
            <th scope="col">PP</th>
          </tr>
        </thead>
        <tbody>
          ${bidTargets(army, c, traits).map(
            (div) =>
              html`<tr>
                <th scope="row">${div.name}</th>
                <td>
                  <input
                    type="number"
                    inputmode="numeric"
                    min="0"
                    step="1"
                    aria-label="PP from ${c.general.name} to ${div.name}"
                    .value=${live(d.divisions[div.id] ?? '')}
                    @input=${(e: Event) => {
                      this.edit(id, {
                        divisions: {
                          ...d.divisions,
                          [div.id]: (e.target as HTMLInputElement).value,
                        },
                      });
                    }}
                  />
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
    </fieldset>`;
  }

  private renderResult(s: Scenario) {
    const army = armyOf(s, this.side);
    const check = checkBids(s, army, this.turnNumber(s), this.bids(s));
    const rated = [...check.ratings].sort((a, b) => b.rating - a.rating);
    const errors = check.messages.filter((m) => m.level === 'error');
    const notes = check.messages.filter((m) => m.level === 'note');
    return html`<section class="result" aria-labelledby="bid-result-h">
      <h3 id="bid-result-h">${SIDE_LABEL[this.side]} ratings</h3>
      <table class="ratings">
        <thead>
          <tr>
            <th scope="col">Division</th>
            <th scope="col">Rating</th>
          </tr>
        </thead>
        <tbody>
          ${rated.map(
            (r) =>
              html`<tr class=${r.rating === 0 ? 'zero' : ''}>
                <th scope="row">${r.division.name}</th>
                <td>${r.rating}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <p class="rule">Ratings add up across generals (ruling A2); 0 does not maneuver.</p>
      <p>
        On the clock: <strong>${check.clockTotal}</strong>
        <button
          type="button"
          ?disabled=${!check.valid}
          @click=${() => {
            this.useClockBid(check.clockTotal);
          }}
        >
          Put ${check.clockTotal} on the ${SIDE_LABEL[this.side]} control roll
        </button>
      </p>
      <div class="messages">
        <p class="verdict ${check.valid ? 'ok' : 'bad'}">
          ${check.valid ? 'These bids keep to the rules.' : `${errors.length} to fix:`}
        </p>
        ${
          check.messages.length > 0
            ? html`<ul>
                ${[...errors, ...notes].map(
                  (m) =>
                    html`<li class=${m.level}>
                      ${m.level === 'note' ? html`<strong>Note:</strong> ` : nothing}${m.text}
                      <span class="rule">${m.rule}</span>
                    </li>`,
                )}
              </ul>`
            : nothing
        }
      </div>
    </section>`;
  }

  private renderFinestHour(s: Scenario) {
    const finest = chainsOfCommand(armyOf(s, this.side)).filter((c) =>
      generalRating(this.ratings, s, c.general.id)?.traits.includes('finest-hour'),
    );
    if (finest.length === 0) return nothing;
    return html`<section class="finest" aria-labelledby="finest-h">
      <h3 id="finest-h">Once the clock runs out: Finest Hour</h3>
      <p class="rule">
        A D6 of bonus PP for end-of-turn moves, every turn: 1 to 6, each ${formatPercent(1, 6)}
        (App. I, Finest Hour).
      </p>
      ${finest.map((c) => {
        const n = this.draft(c.general.id).finestHour;
        return html`<p>
          <button
            type="button"
            @click=${() => {
              this.rollFinest(c);
            }}
          >
            Roll Finest Hour for ${c.general.name}
          </button>
          ${n === undefined ? nothing : html`<strong>+${n} PP</strong>`}
        </p>`;
      })}
    </section>`;
  }

  override render() {
    const s = this.loaded();
    if (!s) return html`<p>Choose a scenario.</p>`;
    return html`<p class="rule">
        Each player fills in his own army in secret; nothing here goes into the page’s link. PP
        ratings and traits are the ones entered on the Orders of battle page.
        <span class="rule">Priority Points; Chain of Command</span>
      </p>
      <div class="row">
        <fieldset class="segmented">
          <legend>Army</legend>
          ${(['USA', 'CSA'] as const).map(
            (side) =>
              html`<label
                ><input
                  type="radio"
                  name="bid-side"
                  .checked=${live(this.side === side)}
                  @change=${() => {
                    this.side = side;
                  }}
                /><span>${SIDE_LABEL[side]}</span></label
              >`,
          )}
        </fieldset>
        <label
          >Turn (1–${s.turns.length})
          <input
            type="number"
            inputmode="numeric"
            min="1"
            max=${s.turns.length}
            step="1"
            .value=${live(this.turn)}
            @input=${(e: Event) => {
              this.turn = (e.target as HTMLInputElement).value;
            }}
        /></label>
      </div>
      ${chainsOfCommand(armyOf(s, this.side)).map((c) => this.renderGeneral(s, c))}
      ${this.renderResult(s)} ${this.renderFinestHour(s)}
      <p role="status">${this.status}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-bidding': HsAofBidding;
  }
  interface GlobalEventHandlersEventMap {
    'hs-clock-bid': ClockBidEvent;
  }
}
