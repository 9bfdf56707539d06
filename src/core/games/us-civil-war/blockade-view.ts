/**
 * The U.S. Civil War: the Blockade Table page as a roster view: a row per year with the results
 * you entered, and every fact of the rulebook checked beside it (pass, fail, waiting).
 */
import type { RosterEntry, RosterView } from '../../shared/roster.js';
import { blockadeFailures, checkBlockadeTable } from './blockade-check.js';
import {
  BLOCKADE_YEARS,
  INFLATION_MARK,
  blockadeCell,
  formatBlockadeResult,
  type BlockadeColumn,
  type BlockadeTable,
} from './blockade-table.js';
import * as page from './entered-page.js';
import { rollRowsText } from './supply-column.js';

/** A column's results by modified roll: '≤1: 0 · 2: 3 · 7+: 6 +2M'. */
export function blockadeColumnText(column: BlockadeColumn): string {
  return rollRowsText(column.from, column.results.length, (roll) =>
    formatBlockadeResult(blockadeCell(column, roll)),
  );
}

function yearRow(year: string, data: BlockadeTable): RosterEntry {
  const column = data.years[year];
  return {
    id: `year-${year}`,
    name: year,
    values: [
      {
        label: 'BPs by modified roll',
        text: column ? blockadeColumnText(column) : null,
        source: column ? 'player' : 'missing',
      },
    ],
    editable: true,
    entered: column !== undefined,
    keys: [year],
  };
}

const LEGEND = page.enteredLegend(
  'The Blockade Table is not in the rulebook: each year',
  'your player aid card',
  'ruling G3',
);

/** The Blockade Table page under the players' data. */
export function blockadeView(data: BlockadeTable): RosterView {
  const checks = checkBlockadeTable(data);
  const years = Object.keys(data.years).length;
  return {
    legend: LEGEND,
    hint: [
      `Enter a year as its lowest modified roll and its results upward, e.g. “0 1 2 3 ${INFLATION_MARK} 4”; type a cell with both as “4${INFLATION_MARK}”.`,
    ],
    ...page.failsWarning(
      'Your Blockade Table contradicts the rulebook and is not used',
      blockadeFailures(checks),
      'cells',
    ),
    sections: [
      {
        id: 'blockade',
        title: 'Blockade Table',
        rule: '14.4.4, 14.4.5',
        body: [
          {
            kind: 'table',
            table: page.rosterTable(
              'Blockade Table: BPs by year and modified roll',
              'Year',
              ['BPs by modified roll'],
              BLOCKADE_YEARS.map((y) => yearRow(y, data)),
            ),
          },
        ],
      },
      page.checksSection(
        {
          id: 'blockade-check',
          caption: 'Each fact the rulebook gives about the Blockade Table and what yours gives',
          yours: 'table',
          after: 'ruling G3',
        },
        checks.map((c) => ({ ...c.fact, ...c })),
      ),
    ],
    entered: page.savedPanel(
      'Your Blockade Table',
      years === 0 ? null : page.counted(years, 'year'),
    ),
  };
}
