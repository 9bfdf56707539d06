import { html, nothing, type TemplateResult } from 'lit';
import { textInput } from '../../../components/shared/text-input.js';
import {
  MIN_GENERAL_PP,
  POINT_COSTS,
  PP_PER_DIVISION,
  TRAITS,
  TRAITS_PER_GENERAL,
  type ArmyPrice,
  type SavedGeneral,
} from '../../../core/games/altar-of-freedom/index.js';
import {
  addCorpsGeneral,
  addTrait,
  removeTrait,
  setGeneral,
} from '../../../core/games/altar-of-freedom/army-edit.js';
import { TRAIT_POOL_SIZE } from '../../../core/games/altar-of-freedom/army-builder-data.js';
import { spanText } from '../../../core/games/altar-of-freedom/army-builder.js';
import { traitName } from '../../../core/games/altar-of-freedom/display-names.js';
import { numberInput } from '../../../components/shared/number-input.js';
import { STEPS_RULE, type ArmyEditor } from './army-editor.js';

/** A PP field whose text is not a usable number: what was typed and why it is refused. */
export interface PpDraft {
  readonly text: string;
  readonly message: string;
}

/** The generals' editor: the army, the refused PP fields, and what needs the element's state. */
export interface GeneralsView {
  readonly editor: ArmyEditor;
  readonly ppDrafts: Readonly<Record<number, PpDraft>>;
  /** The PP field of general `i` was changed to `text`. */
  onPp(i: number, text: string): void;
  /** Corps general `i` is to be taken out. */
  onRemove(i: number): void;
}

function traitChips(v: GeneralsView, g: SavedGeneral, i: number, role: string) {
  if (g.traits.length === 0) return nothing;
  return html`<ul class="chips" aria-label="Traits of ${g.name || role}">
    ${g.traits.map(
      (id) =>
        html`<li>
          <span>${traitName(id)}</span>
          <button
            type="button"
            aria-label="Remove trait ${traitName(id)}"
            @click=${() => {
              v.editor.change(removeTrait(v.editor.army(), i, id));
            }}
          >
            ×
          </button>
        </li>`,
    )}
  </ul>`;
}

function general(v: GeneralsView, g: SavedGeneral, i: number): TemplateResult {
  const { editor } = v;
  const role = i === 0 ? 'Army commander' : `Corps general ${i}`;
  const draft = v.ppDrafts[i];
  return html`<li class="general">
    <fieldset>
      <legend>
        ${role}${i > 0 ? html` <span class="muted">(${POINT_COSTS.corpsGeneral} points)</span>` : nothing}
      </legend>
      <div class="general-fields">
        <label class="field"
          >Name
          ${textInput({
            value: g.name,
            onText: (name) => {
              editor.change(setGeneral(editor.army(), i, { name }));
            },
          })}</label
        >
        <label class="field pp"
          >PP
          ${numberInput({
            value: draft?.text ?? (g.pp === null ? '' : String(g.pp)),
            min: MIN_GENERAL_PP,
            invalid: { is: draft !== undefined, describedBy: `pp-err-${i}` },
            report: 'change',
            onText: (text) => {
              v.onPp(i, text);
            },
          })}</label
        >
        <label class="field"
          >Add a trait
          <select
            @change=${(e: Event) => {
              const select = e.target as HTMLSelectElement;
              const id = select.value;
              select.value = '';
              editor.change(addTrait(editor.army(), i, id));
            }}
          >
            <option value="">Choose…</option>
            ${TRAITS.filter((t) => !g.traits.includes(t.id)).map(
              (t) => html`<option value=${t.id}>${t.name}</option>`,
            )}
          </select>
        </label>
        ${
          i > 0
            ? html`<button
                type="button"
                class="remove"
                aria-label="Remove ${role}"
                @click=${() => {
                  v.onRemove(i);
                }}
              >
                Remove
              </button>`
            : nothing
        }
      </div>
      <p class="field-error" id="pp-err-${i}" role="alert">${draft?.message ?? ''}</p>
      ${traitChips(v, g, i, role)}
    </fieldset>
  </li>`;
}

/** The army commander and corps generals: name, PP and traits (App. V steps 4–5). */
export function generalsSection(v: GeneralsView, price: ArmyPrice): TemplateResult {
  return html`<section class="block" aria-labelledby="gen-h">
    <h2 id="gen-h">Generals</h2>
    <p class="muted">
      PP pool: ${PP_PER_DIVISION} per division (${price.ppPoolBase}) plus one D6 rolled for each
      general; share it out with at least ${MIN_GENERAL_PP} PP each. Each general should have
      ${spanText(TRAITS_PER_GENERAL)} traits, rolled from ${TRAIT_POOL_SIZE} traits the players
      agree.
      <span class="rule">${STEPS_RULE.generals}</span>
    </p>
    <ol class="generals">
      ${v.editor.army().generals.map((g, i) => general(v, g, i))}
    </ol>
    <button
      type="button"
      @click=${() => {
        v.editor.change(addCorpsGeneral(v.editor.army()));
      }}
    >
      Add a corps general
    </button>
  </section>`;
}
