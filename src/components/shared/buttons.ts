/**
 * Buttons from plain specs: a row of actions (save, copy, print), or one button per value of a
 * list (a die's faces, the sides, the arms), each with its words, what it does and its look.
 * Every tool draws such rows; written once, they read the same and keep `type="button"`.
 */
import { html, nothing, type TemplateResult } from 'lit';

/** A button: its words, what a press does, its class (`primary`) and a screen reader's name. */
export interface ButtonSpec {
  /** Its words (a template may add words for screen readers only). */
  readonly label: unknown;
  readonly click: () => void;
  readonly class?: string;
  /** Read in place of the words by screen readers ("Open Army of the Ohio"). */
  readonly aria?: string;
}

/** One button. */
export function button(b: ButtonSpec): TemplateResult {
  return html`<button
    type="button"
    class=${b.class ?? nothing}
    aria-label=${b.aria ?? nothing}
    @click=${b.click}
  >
    ${b.label}
  </button>`;
}

/** One button per value of `values`, each as `spec` makes it. */
export function buttonsFor<T>(
  values: readonly T[],
  spec: (value: T) => ButtonSpec,
): TemplateResult[] {
  return values.map((v) => button(spec(v)));
}
