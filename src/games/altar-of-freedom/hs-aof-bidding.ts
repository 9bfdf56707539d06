import { LitElement, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  armyOf,
  chainsOfCommand,
  checkBids,
  generalRating,
  loadScenario,
  rollFinestHour,
  rollTurnBudget,
  type ChainOfCommand,
  type Scenario,
  type Side,
} from '../../core/games/altar-of-freedom/index.js';
import {
  EMPTY_BID_DRAFT,
  draftBid,
  draftPresent,
  draftTouched,
  draftTurn,
  withBudget,
  type BidDraft,
} from '../../core/games/altar-of-freedom/bid-drafts.js';
import { SIDES, SIDE_NAMES, traitName } from '../../core/games/altar-of-freedom/display-names.js';
import { seededRoller } from '../../core/shared/roller.js';
import { freshSeed } from '../../platform/random.js';
import type { Store } from '../../storage/store.js';
import { UnsavedController } from '../../components/controllers/unsaved-controller.js';
import { numberInput } from '../../components/shared/number-input.js';
import { biddingStyles } from './hs-aof-bidding.styles.js';
import { EnteredRatings } from './entered-ratings.js';
import { generalBid } from './bidding/general-bid.js';
import { bidResult, finestHour } from './bidding/bid-result.js';

/** Fired when the player carries his army's clock bid to the control roll. */
export type ClockBidEvent = CustomEvent<{ side: Side; points: number }>;

/**
 * The secret bidding worksheet for one army (Priority Points; Chain of Command; App. I): each
 * general's PP for the turn (rolled for Unreliable, Hesitant and Grandiose, with the exact odds),
 * his split between divisions, the clock and savings, checked by the rules core as it is typed;
 * the division ratings, the army's clock bid (carried to the control roll with `hs-clock-bid`)
 * and the Finest Hour roll. Bids stay on this page only: they are secret.
 *
 * It is not a generic calculator: its inputs repeat per general and per division of the chosen
 * scenario and side, it rolls dice, and nothing it holds may go into the page's link.
 *
 * @summary Altar of Freedom bidding worksheet.
 * @fires hs-clock-bid - the army's clock bid, to put on the control roll
 */
@customElement('hs-aof-bidding')
export class HsAofBidding extends LitElement {
  static override styles = biddingStyles;

  /** The scenario slug (from the clock page). */
  @property() scenario = 'shiloh';
  /** Where roll seeds come from (tests pass a fixed one). */
  @property({ attribute: false }) seedSource: () => string = freshSeed;
  /** Store override (tests). */
  @property({ attribute: false }) storeOverride?: Store;

  /** The generals' PP and traits entered on the Orders of battle page, kept current. */
  private readonly entered = new EnteredRatings(this, (said) => {
    this.status = said;
  });
  @state() private side: Side = 'USA';
  @state() private turn = '1';
  @state() private drafts: Record<string, BidDraft> = {};
  @state() private status = '';

  /**
   * The bids typed are never saved (they are secret), so leaving the page or updating the app
   * asks before dropping them.
   */
  protected readonly unsaved = new UnsavedController(this, {
    what: () => 'the bids typed on the bidding worksheet',
    dirty: () => Object.values(this.drafts).some(draftTouched),
  });

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('scenario') && changed.get('scenario') !== undefined) this.drafts = {};
  }

  private draft(id: string): BidDraft {
    return this.drafts[id] ?? EMPTY_BID_DRAFT;
  }

  private edit(id: string, change: Partial<BidDraft>): void {
    this.drafts = { ...this.drafts, [id]: { ...this.draft(id), ...change } };
  }

  private rollBudget(s: Scenario, c: ChainOfCommand): void {
    const rating = generalRating(this.entered.value, s, c.general.id);
    const roller = seededRoller(this.seedSource());
    const budget = rollTurnBudget(rating?.pp ?? null, rating?.traits ?? [], roller);
    this.drafts = { ...this.drafts, [c.general.id]: withBudget(this.draft(c.general.id), budget) };
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
    this.status = `${points} PP put on the ${SIDE_NAMES[this.side]} control roll.`;
  }

  private renderChoices(s: Scenario) {
    return html`<div class="row">
      <fieldset class="segmented">
        <legend>Army</legend>
        ${SIDES.map(
          (side) =>
            html`<label
              ><input
                type="radio"
                name="bid-side"
                .checked=${live(this.side === side)}
                @change=${() => {
                  this.side = side;
                }}
              /><span>${SIDE_NAMES[side]}</span></label
            >`,
        )}
      </fieldset>
      <label
        >Turn (1–${s.turns.length})
        ${numberInput({
          value: this.turn,
          min: 1,
          max: s.turns.length,
          onText: (text) => {
            this.turn = text;
          },
        })}</label
      >
    </div>`;
  }

  override render() {
    const loaded = loadScenario(this.scenario);
    if (!loaded.ok) return html`<p>Choose a scenario.</p>`;
    const s = loaded.value;
    const army = armyOf(s, this.side);
    const turn = draftTurn(s, this.turn);
    const chains = chainsOfCommand(army);
    const rating = (c: ChainOfCommand) => generalRating(this.entered.value, s, c.general.id);
    const bids = chains.map((c) => {
      const draft = this.draft(c.general.id);
      const present = draftPresent(draft, s, c.general.id, turn);
      return draftBid(c.general.id, draft, rating(c), present);
    });
    return html`<p class="rule">
        Each player fills in his own army in secret; nothing here goes into the page’s link. PP
        ratings and traits are the ones entered on the Orders of battle page.
        <span class="rule">Priority Points; Chain of Command</span>
      </p>
      ${this.renderChoices(s)}
      ${chains.map((c) =>
        generalBid({
          scenario: s,
          army,
          turn,
          chain: c,
          rating: rating(c),
          draft: this.draft(c.general.id),
          edit: (change) => {
            this.edit(c.general.id, change);
          },
          rollBudget: () => {
            this.rollBudget(s, c);
          },
        }),
      )}
      ${bidResult(this.side, checkBids(s, army, turn, bids), (points) => {
        this.useClockBid(points);
      })}
      ${finestHour(
        chains.filter((c) => rating(c)?.traits.includes('finest-hour')),
        (c) => this.draft(c.general.id).finestHour,
        (c) => {
          this.rollFinest(c);
        },
      )}
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
