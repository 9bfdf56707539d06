/**
 * The generals' PP and traits the player entered (the rulebook prints none for the starter
 * scenarios, ruling G1): read from the store, and shown beside a general.
 */
import {
  html,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import {
  GENERAL_RATINGS_KIND,
  generalRating,
  type GeneralRatings,
  type Scenario,
} from '../../core/games/altar-of-freedom/index.js';
import { traitNames } from '../../core/games/altar-of-freedom/display-names.js';
import { parseWith } from '../../core/shared/parse-with.js';
import { onStoreChange } from '../../storage/changes.js';
import { getStore, type Store } from '../../storage/store.js';
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
 * The entered ratings for a view that reads them: read when the view is connected and again
 * whenever another tab or window saves them (then `changedElsewhere` is called with the sentence
 * that says so, for the view's status line).
 */
export class EnteredRatings implements ReactiveController {
  /** The ratings as last read (empty until then, or when none are stored or readable). */
  value: GeneralRatings = {};
  private off: (() => void) | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & { storeOverride?: Store | undefined },
    private readonly changedElsewhere?: (said: string) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.off = onStoreChange((c) => {
      if (
        c.type === 'user-data' &&
        c.gameSlug === GENERAL_RATINGS_KIND.gameSlug &&
        c.kind === GENERAL_RATINGS_KIND.kind
      )
        void this.read(true);
    });
    void this.read(false);
  }

  hostDisconnected(): void {
    this.off?.();
    this.off = undefined;
  }

  private async read(elsewhere: boolean): Promise<void> {
    this.value = await loadGeneralRatings(this.host.storeOverride ?? (await getStore()));
    this.host.requestUpdate();
    if (elsewhere)
      this.changedElsewhere?.(
        'The generals’ ratings were changed in another tab or window: these are the ones saved there.',
      );
  }
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
