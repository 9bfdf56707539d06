/**
 * The roster's controls: each setting as a select or a row of joined buttons, the search box,
 * and "Expand all" and "Collapse all" where groups fold. Hidden in print.
 */
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { RosterChoice, RosterDescriptor, RosterView } from '../../core/shared/roster.js';
import { foldingGroups } from '../../core/shared/roster-search.js';
import { segmentedField, selectField } from '../shared/choice-fields.js';

/** The buttons that unfold every group, or fold every one. */
const FOLDS = [
  { text: 'Expand all', all: false },
  { text: 'Collapse all', all: true },
] as const;

/** What the controls do. */
export interface RosterControlActions {
  choose(c: RosterChoice, value: string): void;
  search(query: string): void;
  /** Folds the groups `ids` and unfolds every other. */
  fold(ids: readonly string[]): void;
}

/**
 * The controls of roster `d` showing `view`, with its settings and search as they are; nothing
 * when it has no setting, no search and no folding group (a chart typed in by the player).
 */
export function renderControls(
  d: RosterDescriptor,
  view: RosterView,
  choices: Readonly<Record<string, string>>,
  query: string,
  on: RosterControlActions,
) {
  const folding = foldingGroups(view.sections);
  if (d.choices.length === 0 && !d.search && folding.length === 0) return nothing;
  return html`<div class="controls no-print">
    ${d.choices.map((c) => {
      const field = {
        label: c.label,
        options: c.options,
        chosen: choices[c.key],
        pick: (value: string) => {
          on.choose(c, value);
        },
      };
      return c.control === 'select'
        ? selectField(field)
        : segmentedField({ ...field, name: c.key });
    })}
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
            ${FOLDS.map(
              (f) =>
                html`<button
                  type="button"
                  @click=${() => {
                    on.fold(f.all ? folding : []);
                  }}
                >
                  ${f.text}
                </button>`,
            )}
          </div>`
        : nothing
    }
  </div>`;
}
