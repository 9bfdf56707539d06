import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { InputDef, RollSide } from '../../core/shared/tool.js';
import type { AppliedModifier, InputValue, Inputs } from '../../core/shared/types.js';
import { applyModifiers, sumModifiers } from '../../core/shared/modifiers.js';
import { inputVisible } from '../../core/shared/tool-inputs.js';
import { sharedStyles } from './shared-styles.js';
import { hostBlockStyles } from './host-block-styles.js';
import { stepperStyles } from './stepper-styles.js';
import { tableHead } from './table-head.js';
import { signed } from '../../core/shared/signed.js';
import { withRulingLinks } from './ruling-links.js';

/** Fired when the player changes an input; `detail` holds every input's new value. */
export type InputsChangeEvent = CustomEvent<{ inputs: Record<string, InputValue> }>;

/**
 * One side's situation: a control for each input (checkbox, stepper or choice), then every
 * modifier of the procedure with its value and rule, marked when it applies, and the total.
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
      table {
        width: 100%;
        border-collapse: collapse;
        margin-top: 0.75rem;
      }
      caption {
        text-align: left;
        font-weight: 700;
      }
      th,
      td {
        text-align: left;
        padding: 0.25rem 0.4rem;
        border-bottom: 1px solid var(--hs-surface-2);
      }
      .num {
        text-align: right;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      tr.off {
        color: var(--hs-muted);
      }
      tr.on td:first-child::before {
        content: '✓ ';
        color: var(--hs-good);
        font-weight: 700;
      }
      tfoot th,
      tfoot td {
        font-weight: 700;
        border-top: 2px solid var(--hs-border);
      }
    `,
  ];

  /** The game's slug, for linking the ruling codes in rule references. */
  @property() game = '';
  /** The side whose inputs and modifiers are shown. */
  @property({ attribute: false }) side?: RollSide;
  /** Current values of all the tool's inputs (a flat map across sides). */
  @property({ attribute: false }) inputs: Inputs = {};

  private emit(id: string, value: InputValue): void {
    const inputs = { ...this.inputs, [id]: value };
    this.dispatchEvent(
      new CustomEvent('hs-inputs-change', { detail: { inputs }, bubbles: true, composed: true }),
    );
  }

  private renderControl(def: InputDef) {
    const value = this.inputs[def.id];
    const help = def.help
      ? html`<p class="help" id=${`h-${def.id}`}>${withRulingLinks(this.game, def.help)}</p>`
      : nothing;
    const rule = def.rule
      ? html`<span class="rule">${withRulingLinks(this.game, def.rule)}</span>`
      : nothing;
    switch (def.kind) {
      case 'flag':
        return html`<div class="control">
          <label class="flag">
            <input
              type="checkbox"
              .checked=${value === true}
              aria-describedby=${def.help ? `h-${def.id}` : nothing}
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
              .value=${String(n)}
              aria-describedby=${def.help ? `h-${def.id}` : nothing}
              @change=${(e: Event) => {
                const v = Number((e.target as HTMLInputElement).value);
                if (Number.isInteger(v)) set(v);
                else this.requestUpdate();
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
            aria-describedby=${def.help ? `h-${def.id}` : nothing}
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
    const total = sumModifiers(applied);
    return html`<fieldset>
      <legend>${side.label}</legend>
      ${side.inputs.filter((d) => inputVisible(d, this.inputs)).map((d) => this.renderControl(d))}
      ${side.modifiers.length === 0 ? nothing : this.renderModifiers(side, applied, total)}
    </fieldset>`;
  }

  /** The side's modifiers, those that apply marked, and their total; none for a plain die. */
  private renderModifiers(side: RollSide, applied: readonly AppliedModifier[], total: number) {
    return html`<table>
      <caption>
        Modifiers
      </caption>
      ${tableHead(['Modifier', { text: 'Value', num: true }, 'Rule'])}
      <tbody>
        ${side.modifiers.map((m) => {
          const hit = applied.find((a) => a.id === m.id);
          return html`<tr class=${hit ? 'on' : 'off'}>
            <td>
              ${m.label}${hit ? html`<span class="visually-hidden"> (applies)</span>` : nothing}
            </td>
            <td class="num">
              ${hit ? signed(hit.value) : signed(m.value)}${m.per && !hit ? ' each' : ''}
            </td>
            <td class="rule">${withRulingLinks(this.game, m.rule)}</td>
          </tr>`;
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total modifier</th>
          <td class="num" aria-live="polite">${signed(total)}</td>
          <td></td>
        </tr>
      </tfoot>
    </table>`;
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
