import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  GENERAL_RATINGS_KIND,
  generalRating,
  loadScenario,
  scenarioGenerals,
  scenarioIndex,
  TRAITS,
  traitPresets,
  type GeneralRatings,
  type TraitTool,
} from '../../core/games/altar-of-freedom/index.js';
import { parseWith } from '../../core/shared/parse-with.js';
import type { InputValue } from '../../core/shared/types.js';
import { formatRoute } from '../../routing/routes.js';
import { getStore, type Store } from '../../storage/store.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';

/** Fired with the inputs a chosen general's traits set. */
export type PresetsEvent = CustomEvent<{ inputs: Record<string, InputValue>; general: string }>;

/**
 * Picks a general of a scenario and sets the tool's trait inputs from the traits the player
 * entered for him (the rulebook prints none), so a tool applies a trait when the chosen general
 * has it.
 *
 * @summary Apply a chosen general's entered traits to a tool.
 * @fires hs-presets - the inputs his traits set
 */
@customElement('hs-aof-general-pick')
export class HsAofGeneralPick extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        margin-bottom: 1rem;
      }
      details {
        border: 2px solid var(--hs-border);
        border-radius: var(--hs-radius);
        padding: 0.25rem 1rem;
        background: var(--hs-surface);
      }
      summary {
        min-height: var(--hs-target);
        display: flex;
        align-items: center;
        font-weight: 600;
        cursor: pointer;
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 1rem;
        align-items: end;
        padding-bottom: 0.75rem;
      }
      label {
        display: grid;
        gap: 0.2rem;
      }
      p.rule {
        white-space: normal;
      }
    `,
  ];

  /** The tool whose inputs the traits set. */
  @property({ attribute: false }) tool: TraitTool = 'general-fate';
  /** Store override (tests). */
  @property({ attribute: false }) storeOverride?: Store;

  @state() private ratings: GeneralRatings = {};
  @state() private scenario = 'shiloh';
  @state() private general = '';
  @state() private message = '';

  override connectedCallback(): void {
    super.connectedCallback();
    void (async () => {
      const store = this.storeOverride ?? (await getStore());
      const record = await store
        .getUserData(GENERAL_RATINGS_KIND.gameSlug, GENERAL_RATINGS_KIND.kind)
        .catch(() => undefined);
      const parsed = record ? parseWith(GENERAL_RATINGS_KIND.schema, record.data) : null;
      if (parsed?.ok) this.ratings = parsed.value;
    })();
  }

  private handleApply(): void {
    const rating = generalRating(this.ratings, this.scenario, this.general);
    if (!rating) return;
    const inputs = traitPresets(this.tool, rating.traits, rating.side);
    const names = rating.traits.map((t) => TRAITS.find((x) => x.id === t)?.name ?? t);
    this.message =
      rating.traitsSource === 'missing'
        ? `No traits entered for ${rating.general.name}: the rulebook prints none. Set as a general without traits.`
        : `${rating.general.name} (${names.join(', ') || 'no traits'}): inputs set from your entries.`;
    this.dispatchEvent(
      new CustomEvent('hs-presets', {
        detail: { inputs, general: rating.general.name },
        bubbles: true,
        composed: true,
      }),
    );
  }

  override render() {
    const index = scenarioIndex();
    const scenarios = index.ok ? index.value.scenarios : [];
    const loaded = loadScenario(this.scenario);
    const generals = loaded.ok ? scenarioGenerals(loaded.value) : [];
    return html`<details>
      <summary>Use a general’s traits</summary>
      <p class="rule">
        The rulebook does not print the generals’ traits; enter them on the
        <a href=${formatRoute({ game: 'altar-of-freedom', tool: 'oob' })}>Orders of battle</a> page,
        then pick him here.
      </p>
      <div class="controls">
        <label>
          Scenario
          <select
            @change=${(e: Event) => {
              this.scenario = (e.target as HTMLSelectElement).value;
              this.general = '';
            }}
          >
            ${scenarios.map((s) => html`<option value=${s.slug} ?selected=${s.slug === this.scenario}>${s.title}</option>`)}
          </select>
        </label>
        <label>
          General
          <select
            @change=${(e: Event) => {
              this.general = (e.target as HTMLSelectElement).value;
            }}
          >
            <option value="" ?selected=${this.general === ''}>Choose…</option>
            ${generals.map((g) => {
              const r = generalRating(this.ratings, this.scenario, g.general.id);
              const traits = r?.traits.length
                ? ` (${r.traits.map((t) => TRAITS.find((x) => x.id === t)?.name ?? t).join(', ')})`
                : '';
              return html`<option value=${g.general.id} ?selected=${g.general.id === this.general}>
                ${g.general.name}, ${g.side === 'USA' ? 'Union' : 'Confederate'}${traits}
              </option>`;
            })}
          </select>
        </label>
        <button type="button" ?disabled=${!this.general} @click=${this.handleApply}>
          Apply his traits
        </button>
      </div>
      ${this.message ? html`<p role="status">${this.message}</p>` : nothing}
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-general-pick': HsAofGeneralPick;
  }
  interface GlobalEventHandlersEventMap {
    'hs-presets': PresetsEvent;
  }
}
