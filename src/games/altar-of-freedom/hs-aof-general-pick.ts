import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  generalRating,
  loadScenario,
  scenarioGenerals,
  traitPresets,
  type TraitTool,
} from '../../core/games/altar-of-freedom/index.js';
import { SIDE_NAMES, traitNames } from '../../core/games/altar-of-freedom/display-names.js';
import type { InputValue } from '../../core/shared/types.js';
import { formatRoute } from '../../routing/routes.js';
import type { Store } from '../../storage/store.js';
import { disclosureStyles } from '../../components/shared/disclosure-styles.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import { EnteredRatings } from './entered-ratings.js';
import { scenarioOptions } from './scenario-options.js';

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
    disclosureStyles,
    css`
      :host {
        display: block;
        margin-bottom: 1rem;
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

  /** The generals' PP and traits entered on the Orders of battle page, kept current. */
  private readonly entered = new EnteredRatings(this, (said) => {
    this.message = said;
  });
  @state() private scenario = 'shiloh';
  @state() private general = '';
  @state() private message = '';

  private handleApply(): void {
    const rating = generalRating(this.entered.value, this.scenario, this.general);
    if (!rating) return;
    const inputs = traitPresets(this.tool, rating.traits, rating.side);
    this.message =
      rating.traitsSource === 'missing'
        ? `No traits entered for ${rating.general.name}: the rulebook prints none. Set as a general without traits.`
        : `${rating.general.name} (${traitNames(rating.traits) || 'no traits'}): inputs set from your entries.`;
    this.dispatchEvent(
      new CustomEvent('hs-presets', {
        detail: { inputs, general: rating.general.name },
        bubbles: true,
        composed: true,
      }),
    );
  }

  private renderGenerals() {
    const loaded = loadScenario(this.scenario);
    const generals = loaded.ok ? scenarioGenerals(loaded.value) : [];
    return generals.map((g) => {
      const r = generalRating(this.entered.value, this.scenario, g.general.id);
      const traits = r?.traits.length ? ` (${traitNames(r.traits)})` : '';
      return html`<option value=${g.general.id} ?selected=${g.general.id === this.general}>
        ${g.general.name}, ${SIDE_NAMES[g.side]}${traits}
      </option>`;
    });
  }

  override render() {
    return html`<details class="disclosure">
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
            ${scenarioOptions(this.scenario)}
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
            ${this.renderGenerals()}
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
