import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import {
  ARTILLERY_SM,
  DIVISION_BRIGADES,
  EXCEPTIONAL_DIVISIONS,
  EXCEPTIONAL_DIVISION_PP,
  SM_MAX,
  SM_MIN,
  brigadeCost,
  divisionCost,
  type SavedDivision,
} from '../../../core/games/altar-of-freedom/index.js';
import {
  BRIGADE_ARMS,
  SIZE_WORDS,
  addBrigade,
  addDivision,
  divisionName,
  removeDivision,
  setDivision,
} from '../../../core/games/altar-of-freedom/army-edit.js';
import { spanText } from '../../../core/games/altar-of-freedom/army-builder.js';
import { ARM_WORDS, signed } from '../arm-icon.js';
import { STEPS_RULE, type ArmyEditor } from './army-editor.js';
import { brigadesTable } from './brigades.js';
import { buttonsFor } from '../../../components/shared/buttons.js';
import { textInput } from '../../../components/shared/text-input.js';

function divisionHead(editor: ArmyEditor, d: SavedDivision, i: number) {
  const sm = d.brigades.reduce((s, b) => s + b.sm, 0);
  const n = d.brigades.length;
  return html`<div class="division-head">
    <label class="field div-name"
      >Division ${i + 1} name
      ${textInput({
        id: `div-name-${i}`,
        value: d.name,
        onText: (name) => {
          editor.change(setDivision(editor.army(), i, { name }));
        },
      })}</label
    >
    <span class="subtotal"
      >${n} brigade${n === 1 ? '' : 's'} · ${divisionCost(d.brigades)} points · SM
      ${signed(sm)}</span
    >
    <label class="exceptional"
      ><input
        type="checkbox"
        .checked=${live(d.exceptional === true)}
        @change=${(e: Event) => {
          const on = (e.target as HTMLInputElement).checked;
          const name = divisionName(d, i);
          editor.change(
            setDivision(editor.army(), i, { exceptional: on }),
            on
              ? `${name} is exceptional: ${EXCEPTIONAL_DIVISION_PP} permanent PP.`
              : `${name} is no longer exceptional.`,
          );
        }}
      />Exceptional (+${EXCEPTIONAL_DIVISION_PP} PP)</label
    >
    <button
      type="button"
      class="remove"
      aria-label="Remove division: ${d.name || `division ${i + 1}`}"
      @click=${() => {
        editor.change(removeDivision(editor.army(), i), 'Division removed.');
      }}
    >
      Remove division
    </button>
  </div>`;
}

function division(editor: ArmyEditor, d: SavedDivision, i: number): TemplateResult {
  return html`<fieldset class="division">
    <legend class="visually-hidden">${divisionName(d, i)}</legend>
    ${divisionHead(editor, d, i)}
    ${d.brigades.length > 0 ? brigadesTable(editor, d, i) : html`<p class="muted">No brigades yet.</p>`}
    <div class="row" role="group" aria-label="Add a brigade to ${d.name || `division ${i + 1}`}">
      ${buttonsFor(BRIGADE_ARMS, (a) => ({
        label: `+ ${ARM_WORDS[a]}`,
        click: () => {
          editor.change(addBrigade(editor.army(), i, a), `${ARM_WORDS[a]} brigade added.`);
        },
      }))}
    </div>
  </fieldset>`;
}

/** The divisions and their brigades, with the costs and the optional exceptional divisions. */
export function divisionsSection(editor: ArmyEditor): TemplateResult {
  const size = editor.army().size;
  const most = EXCEPTIONAL_DIVISIONS[size];
  return html`<section class="block" aria-labelledby="div-h">
    <h2 id="div-h">Divisions and brigades</h2>
    <p class="muted">
      Each division has ${spanText(DIVISION_BRIGADES)} brigades; divisions cost nothing. Infantry
      costs ${brigadeCost('infantry')}, cavalry ${brigadeCost('cavalry')} and artillery
      ${brigadeCost('artillery')} points. SM runs ${signed(SM_MIN)} to ${signed(SM_MAX)}; artillery
      is always ${ARTILLERY_SM}.
      <span class="rule">${STEPS_RULE.costs}</span>
    </p>
    <p class="muted">
      Optional: a ${SIZE_WORDS[size].toLowerCase()} army may nominate up to ${most} historically
      exceptional division${most === 1 ? '' : 's'}. Each always has ${EXCEPTIONAL_DIVISION_PP}
      permanent Priority Point, so its rating is never below ${EXCEPTIONAL_DIVISION_PP}; the
      generals’ PP stay as they are.
      <span class="rule">App. IV, Exceptional Divisions; ruling AB2</span>
    </p>
    ${editor.army().divisions.map((d, i) => division(editor, d, i))}
    <button
      type="button"
      class="primary"
      @click=${() => {
        const n = editor.army().divisions.length;
        editor.change(addDivision(editor.army()));
        editor.focus(`#${CSS.escape(`div-name-${n}`)}`);
      }}
    >
      Add a division
    </button>
  </section>`;
}
