/**
 * The U.S. Civil War: the charts page as a roster tool. The players key in the Combat Results
 * Table column by column and the generals' counters from their own components (rulings G1, G7);
 * the data is saved on the device, exported, imported and shared, and the CRT is checked against
 * every fact the rulebook gives. Link: `show`.
 */
import { parseWith } from '../../shared/parse-with.js';
import type {
  RosterDescriptor,
  RosterSave,
  RosterState,
  RosterValues,
} from '../../shared/roster.js';
import { playerEntryTexts } from '../../shared/roster.js';
import {
  CHARTS_USER_DATA,
  ChartsSchema,
  checkCounter,
  crtContext,
  type Charts,
} from './charts-data.js';
import { COUNTER_FIELDS, chartsForm, parseChartId, str } from './charts-form.js';
import { CRT_GRID } from './charts-grid.js';
import { chartsView, type ChartFamily } from './charts-view.js';
import { crtColumnById } from './crt-columns.js';
import { checkCrt, crtDisagreement } from './crt-check.js';
import { formatCrtResult, parseCrtResult } from './crt-result.js';
import { generalById } from './generals.js';
import { saveResultsColumn } from './results-column-save.js';
import { partsShown } from '../../shared/show-choice.js';
import { withoutKey } from '../../shared/without-key.js';

type State = RosterState<Charts>;

const fail = (errors: string[], invalid: string[] = []): RosterSave<Charts> => ({
  ok: false,
  errors,
  invalid,
});

/** Where the charts' CRT disagrees with the rulebook, one entry per failing fact. */
function crtPlaces(charts: Charts): string[] {
  const ctx = crtContext(charts);
  const text = crtDisagreement(checkCrt(charts.crt, ctx), charts.crt, ctx);
  return text === '' ? [] : text.split('; ');
}

function saveColumn(state: State, key: string, values: RosterValues): RosterSave<Charts> {
  const rest = withoutKey(state.data.crt, key);
  return saveResultsColumn(str(values, 'from'), str(values, 'results'), {
    name: `column ${key}`,
    lowest: 'total',
    result: 'CRT result',
    hint: 'Type a number, with * or ◆ (or d) after it or not.',
    table: 'CRT',
    parse: parseCrtResult,
    format: formatCrtResult,
    next: (column) => ({ ...state.data, crt: column ? { ...rest, [key]: column } : rest }),
    schema: ChartsSchema,
    failures: (charts) => crtPlaces(charts),
    stillUsed: true,
  });
}

function saveGeneral(state: State, key: string, values: RosterValues): RosterSave<Charts> {
  const entry: Record<string, number | boolean> = {};
  for (const [k, f] of COUNTER_FIELDS) {
    const t = str(values, k);
    if (t === '') continue;
    entry[k] =
      f.kind === 'select' && (k === 'cavalry' || k === 'cautious') ? t === 'yes' : Number(t);
  }
  const rest = withoutKey(state.data.generals, key);
  const next = {
    ...state.data,
    generals: Object.keys(entry).length > 0 ? { ...rest, [key]: entry } : rest,
  };
  const shape = parseWith(ChartsSchema, next);
  if (!shape.ok) return fail(shape.issues.map((i) => i.message));
  const problems = checkCounter(key, entry, state.data);
  if (problems.length > 0) return fail(problems);
  return {
    ok: true,
    data: shape.value,
    message: `Saved ${generalById(key)?.name ?? key}’s counter on this device.`,
  };
}

function save(state: State, id: string, values: RosterValues): RosterSave<Charts> {
  const p = parseChartId(id);
  if (!p) return fail([`There is no chart entry “${id.slice(0, 40)}”.`]);
  if (p.group === 'crt')
    return crtColumnById(p.key)
      ? saveColumn(state, p.key, values)
      : fail([`There is no CRT column “${p.key.slice(0, 40)}”.`]);
  return generalById(p.key)
    ? saveGeneral(state, p.key, values)
    : fail([`There is no general “${p.key.slice(0, 40)}”.`]);
}

const FAMILIES = partsShown<ChartFamily>(
  [
    ['crt', 'Combat Results Table'],
    ['generals', 'Generals'],
  ],
  (v) => `“${v}” is not one of the charts; showing the Combat Results Table.`,
);

/** The charts roster: the CRT with its self-check, and the generals' counters. */
export const CHARTS_ROSTER: RosterDescriptor<Charts> = {
  kind: 'roster',
  userData: CHARTS_USER_DATA,
  choices: [FAMILIES.choice],
  texts: playerEntryTexts({
    noun: 'values',
    what: 'chart values',
    item: { one: 'entry', other: 'entries' },
    count: (data) => Object.keys(data.crt).length + Object.keys(data.generals).length,
  }),
  grid: {
    ...CRT_GRID,
    view: (state, cells) =>
      FAMILIES.shown(state.choices) === 'crt' ? CRT_GRID.view(state, cells) : null,
  },
  view: (state) => chartsView(FAMILIES.shown(state.choices), state.data),
  form: chartsForm,
  save,
  clear(state, id) {
    const p = parseChartId(id);
    if (!p) return { data: state.data, message: '' };
    const without = Object.fromEntries(
      Object.entries(state.data[p.group]).filter(([k]) => k !== p.key),
    );
    const name =
      p.group === 'crt'
        ? `column ${p.key}`
        : `${generalById(p.key)?.name ?? 'this general'}’s counter`;
    return {
      data: { ...state.data, [p.group]: without },
      message: `Cleared your values for ${name}.`,
    };
  },
};
