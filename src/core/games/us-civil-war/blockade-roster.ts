/**
 * The U.S. Civil War: the Blockade Table as a roster tool. The players key in each year's column
 * from their player aid card (ruling G3); it is saved on the device, exported, imported and
 * shared, and checked against every fact the rulebook gives. Entry ids: `year-<year>`.
 */
import { parseWith } from '../../shared/parse-with.js';
import type { RosterDescriptor, RosterSave, RosterValues } from '../../shared/roster.js';
import { playerEntryTexts } from '../../shared/roster.js';
import { blockadeFailures, checkBlockadeTable } from './blockade-check.js';
import {
  BLOCKADE_ENTRY_LIMITS,
  BLOCKADE_USER_DATA,
  BLOCKADE_YEARS,
  BlockadeTableSchema,
  formatBlockadeResult,
  parseBlockadeResult,
  type BlockadeTable,
} from './blockade-table.js';
import { blockadeView } from './blockade-view.js';

const str = (values: RosterValues, k: string) => String(values[k] ?? '').trim();
const fail = (errors: string[], invalid: string[] = []): RosterSave<BlockadeTable> => ({
  ok: false,
  errors,
  invalid,
});

/** The year an entry id names, or null. */
function yearOfId(id: string): string | null {
  const m = /^year-(.+)$/.exec(id);
  const year = m?.[1] ?? '';
  return BLOCKADE_YEARS.includes(year) ? year : null;
}

/** Typed results split into cells at spaces, commas or semicolons. */
export function splitBlockadeCells(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

function without(data: BlockadeTable, year: string): BlockadeTable['years'] {
  return Object.fromEntries(Object.entries(data.years).filter(([k]) => k !== year));
}

function save(data: BlockadeTable, year: string, values: RosterValues): RosterSave<BlockadeTable> {
  const fromText = str(values, 'from');
  const typed = splitBlockadeCells(str(values, 'results'));
  const rest = without(data, year);
  if (fromText === '' && typed.length === 0)
    return { ok: true, data: { years: rest }, message: `Cleared ${year}.` };
  if (fromText === '' || typed.length === 0)
    return fail(['Enter the lowest roll and the results, or neither.'], ['from', 'results']);
  const bad = typed.filter((t) => parseBlockadeResult(t) === null);
  if (bad.length > 0)
    return fail(
      [
        `Not a Blockade result: ${bad
          .slice(0, 3)
          .map((b) => `“${b.slice(0, 8)}”`)
          .join(', ')}. Type the BPs, +2M, or both.`,
      ],
      ['results'],
    );
  const results = typed.map((t) =>
    formatBlockadeResult(parseBlockadeResult(t) ?? { bp: 0, inflation: false }),
  );
  const shape = parseWith(BlockadeTableSchema, {
    years: { ...rest, [year]: { from: Number(fromText), results } },
  });
  if (!shape.ok)
    return fail(
      shape.issues.map((i) => i.message),
      ['from', 'results'],
    );
  const failures = blockadeFailures(checkBlockadeTable(shape.value));
  return {
    ok: true,
    data: shape.value,
    message:
      failures.length === 0
        ? `Saved ${year}.`
        : `Saved ${year}; your table contradicts ${failures.join(', ')} and is not used until it agrees.`,
  };
}

/** The Blockade Table roster, with its self-check. */
export const BLOCKADE_ROSTER: RosterDescriptor<BlockadeTable> = {
  kind: 'roster',
  userData: BLOCKADE_USER_DATA,
  choices: [],
  texts: playerEntryTexts({
    noun: 'values',
    what: 'Blockade Table values',
    item: { one: 'year', other: 'years' },
    count: (data) => Object.keys(data.years).length,
  }),
  view: (state) => blockadeView(state.data),
  form(state, id) {
    const year = yearOfId(id);
    if (year === null) return null;
    const column = state.data.years[year];
    return {
      note: [
        `The ${year} column of the Blockade Table is not printed in the rulebook: enter it from your player aid card. The first result reads its lowest roll and any below; the last reads its highest and any above. `,
        'ruling G3',
      ],
      fields: [
        {
          kind: 'number',
          key: 'from',
          label: 'Lowest modified roll printed',
          min: BLOCKADE_ENTRY_LIMITS.fromMin,
          max: BLOCKADE_ENTRY_LIMITS.fromMax,
        },
        {
          kind: 'text',
          key: 'results',
          label: 'Results from that roll up, separated by spaces',
          max: BLOCKADE_ENTRY_LIMITS.rowsMax * 8,
        },
      ],
      values: {
        from: column ? String(column.from) : '',
        results: column ? column.results.join(' ') : '',
      },
    };
  },
  save(state, id, values) {
    const year = yearOfId(id);
    return year === null
      ? fail([`There is no year “${id.slice(0, 40)}” in the Blockade Table.`])
      : save(state.data, year, values);
  },
  clear(state, id) {
    const year = yearOfId(id);
    if (year === null) return { data: state.data, message: '' };
    return { data: { years: without(state.data, year) }, message: `Cleared your ${year} column.` };
  },
};
