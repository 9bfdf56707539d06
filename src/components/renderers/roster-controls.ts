/**
 * The roster's controls: each setting as a select or a row of joined buttons, the search box,
 * and "Expand all" and "Collapse all" where groups fold. Hidden in print.
 */
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { RosterChoice, RosterDescriptor, RosterView } from '../../core/shared/roster.js';
import { foldingGroups } from '../../core/shared/roster-search.js';

/** What the controls do. */
export interface RosterControlActions {
  choose(c: RosterChoice, value: string): void;
  search(query: string): void;
  /** Folds the groups `ids` and unfolds every other. */
  fold(ids: readonly string[]): void;
}

/** The controls of roster `d` showing `view`, with its settings and search as they are. */
export function renderControls(
  d: RosterDescriptor,
  view: RosterView,
  choices: Readonly<Record<string, string>>,
  query: string,
  on: RosterControlActions,
) {
  const folding = foldingGroups(view.sections);
  return html`<div class="controls no-print">
    ${d.choices.map((c) =>
      c.control === 'select'
        ? html`<label class="field"
            >${c.label}
            <select
              @change=${(e: Event) => {
                on.choose(c, (e.target as HTMLSelectElement).value);
              }}
            >
              ${c.options.map(
                (o) =>
                  html`<option value=${o.value} ?selected=${o.value === choices[c.key]}>
                    ${o.label}
                  </option>`,
              )}
            </select>
          </label>`
        : html`<fieldset class="segmented">
            <legend>${c.label}</legend>
            ${c.options.map(
              (o) =>
                html`<label
                  ><input
                    type="radio"
                    name=${c.key}
                    .value=${o.value}
                    .checked=${live(choices[c.key] === o.value)}
                    @change=${() => {
                      on.choose(c, o.value);
                    }}
                  /><span>${o.label}</span></label
                >`,
            )}
          </fieldset>`,
    )}
    ${
      d.search
        ? html`<label class="field search"
            >${d.search.label}
            <input
              type="search"
              maxlength=${d.search.maxLength}
              .value=${live(query)}
              @input=${(e: Event) => {
                on.search((e.target as HTMLInputElement).value.slice(0, d.search?.maxLength));
              }}
              autocomplete="off"
              spellcheck="false"
          /></label>`
        : nothing
    }
    ${
      folding.length > 0
        ? html`<div class="expand">
            <button
              type="button"
              @click=${() => {
                on.fold([]);
              }}
            >
              Expand all
            </button>
            <button
              type="button"
              @click=${() => {
                on.fold(folding);
              }}
            >
              Collapse all
            </button>
          </div>`
        : nothing
    }
  </div>`;
}
