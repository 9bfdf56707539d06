import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { InputCheck, InputDef, RollSide } from '../../core/shared/tool.js';
import type { AppliedModifier, InputValue, Inputs, Modifier } from '../../core/shared/types.js';
import { applyModifiers, sumModifiers } from '../../core/shared/modifiers.js';
import { inputVisible } from '../../core/shared/tool-inputs.js';
import { sharedStyles } from './shared-styles.js';
import { hostBlockStyles } from './host-block-styles.js';
import { stepperStyles } from './stepper-styles.js';
import { modifierChip, modifierHome, placeModifiers } from './modifier-chips.js';
import { signed } from '../../core/shared/signed.js';
import { withRulingLinks } from './ruling-links.js';
import { live } from 'lit/directives/live.js';

/** Fired when the player changes an input; `detail` holds every input's new value. */
export type InputsChangeEvent = CustomEvent<{ inputs: Record<string, InputValue> }>;

/**
 * One side's situation: a control for each input (checkbox, stepper or choice) with the
 * modifiers it sets beside it (value, name and rule, marked when it applies), any modifier that
 * depends on no input after them, and the side's total.
 *
 * @summary Modifier checklist of one side of a roll.
 * @fires hs-inputs-change - the player changed an input
 */
@customElement('hs-modifier-list')
export class HsModifierList extends LitElement {
  static override styles = [
    sharedStyles,
    hostBlockStyles,
    css`
      fieldset {
        min-width: 0;
        border: 2px solid var(--hs-border);
        border-radius: var(--hs-radius);
        padding: 0.5rem 1rem 1rem;
        margin: 0;
        background: var(--hs-surface);
      }
      legend {
        font-weight: 700;
        font-size: 1.1rem;
        padding: 0 0.25rem;
      }
      .control {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.25rem 0.75rem;
        padding: 0.25rem 0;
        border-bottom: 1px solid var(--hs-surface-2);
      }
      .control label.flag {
        display: flex;
        align-items: center;
        gap: 0.6rem;
        min-height: var(--hs-target);
        flex: 1 1 14rem;
        cursor: pointer;
      }
      .control .name {
        flex: 1 1 14rem;
      }
      ${stepperStyles}
      .rule {
        white-space: normal;
      }
      .help {
        flex-basis: 100%;
        color: var(--hs-muted);
        font-size: 0.9rem;
        margin: 0;
      }
      .warn {
        flex-basis: 100%;
        margin: 0.25rem 0;
        padding: 0.4rem 0.6rem;
        font-size: 0.95rem;
      }
      .warn p {
        margin: 0;
      }
      .mods {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 0.75rem;
      }
      [data-modifier] {
        font-size: 0.9rem;
      }
      [data-modifier] .value {
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      [data-modifier].off {
        color: var(--hs-muted);
      }
      [data-modifier].on .value::before {
        content: '✓ ';
        color: var(--hs-good);
      }
      .total {
        margin: 0.5rem 0 0;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
    `,
  ];

  /** The game's slug, for linking the ruling codes in rule references. */
  @property() game = '';
  /** The side whose inputs and modifiers are shown. */
  @property({ attribute: false }) side?: RollSide;
  /** Current values of all the tool's inputs (a flat map across sides). */
  @property({ attribute: false }) inputs: Inputs = {};
  /** The rule checks the inputs break, each shown beside the input it names (by id). */
  @property({ attribute: false }) warnings: readonly {
    readonly at: string;
    readonly check: InputCheck;
  }[] = [];

  private emit(id: string, value: InputValue): void {
    const inputs = { ...this.inputs, [id]: value };
    this.dispatchEvent(
      new CustomEvent('hs-inputs-change', { detail: { inputs }, bubbles: true, composed: true }),
    );
  }

  /** The input's rule (unless a modifier beside it cites the same) and its modifiers' marks. */
  private aside(def: InputDef, mods: readonly Modifier[], applied: readonly AppliedModifier[]) {
    const ownRule = def.rule && !mods.some((m) => m.rule === def.rule) ? def.rule : null;
    return html`${ownRule ? html`<span class="rule">${withRulingLinks(this.game, ownRule)}</span>` : nothing}
    ${mods.length ? html`<span class="mods">${mods.map((m) => modifierChip(this.game, m, applied))}</span>` : nothing}`;
  }

  private renderControl(
    def: InputDef,
    mods: readonly Modifier[],
    applied: readonly AppliedModifier[],
  ) {
    const value = this.inputs[def.id];
    const warned = this.warnings.filter((w) => w.at === def.id);
    const help = html`${
      def.help
        ? html`<p class="help" id=${`h-${def.id}`}>${withRulingLinks(this.game, def.help)}</p>`
        : nothing
    }${
      warned.length
        ? html`<div class="notice warn" id=${`w-${def.id}`}>
            ${warned.map(
              (w) =>
                html`<p>
                  Not allowed: ${withRulingLinks(this.game, w.check.message)}
                  <span class="rule">${withRulingLinks(this.game, w.check.rule)}</span>
                </p>`,
            )}
          </div>`
        : nothing
    }`;
    const described =
      [def.help ? `h-${def.id}` : '', warned.length ? `w-${def.id}` : '']
        .filter(Boolean)
        .join(' ') || nothing;
    const chips =
      def.kind === 'choice' && def.compactModifiers === true
        ? mods.filter((m) => applied.some((a) => a.id === m.id))
        : mods;
    const rule = this.aside(def, chips, applied);
    switch (def.kind) {
      case 'flag':
        return html`<div class="control">
          <label class="flag">
            <input
              id=${`i-${def.id}`}
              type="checkbox"
              .checked=${value === true}
              aria-describedby=${described}
              @change=${(e: Event) => {
                this.emit(def.id, (e.target as HTMLInputElement).checked);
              }}
            />
            <span>${def.label}</span>
          </label>
          ${rule} ${help}
        </div>`;
      case 'count': {
        const n = typeof value === 'number' ? value : def.default;
        const set = (v: number) => {
          this.emit(def.id, Math.min(def.max, Math.max(def.min, v)));
        };
        return html`<div class="control">
          <label class="name" for=${`i-${def.id}`}>${def.label}</label>
          <span class="stepper">
            <button
              type="button"
              aria-label=${`Decrease ${def.label}`}
              ?disabled=${n <= def.min}
              @click=${() => {
                set(n - 1);
              }}
            >
              −
            </button>
            <input
              id=${`i-${def.id}`}
              type="number"
              inputmode="numeric"
              min=${def.min}
              max=${def.max}
              .value=${live(String(n))}
              aria-describedby=${described}
              @change=${(e: Event) => {
                const v = Number((e.target as HTMLInputElement).value);
                if (Number.isInteger(v)) set(v);
                // The field then shows the value used: a number out of range is brought within
                // it, and one that is not whole goes back to the last.
                this.requestUpdate();
              }}
            />
            <button
              type="button"
              aria-label=${`Increase ${def.label}`}
              ?disabled=${n >= def.max}
              @click=${() => {
                set(n + 1);
              }}
            >
              +
            </button>
          </span>
          ${rule} ${help}
        </div>`;
      }
      case 'choice':
        return html`<div class="control">
          <label class="name" for=${`i-${def.id}`}>${def.label}</label>
          <select
            id=${`i-${def.id}`}
            .value=${String(value ?? def.default)}
            aria-describedby=${described}
            @change=${(e: Event) => {
              this.emit(def.id, (e.target as HTMLSelectElement).value);
            }}
          >
            ${def.options.map((o) => html`<option value=${o.value} ?selected=${o.value === value}>${o.label}</option>`)}
          </select>
          ${rule} ${help}
        </div>`;
    }
  }

  override render() {
    const side = this.side;
    if (!side) return nothing;
    const applied = applyModifiers(side.modifiers, this.inputs);
    const shown = side.inputs.filter((d) => inputVisible(d, this.inputs));
    const placed = placeModifiers(
      side.modifiers,
      shown.map((d) => d.id),
    );
    const { beside } = placed;
    // A modifier of a hidden control cannot apply while it is hidden: it is not listed.
    const rest = placed.rest.filter((m) => {
      const home = modifierHome(m);
      const hidden = home !== null && side.inputs.some((d) => d.id === home);
      return !hidden || applied.some((a) => a.id === m.id);
    });
    return html`<fieldset>
      <legend>${side.label}</legend>
      ${shown.map((d) => this.renderControl(d, beside.get(d.id) ?? [], applied))}
      ${
        rest.length
          ? html`<div class="control other">
              <span class="name">Other modifiers</span>
              <span class="mods">${rest.map((m) => modifierChip(this.game, m, applied))}</span>
            </div>`
          : nothing
      }
      ${
        side.modifiers.length
          ? html`<p class="total">
              Total modifier <output aria-live="polite">${signed(sumModifiers(applied))}</output>
            </p>`
          : nothing
      }
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-modifier-list': HsModifierList;
  }
  interface GlobalEventHandlersEventMap {
    'hs-inputs-change': InputsChangeEvent;
  }
}
