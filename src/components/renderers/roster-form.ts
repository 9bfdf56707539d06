/**
 * The form in which the player enters an entry's values: a note on what is entered, its fields
 * (number, text, a choice of one, a set of choices), the problems found, and Save, Cancel and
 * Clear. The game's core checks what is typed; the form only collects it.
 */
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { RosterField, RosterForm } from '../../core/shared/roster.js';
import { keptTypedNote, restoredNote } from '../shared/kept-typed.js';
import { renderEditorErrors } from '../shared/message-lists.js';
import { richText, type RosterContext } from './roster-text.js';

/** An entry's form as it is being filled in. */
export interface RosterDraft {
  readonly id: string;
  readonly form: RosterForm;
  readonly values: Readonly<Record<string, string | readonly string[]>>;
  readonly errors: readonly string[];
  /** Keys of the fields the errors concern. */
  readonly invalid: readonly string[];
  /**
   * Why the typed values are marked: the entries were saved in another tab or window since the
   * form opened, or the values were put back after the app's update.
   */
  readonly mark?: 'moved' | 'restored';
}

/** What the form does. */
export interface RosterFormActions {
  set(key: string, value: string | readonly string[]): void;
  submit(e: Event): void;
  cancel(): void;
  clear(): void;
}

function field(
  ctx: Pick<RosterContext, 'game' | 'texts'>,
  d: RosterDraft,
  f: RosterField,
  on: RosterFormActions,
) {
  const id = `${f.key}-${d.id}`;
  const errId = `errors-${d.id}`;
  const invalid = d.invalid.includes(f.key) ? 'true' : 'false';
  const value = d.values[f.key] ?? '';
  const text = typeof value === 'string' ? value : '';
  const typed = (e: Event) => {
    on.set(f.key, (e.target as HTMLInputElement | HTMLSelectElement).value);
  };
  switch (f.kind) {
    case 'number':
    case 'text': {
      const num = f.kind === 'number';
      const hint =
        num && f.hint ? html`<span class="hint">${richText(ctx, f.hint)}</span>` : nothing;
      return html`<label class="field" for=${id}
        >${f.label} ${hint}
        <input
          id=${id}
          type=${f.kind}
          inputmode=${num ? 'numeric' : nothing}
          min=${num ? f.min : nothing}
          max=${num ? f.max : nothing}
          step=${num ? '1' : nothing}
          maxlength=${num ? nothing : f.max}
          autocomplete=${num ? nothing : 'off'}
          .value=${live(text)}
          aria-describedby=${errId}
          aria-invalid=${invalid}
          @input=${typed}
      /></label>`;
    }
    case 'select':
      return html`<label class="field" for=${id}
        >${f.label}
        <select id=${id} aria-describedby=${errId} aria-invalid=${invalid} @change=${typed}>
          <option value="" ?selected=${text === ''}>${f.empty}</option>
          ${f.options.map(
            (o) => html`<option value=${o.value} ?selected=${o.value === text}>${o.label}</option>`,
          )}
        </select>
      </label>`;
    case 'choices': {
      const chosen = typeof value === 'string' ? [] : value;
      const pick = (v: string, on_: boolean) =>
        f.options.map((o) => o.value).filter((x) => (x === v ? on_ : chosen.includes(x)));
      return html`<fieldset class="choices">
        <legend>
          ${f.label}: ${chosen.length} chosen ${f.rule ? richText(ctx, f.rule) : nothing}
        </legend>
        <div class="choice-grid">
          ${f.options.map(
            (o) =>
              html`<label class="check"
                ><input
                  type="checkbox"
                  .checked=${live(chosen.includes(o.value))}
                  @change=${(e: Event) => {
                    on.set(f.key, pick(o.value, (e.target as HTMLInputElement).checked));
                  }}
                /><span
                  >${o.label}${o.note ? html` <small>${o.note}</small>` : nothing}</span
                ></label
              >`,
          )}
        </div>
      </fieldset>`;
    }
  }
}

/** The form of draft `d`. */
export function renderForm(
  ctx: Pick<RosterContext, 'game' | 'texts'>,
  d: RosterDraft,
  on: RosterFormActions,
) {
  return html`<form
    class="editor no-print"
    id="editor-${d.id}"
    novalidate
    @submit=${(e: Event) => {
      on.submit(e);
    }}
  >
    <p class="editor-note">${richText(ctx, d.form.note)}</p>
    ${
      d.mark === 'moved'
        ? keptTypedNote(`moved-${d.id}`, 'what is saved here')
        : d.mark === 'restored'
          ? restoredNote(`restored-${d.id}`)
          : nothing
    }
    <div class="editor-fields">${d.form.fields.map((f) => field(ctx, d, f, on))}</div>
    ${renderEditorErrors(`errors-${d.id}`, d.errors)}
    <div class="row">
      <button type="submit" class="primary">Save</button>
      <button type="button" @click=${on.cancel}>Cancel</button>
      ${
        d.form.isNew
          ? nothing
          : html`<button type="button" @click=${on.clear}>${ctx.texts.edit.clear}</button>`
      }
    </div>
  </form>`;
}
