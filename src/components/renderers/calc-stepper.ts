/**
 * A whole number as a stepper: a number field between − and + buttons (each a full-size
 * target), kept within its range. A whole number in range counts as it is typed; anything else
 * is answered under the field until the field is left, when it is brought into range or the
 * last good value comes back. A template: the calculator's counts use it.
 */
import { html, type nothing, type TemplateResult } from 'lit';

/** What a stepper shows and where its value goes. */
export interface StepperView {
  readonly id: string;
  readonly label: string;
  /** Shown after the label (a rulebook place). */
  readonly rule?: TemplateResult | typeof nothing;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  /** What the number is, for the message on a bad entry: 'number of divisions'. */
  readonly noun: string;
  /** The message on what is being typed, if it cannot be used. */
  readonly message: string | undefined;
  /** Takes a value already within the range. */
  set(n: number): void;
  /** Shows a message on what is being typed, or clears it (null). */
  note(message: string | null): void;
}

/**
 * The stepper; a typed value that is not a whole number puts the last good one back when the
 * field is left. The value is bound only when it changes (not `live`), so a re-render while
 * the player is typing (the message under the field) never puts the old number back into a
 * field they have just cleared.
 */
export function renderStepper(s: StepperView) {
  const clamp = (n: number) => Math.min(s.max, Math.max(s.min, n));
  return html`<div class="stepper-field">
    <label for=${s.id}>${s.label}${s.rule}</label>
    <span class="stepper">
      <button
        type="button"
        aria-label=${`Fewer: ${s.label}`}
        ?disabled=${s.value <= s.min}
        @click=${() => {
          s.set(clamp(s.value - 1));
        }}
      >
        −
      </button>
      <input
        id=${s.id}
        type="number"
        inputmode="numeric"
        min=${s.min}
        max=${s.max}
        .value=${String(s.value)}
        aria-describedby=${`${s.id}-message`}
        @input=${(e: Event) => {
          const raw = (e.target as HTMLInputElement).value.trim();
          const n = Number(raw);
          if (raw !== '' && Number.isInteger(n) && n >= s.min && n <= s.max) {
            s.note(null);
            if (n !== s.value) s.set(n);
          } else
            s.note(
              `${s.noun.charAt(0).toUpperCase()}${s.noun.slice(1)}: enter a whole number from ${s.min} to ${s.max}.`,
            );
        }}
        @change=${(e: Event) => {
          s.note(null);
          const field = e.target as HTMLInputElement;
          const n = Number(field.value);
          if (Number.isInteger(n)) s.set(clamp(n));
          // Not a whole number: show the last good value again.
          if (!Number.isInteger(n) || clamp(n) === s.value) field.value = String(s.value);
        }}
      />
      <button
        type="button"
        aria-label=${`More: ${s.label}`}
        ?disabled=${s.value >= s.max}
        @click=${() => {
          s.set(clamp(s.value + 1));
        }}
      >
        +
      </button>
    </span>
    <span class="field-message" id=${`${s.id}-message`} aria-live="polite">${s.message ?? ''}</span>
  </div>`;
}
