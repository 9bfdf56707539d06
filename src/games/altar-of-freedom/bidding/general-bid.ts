import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import {
  BUDGET_TRAITS,
  bidTargets,
  clockBidCap,
  generalOnTable,
  micromanagerMinimumSave,
  turnBudgetOdds,
  type Army,
  type ChainOfCommand,
  type GeneralRating,
  type Scenario,
} from '../../../core/games/altar-of-freedom/index.js';
import {
  BIDDING_TRAITS,
  draftPpText,
  draftPresent,
  typedPp,
  type BidDraft,
} from '../../../core/games/altar-of-freedom/bid-drafts.js';
import { traitName, traitNames } from '../../../core/games/altar-of-freedom/display-names.js';
import { formatPercent } from '../../../core/shared/odds.js';
import { numberInput } from '../../../components/shared/number-input.js';
import { tableHead } from '../../../components/shared/table-head.js';

/** One general's part of the worksheet: what is known of him and what he typed. */
export interface GeneralBidView {
  readonly scenario: Scenario;
  readonly army: Army;
  readonly turn: number;
  readonly chain: ChainOfCommand;
  readonly rating: GeneralRating | null;
  readonly draft: BidDraft;
  /** Change what he typed. */
  edit(change: Partial<BidDraft>): void;
  /** Roll his budget traits for the turn's PP. */
  rollBudget(): void;
}

/** A field of his draft that holds typed PP. */
function typed(v: GeneralBidView, key: 'pp' | 'clock' | 'saved', value: string) {
  return numberInput({
    value,
    onText: (text) => {
      v.edit({ [key]: text });
    },
  });
}

/** The roll for Unreliable, Hesitant or Grandiose, with the exact odds (App. I; ruling A35). */
function budgetRoll(v: GeneralBidView) {
  const traits = v.rating?.traits ?? [];
  const rolling = BUDGET_TRAITS.filter((t) => traits.includes(t));
  if (rolling.length === 0) return nothing;
  const odds = turnBudgetOdds(v.rating?.pp ?? null, traits);
  const budget = v.draft.budget;
  return html`<div class="budget">
    <button
      type="button"
      @click=${() => {
        v.rollBudget();
      }}
    >
      Roll for ${rolling.map(traitName).join(', ')}<span class="visually-hidden">
        (${v.chain.general.name})</span
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

/** His PP to each division he may give to (Chain of Command; Trusted Lieutenant). */
function divisionBids(v: GeneralBidView) {
  const { chain: c, draft: d } = v;
  return html`<table class="bids">
    <caption class="visually-hidden">
      PP from ${c.general.name} to each division
    </caption>
    ${tableHead(['Division', 'PP'])}
    <tbody>
      ${bidTargets(v.army, c, v.rating?.traits ?? []).map(
        (div) =>
          html`<tr>
            <th scope="row">${div.name}</th>
            <td>
              ${numberInput({
                value: d.divisions[div.id] ?? '',
                label: `PP from ${c.general.name} to ${div.name}`,
                onText: (text) => {
                  v.edit({ divisions: { ...d.divisions, [div.id]: text } });
                },
              })}
            </td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/**
 * A general's fieldset: his rating and bidding traits, on the table or not, his PP this turn
 * (typed or rolled), what goes on the clock and into savings, and his split between divisions.
 */
export function generalBid(v: GeneralBidView): TemplateResult {
  const { chain: c, draft: d, rating } = v;
  const id = c.general.id;
  const traits = rating?.traits ?? [];
  const shown = traits.filter((t) => BIDDING_TRAITS.includes(t));
  const ppText = draftPpText(d, rating);
  const pp = typedPp(ppText);
  const whole = pp !== null && Number.isInteger(pp) && pp >= 0;
  const onTable = generalOnTable(v.scenario, id, v.turn);
  const least = whole && traits.includes('micromanager') ? micromanagerMinimumSave(pp) : null;
  return html`<fieldset class="general">
    <legend>${c.general.name}, ${c.role === 'army' ? 'army commander' : c.general.title}</legend>
    <p class="entered">
      ${rating?.pp == null ? 'No PP rating entered' : `Rated ${rating.pp} PP`}${
        shown.length > 0 ? html` · <strong>${traitNames(shown)}</strong>` : nothing
      }
    </p>
    <div class="row">
      <label class="flag"
        ><input
          type="checkbox"
          .checked=${live(draftPresent(d, v.scenario, id, v.turn))}
          @change=${(e: Event) => {
            v.edit({ present: (e.target as HTMLInputElement).checked });
          }}
        />On the table${onTable === null ? ' (rolls to arrive)' : ''}</label
      >
      <label>PP this turn ${typed(v, 'pp', ppText)}</label>
    </div>
    ${budgetRoll(v)}
    <div class="row">
      <label
        >On the clock${whole ? ` (at most ${clockBidCap(pp)})` : ''}
        ${typed(v, 'clock', d.clock)}</label
      >
      <label
        >Saved for end of turn${least === null ? '' : ` (at least ${least})`}
        ${typed(v, 'saved', d.saved)}</label
      >
    </div>
    ${divisionBids(v)}
  </fieldset>`;
}
