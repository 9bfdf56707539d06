import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  ARMY_LIMITS,
  NATION_LABELS,
  NATIONS,
  applyCampaignEvent,
  regionName,
  type CampaignEvent,
  type CampaignState,
  type Nation,
  type RegionNames,
  type Setup,
  type Theater,
} from '../../core/games/price-of-freedom/index.js';
import { segmentedStyles } from '../../components/shared/segmented-styles.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import { UnsavedController } from '../../components/controllers/unsaved-controller.js';
import { keptTypedNote } from '../../components/shared/kept-typed.js';
import { newCorpsStyles } from './hs-pof-new-corps.styles.js';
import {
  FIRST_CHOICE,
  THEATERS,
  THEATER_WORD,
  placement,
  shownChoice,
  withSide,
  type NewCorpsChoice,
} from './new-corps/choice.js';
import { placeForm } from './new-corps/place-form.js';

/** A change the tracker should record, with its description for the status line. */
export type CampaignChangeEvent = CustomEvent<{ event: CampaignEvent; what: string }>;

/**
 * Placing new corps in the War Effort tracker (§11.5-11.9): where (capped per region in each
 * reinforcement phase or campaign round), with which army (the theater commanders' priority),
 * and the corps under each theater commander. It checks a placement against the rules before
 * asking the tracker to record it (`hs-campaign-change`), and shows a refusal beside the form.
 *
 * @summary Price of Freedom: placing new corps, with the region caps and reinforcement priority.
 */
@customElement('hs-pof-new-corps')
export class HsPofNewCorps extends LitElement {
  static override styles = [sharedStyles, segmentedStyles, newCorpsStyles];

  /** The tracker's state. */
  @property({ attribute: false }) campaign?: CampaignState;
  /** The set-up, for the regions the rulebook names. */
  @property({ attribute: false }) setup?: Setup;
  /** Region display names. */
  @property({ attribute: false }) names: RegionNames = new Map<string, string>();

  /** How many times another tab changed the game since it was opened (the tracker counts). */
  @property({ type: Number }) elsewhere = 0;

  /** What the player has picked in the form. */
  @state() private choice: NewCorpsChoice = FIRST_CHOICE;
  @state() private error = '';
  /** Theater commanders' corps typed and not yet entered (the field's id: its text). */
  @state() private typedCorps: Readonly<Record<string, string>> = {};
  /** Whether the game was changed in another tab while something here was typed or picked. */
  @state() private moved = false;

  /** A placement picked and not yet made: leaving or opening another game asks first. */
  protected readonly unsaved = new UnsavedController(this, {
    what: () => 'the new corps picked and not yet placed',
    // The side is where the form stands, not a pick: any other choice is one.
    dirty: () => this.holds(),
  });

  /** Whether a placement is picked, or corps typed, and not yet recorded. */
  private holds(): boolean {
    return (
      Object.keys(this.typedCorps).length > 0 ||
      JSON.stringify({ ...this.choice, side: FIRST_CHOICE.side }) !== JSON.stringify(FIRST_CHOICE)
    );
  }

  override willUpdate(changed: PropertyValues<this>): void {
    // Another tab changed the game: what is picked or typed here stays, marked.
    if (changed.has('elsewhere') && changed.get('elsewhere') !== undefined && this.holds())
      this.moved = true;
  }

  /** True once `event` is sent to the tracker. */
  private emit(event: CampaignEvent, what: string): boolean {
    const c = this.campaign;
    if (!c) return false;
    try {
      applyCampaignEvent(c, event);
    } catch (e) {
      this.error = e instanceof RangeError ? e.message : 'That is not possible now.';
      return false;
    }
    this.error = '';
    this.dispatchEvent(
      new CustomEvent('hs-campaign-change', {
        detail: { event, what },
        bubbles: true,
        composed: true,
      }),
    );
    return true;
  }

  private renderPlace(c: CampaignState) {
    return placeForm({
      campaign: c,
      names: this.names,
      choice: this.choice,
      shown: shownChoice(c, this.setup, this.choice),
      error: this.error,
      pickSide: (side: Nation) => {
        this.choice = withSide(this.choice, side);
        this.error = '';
      },
      pickRegion: (region: string) => {
        this.choice = { ...this.choice, region, kind: null };
        this.error = '';
      },
      markUnable: (t: Theater, unable: boolean) => {
        const now = this.choice.unable;
        this.choice = { ...this.choice, unable: unable ? [...now, t] : now.filter((x) => x !== t) };
      },
      set: (change) => {
        this.choice = { ...this.choice, ...change };
      },
      place: () => {
        const p = placement(c, this.setup, this.names, this.choice);
        if ('error' in p) this.error = p.error;
        else if (this.emit(p.event, p.what)) {
          this.choice = { ...FIRST_CHOICE, side: this.choice.side };
          this.moved = false;
        }
      },
    });
  }

  private renderPlaced(c: CampaignState) {
    const lines = NATIONS.flatMap((n) =>
      Object.entries(c.placed[n]).map(
        ([id, count]) => `${NATION_LABELS[n]}: ${regionName(c, this.names, id)} ${count}`,
      ),
    );
    return html`<fieldset class="box">
      <legend>New corps this phase or round <span class="rule">§11.5</span></legend>
      ${
        lines.length > 0
          ? html`<ul class="placed">
              ${lines.map((l) => html`<li>${l}</li>`)}
            </ul>`
          : html`<p class="hint">None yet.</p>`
      }
      <button
        type="button"
        ?disabled=${lines.length === 0}
        @click=${() => {
          this.emit({ type: 'new-round' }, 'New phase or round: the region caps start again.');
        }}
      >
        Next phase or round
      </button>
    </fieldset>`;
  }

  private renderTheaters(c: CampaignState) {
    return html`<fieldset class="box">
      <legend>
        Theater commanders’ corps (0: none)
        <span class="rule">§7.2.3, §11.7-11.8</span>
      </legend>
      <div class="tcs">
        ${NATIONS.flatMap((n) =>
          THEATERS.map((t) => {
            const id = `tc-${n}-${t}`;
            return html`<label class="field" for=${id}
              >${NATION_LABELS[n]} ${THEATER_WORD[t]}
              <input
                id=${id}
                type="number"
                inputmode="numeric"
                min="0"
                max=${ARMY_LIMITS.theaterMax}
                .value=${live(this.typedCorps[id] ?? String(c.theaterCorps[n][t]))}
                @input=${(e: Event) => {
                  this.typedCorps = {
                    ...this.typedCorps,
                    [id]: (e.target as HTMLInputElement).value,
                  };
                }}
                @change=${(e: Event) => {
                  const v = Number((e.target as HTMLInputElement).value);
                  if (!Number.isInteger(v) || v < 0 || v > ARMY_LIMITS.theaterMax) {
                    this.error = `A theater commander has 1 to ${ARMY_LIMITS.theaterMax} corps; 0 when there is none.`;
                    this.requestUpdate();
                    return;
                  }
                  const { [id]: _entered, ...rest } = this.typedCorps;
                  if (
                    this.emit(
                      { type: 'set-theater-corps', side: n, theater: t, corps: v },
                      `${NATION_LABELS[n]} ${THEATER_WORD[t]} theater commander: ${v === 0 ? 'none' : `${v} corps`}.`,
                    )
                  )
                    this.typedCorps = rest;
                }}
            /></label>`;
          }),
        )}
      </div>
    </fieldset>`;
  }

  override render() {
    const c = this.campaign;
    if (!c) return nothing;
    return html`${this.moved && this.holds() ? keptTypedNote('nc-moved', 'the game') : nothing}
    ${this.renderPlace(c)} ${this.renderPlaced(c)} ${this.renderTheaters(c)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-pof-new-corps': HsPofNewCorps;
  }
  interface GlobalEventHandlersEventMap {
    'hs-campaign-change': CampaignChangeEvent;
  }
}
