import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { SCHEMA_LIMITS } from '../../core/shared/schema-limits.js';

/** How a line of text the player names something with is drawn, and what it reports. */
export interface TextInputOptions {
  /** The text in the field, kept live (an edit elsewhere shows at once). */
  readonly value: string;
  /** @default SCHEMA_LIMITS.text, the longest text a saved entry may hold */
  readonly maxLength?: number;
  /** An accessible name, for a field without a visible label around it. */
  readonly label?: string;
  readonly id?: string;
  readonly placeholder?: string;
  /** Called with the field's text at every keystroke. */
  readonly onText: (text: string) => void;
}

/**
 * A field for a name the player types (an army's, a division's, a general's): one template for
 * the many name fields, each limited to what a saved entry can hold.
 */
export function textInput(o: TextInputOptions): TemplateResult {
  return html`<input
    type="text"
    id=${o.id ?? nothing}
    maxlength=${o.maxLength ?? SCHEMA_LIMITS.text}
    aria-label=${o.label ?? nothing}
    placeholder=${o.placeholder ?? nothing}
    .value=${live(o.value)}
    @input=${(e: Event) => {
      o.onText((e.target as HTMLInputElement).value);
    }}
  />`;
}
