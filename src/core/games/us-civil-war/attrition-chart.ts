/**
 * The U.S. Civil War: the Attrition Table as the players key it in (a user-data kind, saved,
 * exported, imported and shared). The rulebook gives its modifiers but not its rows, nor whether
 * it has a column per stack size (ruling G2), so it is entered as up to a few columns, each for
 * stacks of at least so many SPs, of SPs displaced by modified roll. The one fact to check: every
 * modifier but the General's worsens attrition, so a higher roll never displaces fewer SPs.
 */
import * as v from 'valibot';
import type { RosterEntry, RosterSave, RosterValues } from '../../shared/roster.js';
import { dataKind } from './data-kind.js';
import {
  chartFailures,
  chartRoster,
  savedChecked,
  typed,
  type ChartCheck,
} from './supply-chart.js';
import {
  COLUMN_LIMITS,
  columnCell,
  columnIsMonotone,
  columnText,
  parseColumn,
  rollColumnSchema,
  type RollColumn,
} from './supply-column.js';
import { withoutKey } from '../../shared/without-key.js';
import { ATTRITION_DIE } from './supply-data.js';

/** Sanity bounds (not rules): column slots, the largest stack size and SPs displaced typed. */
export const ATTRITION_ENTRY_LIMITS = { slots: ['1', '2', '3', '4'], spsMax: 40 } as const;

const SlotSchema = v.picklist(ATTRITION_ENTRY_LIMITS.slots);
const ColumnSchema = v.strictObject({
  sps: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(ATTRITION_ENTRY_LIMITS.spsMax)),
  ...rollColumnSchema(ATTRITION_ENTRY_LIMITS.spsMax).entries,
});

/** The players' Attrition Table: columns by slot, each for stacks of at least `sps` SPs. */
export const AttritionChartSchema = v.strictObject({
  columns: v.record(SlotSchema, ColumnSchema),
});
export type AttritionChart = v.InferOutput<typeof AttritionChartSchema>;
type Column = RollColumn & { readonly sps: number };

/** The user-data kind of the Attrition Table (ruling G2). */
export const ATTRITION_USER_DATA = dataKind('attrition-table', AttritionChartSchema, () => ({
  columns: {},
}));

const columnsOf = (chart: AttritionChart): [string, Column][] =>
  (Object.entries(chart.columns) as [string, Column][]).sort((a, b) => a[1].sps - b[1].sps);

/** The rulebook's facts about the Attrition Table, checked against `chart` (one per column). */
export function checkAttritionChart(chart: AttritionChart): ChartCheck[] {
  const cols = columnsOf(chart);
  const base = {
    id: 'AV1',
    place: '13.2.2',
    what: 'Its modifiers make attrition worse',
    expected: 'never fewer SPs on a higher roll',
  };
  if (cols.length === 0) return [{ ...base, found: 'not entered', status: 'missing' }];
  const bad = cols.filter(([, c]) => !columnIsMonotone(c, 'rising')).map(([, c]) => c.sps);
  return [
    bad.length === 0
      ? { ...base, found: 'never fewer', status: 'pass' }
      : {
          ...base,
          found: `fewer on a higher roll for stacks of ${bad.join(', ')}+ SPs`,
          status: 'fail',
        },
  ];
}

/** Whether the entered table is there and agrees with the rulebook. */
export function attritionChartUsable(chart: AttritionChart | null): boolean {
  return (
    chart !== null &&
    columnsOf(chart).length > 0 &&
    chartFailures(checkAttritionChart(chart)).length === 0
  );
}

/**
 * The SPs displaced from a stack of `sps` SPs at modified roll `total`: read on the column for
 * the largest stack size not above it (the smallest column for a smaller stack), or null while
 * the table is not entered or contradicts the rulebook.
 */
export function attritionLoss(chart: AttritionChart | null, total: number, sps: number) {
  if (!chart || !attritionChartUsable(chart)) return null;
  const cols = columnsOf(chart).map(([, c]) => c);
  const col = cols.filter((c) => c.sps <= sps).at(-1) ?? cols[0];
  return col ? columnCell(col, total) : null;
}

const entryId = (slot: string) => `col-${slot}`;
const slotOf = (id: string) => ATTRITION_ENTRY_LIMITS.slots.find((s) => entryId(s) === id) ?? null;

function row(slot: string, chart: AttritionChart): RosterEntry {
  const c = chart.columns[slot as keyof AttritionChart['columns']];
  return {
    id: entryId(slot),
    name: `Column ${slot}`,
    values: [
      { label: 'Stacks of', text: c ? `${c.sps}+ SPs` : null, source: c ? 'player' : 'missing' },
      {
        label: 'SPs displaced by modified roll',
        text: c ? columnText(c) : null,
        source: c ? 'player' : 'missing',
      },
    ],
    editable: true,
    entered: c !== undefined,
  };
}

function save(chart: AttritionChart, id: string, values: RosterValues): RosterSave<AttritionChart> {
  const slot = slotOf(id);
  const fail = (errors: string[], invalid: string[] = []): RosterSave<AttritionChart> => ({
    ok: false,
    errors,
    invalid,
  });
  if (!slot) return fail([`There is no column “${id.slice(0, 40)}”.`]);
  const p = parseColumn(
    typed(values, 'from'),
    typed(values, 'results'),
    ATTRITION_ENTRY_LIMITS.spsMax,
  );
  if (!p.ok) return fail([p.error], [...p.fields]);
  const rest = withoutKey(chart.columns, slot);
  if (!p.column) return { ok: true, data: { columns: rest }, message: `Cleared column ${slot}.` };
  const spsText = typed(values, 'sps');
  const sps = spsText === '' ? 0 : Number(spsText);
  if (!Number.isInteger(sps) || sps < 0 || sps > ATTRITION_ENTRY_LIMITS.spsMax)
    return fail(
      [`The stack size is a whole number from 0 to ${ATTRITION_ENTRY_LIMITS.spsMax}.`],
      ['sps'],
    );
  if (Object.values(rest).some((c) => c.sps === sps))
    return fail([`Another column is already for stacks of ${sps}+ SPs.`], ['sps']);
  const data = { columns: { ...rest, [slot]: { sps, ...p.column } } };
  return savedChecked(data, `Saved column ${slot}`, chartFailures(checkAttritionChart(data)));
}

/** The Attrition Table's page: its columns to key in, and the rulebook's fact beside them. */
export const ATTRITION_CHART_ROSTER = chartRoster<AttritionChart>({
  userData: ATTRITION_USER_DATA,
  title: 'Attrition Table',
  rule: '13.2.2',
  ruling: 'G2',
  usedBy: 'the supply tool',
  item: { one: 'column', other: 'columns' },
  count: (d) => columnsOf(d).length,
  head: 'Column',
  columns: ['Stacks of', 'SPs displaced by modified roll'],
  rows: (d) => ATTRITION_ENTRY_LIMITS.slots.map((s) => row(s, d)),
  hint: [
    `Roll ${ATTRITION_DIE.count}d${ATTRITION_DIE.sides}. If your table has one column, enter it as column 1 for stacks of 0+ SPs; if it has a column per stack size, enter each with the smallest stack it is for.`,
  ],
  checks: checkAttritionChart,
  form(d, id) {
    const slot = slotOf(id);
    if (!slot) return null;
    const c = d.columns[slot as keyof AttritionChart['columns']];
    return {
      note: ['The SPs displaced for each modified roll, lowest first, from your player aid card.'],
      fields: [
        {
          kind: 'number',
          key: 'sps',
          label: 'For stacks of at least (SPs)',
          min: 0,
          max: ATTRITION_ENTRY_LIMITS.spsMax,
        },
        {
          kind: 'number',
          key: 'from',
          label: 'Lowest modified roll',
          min: COLUMN_LIMITS.fromMin,
          max: COLUMN_LIMITS.fromMax,
        },
        { kind: 'text', key: 'results', label: 'SPs displaced, lowest roll first', max: 100 },
      ],
      values: {
        sps: c ? String(c.sps) : '',
        from: c ? String(c.from) : '',
        results: c ? c.results.join(' ') : '',
      },
    };
  },
  save,
  clear(d, id) {
    const slot = slotOf(id);
    return {
      data: { columns: withoutKey(d.columns, slot) },
      message: slot ? `Cleared column ${slot}.` : '',
    };
  },
});
