import { html, type TemplateResult } from 'lit';
import { textInput } from '../../../components/shared/text-input.js';
import {
  ARTILLERY_SM,
  SM_MAX,
  SM_MIN,
  brigadeCost,
  type SavedBrigade,
  type SavedDivision,
} from '../../../core/games/altar-of-freedom/index.js';
import {
  BRIGADE_ARMS,
  removeBrigade,
  setBrigade,
} from '../../../core/games/altar-of-freedom/army-edit.js';
import { tableHead } from '../../../components/shared/table-head.js';
import { ARM_WORDS, signed } from '../arm-icon.js';
import type { ArmyEditor } from './army-editor.js';

const SM_VALUES = Array.from({ length: SM_MAX - SM_MIN + 1 }, (_, i) => SM_MIN + i);

function smCell(editor: ArmyEditor, b: SavedBrigade, i: number, k: number) {
  if (b.arm === 'artillery') return html`<span class="fixed-sm">${ARTILLERY_SM}</span>`;
  return html`<select
    aria-label="SM of ${b.name || `brigade ${k + 1}`}"
    @change=${(e: Event) => {
      const sm = Number((e.target as HTMLSelectElement).value);
      editor.change(setBrigade(editor.army(), i, k, { sm }));
    }}
  >
    ${SM_VALUES.map((v) => html`<option value=${v} ?selected=${v === b.sm}>${signed(v)}</option>`)}
  </select>`;
}

function brigadeRow(editor: ArmyEditor, d: SavedDivision, i: number, b: SavedBrigade, k: number) {
  const divisionLabel = d.name || `division ${i + 1}`;
  return html`<tr>
    <td>
      ${textInput({
        label: `Name of brigade ${k + 1}, ${divisionLabel}`,
        value: b.name,
        onText: (name) => {
          editor.change(setBrigade(editor.army(), i, k, { name }));
        },
      })}
    </td>
    <td>
      <select
        aria-label="Arm of ${b.name || `brigade ${k + 1}`}"
        @change=${(e: Event) => {
          const arm = BRIGADE_ARMS.find((a) => a === (e.target as HTMLSelectElement).value);
          if (arm) editor.change(setBrigade(editor.army(), i, k, { arm }));
        }}
      >
        ${BRIGADE_ARMS.map((a) => html`<option value=${a} ?selected=${a === b.arm}>${ARM_WORDS[a]}</option>`)}
      </select>
    </td>
    <td>${smCell(editor, b, i, k)}</td>
    <td class="num">${brigadeCost(b.arm)}</td>
    <td>
      <button
        type="button"
        class="icon"
        aria-label="Remove ${b.name || `brigade ${k + 1}`}"
        @click=${() => {
          editor.change(removeBrigade(editor.army(), i, k), 'Brigade removed.');
        }}
      >
        ×
      </button>
    </td>
  </tr>`;
}

/** The brigades of division `i`, each with its name, arm and SM to edit (App. V steps 3 and 6). */
export function brigadesTable(editor: ArmyEditor, d: SavedDivision, i: number): TemplateResult {
  return html`<table class="brigades">
    <caption class="visually-hidden">
      Brigades of ${d.name || `division ${i + 1}`}
    </caption>
    ${tableHead(['Brigade', 'Arm', 'SM', { text: 'Pts', num: true }, { text: 'Remove', hidden: true }])}
    <tbody>
      ${d.brigades.map((b, k) => brigadeRow(editor, d, i, b, k))}
    </tbody>
  </table>`;
}
