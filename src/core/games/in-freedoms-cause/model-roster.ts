/**
 * In Freedom's Cause: the model page as a roster tool. Every parameter of Haversack's open model
 * of the app's fire, melee and morale tables is shown, and the player may change any of them; the
 * changes are saved on the device, exported, imported and shared like other entered data, and a
 * change that would make better troops worse is refused (ruling G3).
 */
import { parseWith } from '../../shared/parse-with.js';
import type {
  RosterDescriptor,
  RosterSave,
  RosterState,
  RosterValues,
} from '../../shared/roster.js';
import { playerEntryTexts } from '../../shared/roster.js';
import { PARAM_TABLES, type ParamRow } from './model-defaults.js';
import { MODEL_USER_DATA, ModelDataSchema, modelProblems, type ModelData } from './model-params.js';
import { MODEL_SECTIONS, modelView, paramText } from './model-roster-view.js';
import { partsShown } from '../../shared/show-choice.js';

type State = RosterState<ModelData>;

const ROWS: readonly ParamRow[] = PARAM_TABLES.flatMap((t) => t.rows);

/** The parameter row an entry id names, or undefined. */
function rowOf(id: string): ParamRow | undefined {
  return ROWS.find((r) => `p-${r.id}` === id);
}

const without = (data: ModelData, row: ParamRow): Record<string, number> =>
  Object.fromEntries(
    Object.entries(data.values).filter(([k]) => !row.params.some((p) => p.id === k)),
  );

function save(state: State, id: string, values: RosterValues): RosterSave<ModelData> {
  const row = rowOf(id);
  if (!row)
    return { ok: false, errors: [`There is no parameter “${id.slice(0, 40)}”.`], invalid: [] };
  const next = without(state.data, row);
  const invalid: string[] = [];
  const errors: string[] = [];
  for (const p of row.params) {
    const text = String(values[p.id] ?? '').trim();
    if (text === '') continue;
    const n = Number(text);
    if (!Number.isInteger(n) || n < p.min || n > p.max) {
      invalid.push(p.id);
      errors.push(`${p.label}: a whole number from ${String(p.min)} to ${String(p.max)}.`);
    } else if (n !== p.default) next[p.id] = n;
  }
  if (errors.length > 0) return { ok: false, errors, invalid };
  const problems = modelProblems(next);
  if (problems.length > 0)
    return { ok: false, errors: problems, invalid: row.params.map((p) => p.id) };
  const parsed = parseWith(ModelDataSchema, { values: next });
  if (!parsed.ok) return { ok: false, errors: parsed.issues.map((i) => i.message), invalid: [] };
  return { ok: true, data: parsed.value, message: `Saved your values for ${row.name}.` };
}

const PARTS = partsShown(
  MODEL_SECTIONS.map((s) => [s.id, s.short] as const),
  (v) => `“${v}” is not a part of the model; showing the fire table.`,
);

/** The model page: every parameter, editable. */
export const MODEL_ROSTER: RosterDescriptor<ModelData> = {
  kind: 'roster',
  userData: MODEL_USER_DATA,
  choices: [PARTS.choice],
  texts: {
    ...playerEntryTexts({
      noun: 'parameters',
      what: 'model parameters',
      item: { one: 'parameter', other: 'parameters' },
      count: (data) => Object.keys(data.values).length,
    }),
    missing: { text: 'not set' },
    edit: {
      enter: 'Change',
      edit: 'Change',
      close: 'Close',
      about: ': ',
      clear: 'Back to the model’s values',
    },
  },
  view: (state) => modelView(state.data, PARTS.shown(state.choices)),
  form(state, id) {
    const row = rowOf(id);
    if (!row) return null;
    return {
      note: [
        `${row.name}: Haversack’s model, not the publisher’s. Leave a field empty to use the model’s default. ruling G3`,
      ],
      fields: row.params.map((p) => ({
        kind: 'number',
        key: p.id,
        label: p.label,
        min: p.min,
        max: p.max,
        hint: [{ muted: `Model default ${paramText(p, p.default)}` }],
      })),
      values: Object.fromEntries(
        row.params.map((p) => [
          p.id,
          state.data.values[p.id] === undefined ? '' : String(state.data.values[p.id]),
        ]),
      ),
    };
  },
  save,
  clear(state, id) {
    const row = rowOf(id);
    if (!row) return { data: state.data, message: '' };
    return {
      data: { values: without(state.data, row) },
      message: `${row.name} is back to the model’s defaults.`,
    };
  },
};
