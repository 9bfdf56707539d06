/**
 * The U.S. Civil War: the Surrender Table as the players key it in (a user-data kind, saved,
 * exported, imported and shared), checked against what the rulebook shows of it: its first row,
 * where its second row starts, the Vicksburg example, the results it explains, and points that
 * never grow with the roll (ruling G13). Until it is entered the surrender tool reads the rows the
 * rulebook gives.
 */
import * as v from 'valibot';
import type { RosterSave } from '../../shared/roster.js';
import { dataKind } from './data-kind.js';
import * as col from './supply-column.js';
import { chartFailures, chartRoster, typed, type ChartCheck } from './supply-chart.js';
import { SURRENDER_AT, SURRENDER_DIE, SURRENDER_FACTS, type SurrenderFact } from './supply-data.js';

/** The players' Surrender Table: one column of points by modified roll. */
export const SurrenderChartSchema = v.strictObject({
  column: v.exactOptional(col.rollColumnSchema(SURRENDER_AT.points)),
});
export type SurrenderChart = v.InferOutput<typeof SurrenderChartSchema>;

/** The user-data kind of the Surrender Table (ruling G13). */
export const SURRENDER_USER_DATA = dataKind('surrender-table', SurrenderChartSchema, () => ({}));

const rolls = (f: SurrenderFact) =>
  f.from === f.to ? `modified ${f.from}` : `modified ${f.from}–${f.to}`;
const expectText = (f: SurrenderFact) =>
  'points' in f.expect
    ? `${rolls(f)}: ${f.expect.points}`
    : `${rolls(f)}: less than ${f.expect.below}`;

function factCheck(f: SurrenderFact, column: col.RollColumn | undefined): ChartCheck {
  const base = { id: f.id, place: f.place, what: f.what, expected: expectText(f) };
  if (!column) return { ...base, found: 'not entered', status: 'missing' };
  const got: number[] = [];
  for (let t = f.from; t <= f.to; t++) got.push(col.columnCell(column, t));
  const ok = got.every((p) => ('points' in f.expect ? p === f.expect.points : p < f.expect.below));
  return { ...base, found: got.join(', '), status: ok ? 'pass' : 'fail' };
}

/** Every fact of the rulebook about the Surrender Table, checked against `chart`. */
export function checkSurrenderChart(chart: SurrenderChart): ChartCheck[] {
  const c = chart.column;
  const missing = { found: 'not entered', status: 'missing' } as const;
  return [
    ...SURRENDER_FACTS.map((f) => factCheck(f, c)),
    {
      id: 'SV4',
      place: '13.6.4',
      what: 'Its results include 0 points',
      expected: 'some row reads 0',
      ...(c
        ? c.results.includes(0)
          ? { found: '0 found', status: 'pass' }
          : { found: 'no 0', status: 'fail' }
        : missing),
    },
    {
      id: 'SV5',
      place: '13.6.4',
      what: 'Every modifier helps the group',
      expected: 'never more points on a higher roll',
      ...(c
        ? col.columnIsMonotone(c, 'falling')
          ? { found: 'never more', status: 'pass' }
          : { found: 'more on a higher roll', status: 'fail' }
        : missing),
    },
  ];
}

/**
 * The points a modified `total` gives: from the entered table when it agrees with the rulebook,
 * else from the rows the rulebook gives, else null (not known until the table is entered).
 */
export function surrenderPoints(total: number, chart: SurrenderChart | null): number | null {
  const c = chart?.column;
  if (c && chartFailures(checkSurrenderChart(chart)).length === 0) return col.columnCell(c, total);
  for (const f of SURRENDER_FACTS)
    if ('points' in f.expect && total >= f.from && total <= f.to) return f.expect.points;
  return null;
}

/** Whether the entered table is there and agrees with every fact. */
export function surrenderChartUsable(chart: SurrenderChart | null): boolean {
  return chart?.column !== undefined && chartFailures(checkSurrenderChart(chart)).length === 0;
}

const ENTRY = 'table';

/** The Surrender Table's page: one row to key in, and the rulebook's facts beside it. */
export const SURRENDER_CHART_ROSTER = chartRoster<SurrenderChart>({
  userData: SURRENDER_USER_DATA,
  title: 'Surrender Table',
  rule: '13.6.4',
  ruling: 'G13',
  usedBy: 'the surrender tool',
  item: { one: 'table', other: 'tables' },
  count: (d) => (d.column ? 1 : 0),
  head: 'Table',
  columns: ['Surrender Points by modified roll'],
  rows: (d) => [
    {
      id: ENTRY,
      name: `Surrender Table (${SURRENDER_DIE.count}d${SURRENDER_DIE.sides})`,
      values: [
        {
          label: 'Surrender Points by modified roll',
          text: d.column ? col.columnText(d.column) : null,
          source: d.column ? 'player' : 'missing',
        },
      ],
      editable: true,
      entered: d.column !== undefined,
    },
  ],
  hint: [
    `Enter the lowest modified roll the table prints and the points from there up, e.g. “1 3 3 …”; ${SURRENDER_AT.points} means the group surrenders at once.`,
  ],
  checks: checkSurrenderChart,
  form: (d, id) =>
    id === ENTRY
      ? {
          note: ['The points for each modified roll, lowest first, from your player aid card.'],
          fields: [
            {
              kind: 'number',
              key: 'from',
              label: 'Lowest modified roll',
              min: col.COLUMN_LIMITS.fromMin,
              max: col.COLUMN_LIMITS.fromMax,
            },
            { kind: 'text', key: 'results', label: 'Points, lowest roll first', max: 100 },
          ],
          values: {
            from: d.column ? String(d.column.from) : '',
            results: d.column ? d.column.results.join(' ') : '',
          },
        }
      : null,
  save(_d, id, values): RosterSave<SurrenderChart> {
    if (id !== ENTRY)
      return { ok: false, errors: [`There is no entry “${id.slice(0, 40)}”.`], invalid: [] };
    const p = col.parseColumn(typed(values, 'from'), typed(values, 'results'), SURRENDER_AT.points);
    if (!p.ok) return { ok: false, errors: [p.error], invalid: p.fields };
    const data: SurrenderChart = p.column ? { column: p.column } : {};
    const failures = chartFailures(checkSurrenderChart(data));
    return {
      ok: true,
      data,
      message: !p.column
        ? 'Cleared your Surrender Table.'
        : failures.length === 0
          ? 'Saved your Surrender Table.'
          : `Saved; your table contradicts ${failures.join(', ')} and is not used until it agrees.`,
    };
  },
  clear: () => ({ data: {}, message: 'Cleared your Surrender Table.' }),
});
