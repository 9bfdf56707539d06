import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';

/** How a whole-number field is drawn and what it reports. */
export interface NumberInputOptions {
  /** The text in the field: kept as typed, so a half-typed number is not lost. */
  readonly value: string;
  /** @default 0 */
  readonly min?: number;
  readonly max?: number;
  /** An accessible name, for a field without a visible label around it. */
  readonly label?: string;
  readonly id?: string;
  /** Marks the field as refused (aria-invalid), with the id of the text that says why. */
  readonly invalid?: { readonly is: boolean; readonly describedBy: string };
  /** 'input' reports every keystroke; 'change' only when the player leaves the field. */
  readonly report?: 'input' | 'change';
  /** Called with the field's text. */
  readonly onText: (text: string) => void;
}

/**
 * A field for a whole number of points or dice, with the phone's number pad: one template for
 * the many count fields of the worksheets, so each keeps the same step, keypad and live value.
 */
export function numberInput(o: NumberInputOptions): TemplateResult {
  const handle = (e: Event) => {
    o.onText((e.target as HTMLInputElement).value);
  };
  const onChange = o.report === 'change';
  return html`<input
    type="number"
    inputmode="numeric"
    id=${o.id ?? nothing}
    min=${o.min ?? 0}
    max=${o.max ?? nothing}
    step="1"
    aria-label=${o.label ?? nothing}
    aria-invalid=${o.invalid ? (o.invalid.is ? 'true' : 'false') : nothing}
    aria-describedby=${o.invalid?.describedBy ?? nothing}
    .value=${live(o.value)}
    @input=${onChange ? nothing : handle}
    @change=${onChange ? handle : nothing}
  />`;
}
