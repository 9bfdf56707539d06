import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { ARMY_SIZES, type ArmyPrice } from '../../../core/games/altar-of-freedom/index.js';
import { armyLimits, spanText } from '../../../core/games/altar-of-freedom/army-builder.js';
import { SIZE_WORDS } from '../../../core/games/altar-of-freedom/army-edit.js';
import { limitRows } from '../../../core/games/altar-of-freedom/army-check.js';
import { tableHead } from '../../../components/shared/table-head.js';
import { textInput } from '../../../components/shared/text-input.js';
import { linked, STEPS_RULE, type ArmyEditor } from './army-editor.js';

function limitsTable(editor: ArmyEditor, price: ArmyPrice): TemplateResult {
  const l = armyLimits(editor.army().size);
  return html`<table class="limits">
    <caption>
      ${SIZE_WORDS[l.size]} army: what it must hold
      <span class="rule">${linked(l.rule)}</span>
    </caption>
    ${tableHead(['Item', { text: 'Allowed', num: true }, { text: 'This army', num: true }])}
    <tbody>
      ${limitRows(price, editor.army().generals.length).map(
        (r) =>
          html`<tr class=${r.ok ? '' : 'off'}>
            <th scope="row">${r.label}</th>
            <td class="num">${spanText(r.allowed)}</td>
            <td class="num">
              ${r.count} <span class="mark" aria-hidden="true">${r.ok ? '✓' : '✗'}</span
              ><span class="visually-hidden">${r.ok ? '(within limits)' : '(outside limits)'}</span>
            </td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/**
 * The army's name and size (so its budget), and its size's limits against what it holds; `note`
 * stands under the heading (what is typed was kept or put back: `kept-typed.ts`).
 */
export function armyFields(
  editor: ArmyEditor,
  price: ArmyPrice,
  dirty: boolean,
  note: unknown = nothing,
): TemplateResult {
  const a = editor.army();
  return html`<section class="block" aria-labelledby="army-h">
    <h2 id="army-h">Army ${dirty ? html`<span class="badge">not saved</span>` : nothing}</h2>
    ${note}
    <div class="army-fields">
      <label class="field name"
        >Army name
        ${textInput({
          value: a.name,
          placeholder: 'e.g. Army of the Cumberland',
          onText: (name) => {
            editor.change({ ...editor.army(), name });
          },
        })}</label
      >
      <fieldset class="sizes">
        <legend>Size and budget <span class="rule">${STEPS_RULE.sizes}</span></legend>
        ${ARMY_SIZES.map(
          (s) =>
            html`<label class="size"
              ><input
                type="radio"
                name="size"
                .value=${s}
                .checked=${live(a.size === s)}
                @change=${() => {
                  editor.change({ ...editor.army(), size: s });
                }}
              /><span><strong>${SIZE_WORDS[s]}</strong> ${armyLimits(s).budget} points</span></label
            >`,
        )}
      </fieldset>
    </div>
    ${limitsTable(editor, price)}
  </section>`;
}
