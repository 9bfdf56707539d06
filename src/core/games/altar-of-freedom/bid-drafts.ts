/**
 * Altar of Freedom: a bidding worksheet as the player types it (Priority Points; Chain of
 * Command; App. I). Fields hold text, so a half-typed number is kept as typed; these pure
 * functions read that text into the `GeneralBid`s that `checkBids` checks.
 */
import { generalOnTable, type GeneralBid } from './bidding.js';
import type { GeneralRating } from './general-ratings.js';
import { BUDGET_TRAITS, type TurnBudget } from './pp-budget.js';
import type { Scenario } from './schema.js';
import type { TraitId } from './trait-ids.js';

/** The traits that change bidding, shown beside a general (App. I). */
export const BIDDING_TRAITS: readonly TraitId[] = [
  ...BUDGET_TRAITS,
  'inept',
  'insubordinate',
  'micromanager',
  'sloppy-staff-work',
  'trusted-lieutenant',
  'finest-hour',
];

/** What the player typed and rolled for one general. */
export interface BidDraft {
  /** His PP this turn as typed; unset while he has typed none. */
  readonly pp?: string;
  /** On the table, as ticked; unset while the scenario decides. */
  readonly present?: boolean;
  readonly clock: string;
  readonly saved: string;
  /** PP typed for each division, by division id. */
  readonly divisions: Readonly<Record<string, string>>;
  /** His PP for the turn as rolled for his budget traits. */
  readonly budget?: TurnBudget;
  /** His Finest Hour roll this turn. */
  readonly finestHour?: number;
}

/** A general's draft before anything is typed. */
export const EMPTY_BID_DRAFT: BidDraft = { clock: '', saved: '', divisions: {} };

/** Whether the player has typed, ticked or rolled anything in `draft` (work a page may lose). */
export function draftTouched(draft: BidDraft): boolean {
  const typed = (t: string | undefined) => t !== undefined && t.trim() !== '';
  return (
    typed(draft.pp) ||
    draft.present !== undefined ||
    typed(draft.clock) ||
    typed(draft.saved) ||
    Object.values(draft.divisions).some(typed) ||
    draft.budget !== undefined ||
    draft.finestHour !== undefined
  );
}

/** A typed count of PP: 0 for an empty field, else the number typed (NaN when it is none). */
export function typedPoints(text: string | undefined): number {
  return text === undefined || text.trim() === '' ? 0 : Number(text);
}

/** A typed PP for the turn: null for an empty field, else the number typed. */
export function typedPp(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/**
 * His PP this turn as the field shows it: what he typed, else his rolled budget, else his
 * rating, except for a Hesitant general, whose PP is rolled every turn (App. I, Hesitant).
 */
export function draftPpText(draft: BidDraft, rating: GeneralRating | null): string {
  if (draft.pp !== undefined) return draft.pp;
  if (draft.budget) return draft.budget.pp === null ? '' : String(draft.budget.pp);
  return rating?.pp == null || rating.traits.includes('hesitant') ? '' : String(rating.pp);
}

/** The draft after a budget roll: the rolled PP replaces any typed. */
export function withBudget(draft: BidDraft, budget: TurnBudget): BidDraft {
  const { pp: _typed, ...rest } = draft;
  return { ...rest, budget };
}

/** The turn typed, when it is one of the scenario's turns; else turn 1. */
export function draftTurn(scenario: Scenario, text: string): number {
  const t = Number(text);
  return Number.isInteger(t) && t >= 1 && t <= scenario.turns.length ? t : 1;
}

/** Whether the general is on the table: as ticked, else as the scenario has him arrive. */
export function draftPresent(
  draft: BidDraft,
  scenario: Scenario,
  generalId: string,
  turn: number,
): boolean {
  return draft.present ?? generalOnTable(scenario, generalId, turn) ?? false;
}

/** The general's draft as a bid to check. */
export function draftBid(
  generalId: string,
  draft: BidDraft,
  rating: GeneralRating | null,
  present: boolean,
): GeneralBid {
  return {
    generalId,
    pp: typedPp(draftPpText(draft, rating)),
    traits: rating?.traits ?? [],
    present,
    clock: typedPoints(draft.clock),
    saved: typedPoints(draft.saved),
    divisions: Object.fromEntries(
      Object.entries(draft.divisions).map(([k, v]) => [k, typedPoints(v)]),
    ),
  };
}
