/**
 * The U.S. Civil War: the Blockade Table page as a roster view: a row per year with the results
 * you entered, and every fact of the rulebook checked beside it (pass, fail, waiting).
 */
import type { RosterEntry, RosterTable, RosterView } from '../../shared/roster.js';
import {
  blockadeFailures,
  checkBlockadeTable,
  type BlockadeCheckStatus,
} from './blockade-check.js';
import {
  BLOCKADE_YEARS,
  INFLATION_MARK,
  blockadeCell,
  formatBlockadeResult,
  type BlockadeColumn,
  type BlockadeTable,
} from './blockade-table.js';

const STATUS_TEXT: Readonly<Record<BlockadeCheckStatus, string>> = {
  pass: '✓ agrees',
  fail: '✗ contradicts',
  missing: '… waiting',
};

/** A column's results by modified roll: '≤1: 0 · 2: 3 · 7+: 6 +2M'. */
export function blockadeColumnText(column: BlockadeColumn): string {
  const last = column.from + column.results.length - 1;
  return column.results
    .map((_, i) => {
      const roll = column.from + i;
      const label =
        column.results.length === 1
          ? 'any'
          : roll === column.from
            ? `≤${roll}`
            : roll === last
              ? `${roll}+`
              : `${roll}`;
      return `${label}: ${formatBlockadeResult(blockadeCell(column, roll))}`;
    })
    .join(' · ');
}

const table = (
  caption: string,
  head: string,
  columns: readonly string[],
  rows: RosterEntry[],
): RosterTable => ({
  layout: 'roster',
  caption,
  head,
  columns: columns.map((label) => ({ label })),
  rows,
});

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

/** The Blockade Table page under the players' data. */
export function blockadeView(data: BlockadeTable): RosterView {
  const checks = checkBlockadeTable(data);
  const failures = blockadeFailures(checks);
  const passed = checks.filter((c) => c.status === 'pass').length;
  const years = Object.keys(data.years).length;
  return {
    legend: [
      [
        'The Blockade Table is not in the rulebook: each year reads ',
        { sample: 'missing' },
        ' until you enter it from your player aid card, and then is marked ',
        { sample: 'entered' },
        '. ruling G3',
      ],
    ],
    hint: [
      `Enter a year as its lowest modified roll and its results upward, e.g. “0 1 2 3 ${INFLATION_MARK} 4”; type a cell with both as “4${INFLATION_MARK}”.`,
    ],
    ...(failures.length > 0
      ? {
          warnings: {
            title: 'Your Blockade Table contradicts the rulebook and is not used',
            items: [`It fails ${failures.join(', ')}: check those cells against your card.`],
          },
        }
      : {}),
    sections: [
      {
        id: 'blockade',
        title: 'Blockade Table',
        rule: '14.4.4, 14.4.5',
        body: [
          {
            kind: 'table',
            table: table(
              'Blockade Table: BPs by year and modified roll',
              'Year',
              ['BPs by modified roll'],
              BLOCKADE_YEARS.map((y) => yearRow(y, data)),
            ),
          },
        ],
      },
      {
        id: 'blockade-check',
        title: 'Checked against the rulebook',
        count: passed,
        body: [
          {
            kind: 'note',
            text: [`${passed} of ${checks.length} facts agree with your table. ruling G3`],
          },
          {
            kind: 'table',
            table: table(
              'Each fact the rulebook gives about the Blockade Table and what yours gives',
              'Fact',
              ['Where', 'Rulebook', 'Yours', 'Check'],
              checks.map((c) => ({
                id: `fact-${c.fact.id}`,
                name: c.fact.id,
                details: [c.fact.what],
                values: [
                  { label: 'Where', text: c.fact.place },
                  { label: 'Rulebook', text: c.expected },
                  {
                    label: 'Yours',
                    text: c.found,
                    source: c.status === 'missing' ? 'missing' : 'player',
                  },
                  { label: 'Check', text: STATUS_TEXT[c.status] },
                ],
                keys: [c.fact.id],
              })),
            ),
          },
        ],
      },
    ],
    entered: {
      title: 'Your Blockade Table',
      text: `${years === 0 ? 'You have not entered anything yet.' : `You have entered ${years} year${years === 1 ? '' : 's'}.`} It is saved on this device only: export it to a file, import a file, or put it in a link to share with your opponent.`,
    },
  };
}
