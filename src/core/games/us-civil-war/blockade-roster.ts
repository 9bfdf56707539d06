/**
 * The U.S. Civil War: the Blockade Table as a roster tool. The players key in each year's column
 * from their player aid card (ruling G3); it is saved on the device, exported, imported and
 * shared, and checked against every fact the rulebook gives. Entry ids: `year-<year>`.
 */
import type { RosterDescriptor, RosterSave, RosterValues } from '../../shared/roster.js';
import { keyedRoster } from '../../shared/keyed-roster.js';
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
import { BLOCKADE_GRID } from './blockade-grid.js';
import { blockadeView } from './blockade-view.js';
import { saveResultsColumn } from './results-column-save.js';
import { withoutKey } from '../../shared/without-key.js';

const str = (values: RosterValues, k: string) => String(values[k] ?? '').trim();

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

function save(data: BlockadeTable, year: string, values: RosterValues): RosterSave<BlockadeTable> {
  const rest = withoutKey(data.years, year);
  return saveResultsColumn(str(values, 'from'), str(values, 'results'), {
    name: year,
    lowest: 'roll',
    result: 'Blockade result',
    hint: 'Type the BPs, +2M, or both.',
    table: 'table',
    parse: parseBlockadeResult,
    format: formatBlockadeResult,
    next: (column) => ({ years: column ? { ...rest, [year]: column } : rest }),
    schema: BlockadeTableSchema,
    failures: (table) => blockadeFailures(checkBlockadeTable(table)),
  });
}

/** The Blockade Table roster, with its self-check. */
export const BLOCKADE_ROSTER: RosterDescriptor<BlockadeTable> = {
  ...keyedRoster({
    userData: BLOCKADE_USER_DATA,
    words: {
      noun: 'values',
      what: 'Blockade Table values',
      item: { one: 'year', other: 'years' },
      count: (data) => Object.keys(data.years).length,
    },
    keyOf: yearOfId,
    unknown: (id) => `There is no year “${id.slice(0, 40)}” in the Blockade Table.`,
    view: blockadeView,
    form(data, year) {
      const column = data.years[year];
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
    save,
    clear: (data, year) => ({
      data: { years: withoutKey(data.years, year) },
      message: `Cleared your ${year} column.`,
    }),
  }),
  grid: BLOCKADE_GRID,
};
