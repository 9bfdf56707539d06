/**
 * The generals' PP and traits the player entered (the rulebook prints none for the starter
 * scenarios, ruling G1): read from the store, and shown beside a general.
 */
import { html, type TemplateResult } from 'lit';
import {
  GENERAL_RATINGS_KIND,
  generalRating,
  type GeneralRatings,
  type Scenario,
} from '../../core/games/altar-of-freedom/index.js';
import { traitNames } from '../../core/games/altar-of-freedom/display-names.js';
import { parseWith } from '../../core/shared/parse-with.js';
import type { Store } from '../../storage/store.js';
import { rulingLink } from '../../components/shared/ruling-links.js';
import { GAME_ID } from '../../core/games/altar-of-freedom/index.js';

/** The generals' PP and traits the player entered (empty when none or unreadable). */
export async function loadGeneralRatings(store: Store): Promise<GeneralRatings> {
  const record = await store
    .getUserData(GENERAL_RATINGS_KIND.gameSlug, GENERAL_RATINGS_KIND.kind)
    .catch(() => undefined);
  const parsed = record ? parseWith(GENERAL_RATINGS_KIND.schema, record.data) : null;
  return parsed?.ok ? parsed.value : {};
}

/**
 * A general's PP and traits for a scenario as shown beside him: the entered values marked as the
 * player's, or the gap marked as not printed (ruling G1).
 */
export function ratingText(
  ratings: GeneralRatings,
  scenario: Scenario,
  generalId: string,
): TemplateResult {
  const r = generalRating(ratings, scenario, generalId);
  if (!r || (r.ppSource === 'missing' && r.traitsSource === 'missing')) {
    return html`<span class="missing"
      >Priority Points and traits not printed (${rulingLink(GAME_ID, 'G1', 'ruling G1')})</span
    >`;
  }
  const traits = traitNames(r.traits);
  const mine = r.ppSource === 'player' || r.traitsSource === 'player';
  return html`<span class=${mine ? 'entered' : ''}
    >${r.pp === null ? 'PP not entered' : `${r.pp} PP`}${traits ? ` · ${traits}` : ''}${mine ? ' (entered by you)' : ''}</span
  >`;
}
