/**
 * A choice among a few options, drawn the two ways the tools draw one: a labelled select, or a
 * segmented row of radios (styled by `segmented-styles.ts`). Written once, so every form that
 * offers a choice marks the chosen option and reports a pick the same way.
 */
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';

/** One option: the value picked and the words shown for it. */
export interface FieldOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

/** A choice of one of `options`, `chosen` now; `pick` hears the player's pick. */
export interface ChoiceField<V extends string> {
  readonly label: unknown;
  readonly options: readonly FieldOption<V>[];
  readonly chosen: string | undefined;
  readonly pick: (value: V) => void;
}

/** The `<option>`s of a select, with the one of value `chosen` selected. */
export function selectOptions(options: readonly FieldOption<string>[], chosen: unknown) {
  return options.map(
    (o) => html`<option value=${o.value} ?selected=${o.value === chosen}>${o.label}</option>`,
  );
}

/** A labelled select (`label.field`); `id`, when given, is the select's. */
export function selectField<V extends string>(f: ChoiceField<V> & { readonly id?: string }) {
  return html`<label class="field"
    >${f.label}
    <select
      id=${f.id ?? nothing}
      @change=${(e: Event) => {
        f.pick((e.target as HTMLSelectElement).value as V);
      }}
    >
      ${selectOptions(f.options, f.chosen)}
    </select>
  </label>`;
}

/** A segmented row of radios named `name` (`fieldset.segmented`), the label as its legend. */
export function segmentedField<V extends string>(f: ChoiceField<V> & { readonly name: string }) {
  return html`<fieldset class="segmented">
    <legend>${f.label}</legend>
    ${f.options.map(
      (o) =>
        html`<label
          ><input
            type="radio"
            name=${f.name}
            .value=${o.value}
            .checked=${live(f.chosen === o.value)}
            @change=${() => {
              f.pick(o.value);
            }}
          /><span>${o.label}</span></label
        >`,
    )}
  </fieldset>`;
}
