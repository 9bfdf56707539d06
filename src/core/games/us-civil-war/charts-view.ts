/**
 * The U.S. Civil War: the charts page as a roster view. The CRT shows each column's dice, general
 * slots and the results you entered, with every fact of the rulebook checked beside it (pass,
 * fail, waiting); the generals show each counter value as the rulebook's, yours or missing.
 */
import type {
  RosterEntry,
  RosterSection,
  RosterText,
  RosterValue,
  RosterView,
} from '../../shared/roster.js';
import { counterOf, crtContext, inferenceWarnings, type Charts } from './charts-data.js';
import { CRT_COLUMNS, type CrtColumn } from './crt-columns.js';
import { checkCrt, crtDisagreement } from './crt-check.js';
import { crtCell, type CrtColumnEntry } from './crt-grid.js';
import { formatCrtResult } from './crt-result.js';
import * as page from './entered-page.js';
import { GENERALS, generalById, type Counter, type Side } from './generals.js';
import { rollRowsText } from './supply-column.js';

/** What the page shows: one chart at a time. */
export type ChartFamily = 'crt' | 'generals';

/** A column's results in rows: '≤1: 0 · 2: * · 5+: 2'. */
export function columnText(entry: CrtColumnEntry): string {
  return rollRowsText(entry.from, entry.results.length, (t) => formatCrtResult(crtCell(entry, t)));
}

function columnRow(c: CrtColumn, data: Charts): RosterEntry {
  const entry = data.crt[c.id];
  return {
    id: `crt-${c.id}`,
    name: `Column ${c.id}`,
    ...(c.inferred ? { badges: [{ text: 'inferred' }] } : {}),
    values: [
      { label: 'Dice · generals', text: `${c.dice}d6 · ${c.generals}` },
      {
        label: 'Results',
        text: entry ? columnText(entry) : null,
        source: entry ? 'player' : 'missing',
      },
    ],
    editable: true,
    entered: entry !== undefined,
    keys: [c.id],
  };
}

function crtSections(data: Charts): RosterSection[] {
  return [
    {
      id: 'crt',
      title: 'Combat Results Table',
      rule: '11.2, 11.3',
      body: [
        {
          kind: 'table',
          table: page.rosterTable(
            'CRT columns: dice, general slots and your results',
            'Column',
            ['Dice · generals', 'Results'],
            CRT_COLUMNS.map((c) => columnRow(c, data)),
          ),
        },
      ],
    },
    page.checksSection(
      {
        id: 'crt-check',
        caption: 'Each fact the rulebook gives about the CRT and what your grid gives',
        yours: 'grid',
        after: 'ruling G1',
      },
      checkCrt(data.crt, crtContext(data)).map((c) => ({ ...c.vector, ...c })),
    ),
  ];
}

const SIDE_TITLE: Readonly<Record<Side, string>> = { union: 'Union', confederate: 'Confederate' };
const yesNo = (b: boolean) => (b ? 'yes' : 'no');
const COUNTER_COLUMNS: readonly [keyof Counter, string, (v: never) => string][] = [
  ['rank', 'Rank', (n: number) => '★'.repeat(n)],
  ['attack', 'Attack', (n: number) => `+${n}`],
  ['defense', 'Defense', (n: number) => `+${n}`],
  ['cavalry', 'Cavalry', yesNo],
  ['cautious', 'Cautious', yesNo],
  ['movement', 'MA', (n: number) => String(n)],
];

function generalRow(id: string, data: Charts): RosterEntry {
  const g = generalById(id);
  const c = counterOf(id, data);
  const mine = data.generals[id] ?? {};
  const values: RosterValue[] = COUNTER_COLUMNS.map(([k, label, text]) => {
    const v = c[k];
    // A value a ruling infers and the player has not entered reads as the ruling's.
    const ruling =
      g?.inferred?.counter[k] !== undefined && mine[k] === undefined ? g.inferred.ruling : null;
    const source =
      v === undefined
        ? 'missing'
        : g?.known[k] !== undefined || ruling !== null
          ? 'rulebook'
          : 'player';
    const words = v === undefined ? null : text(v as never);
    return {
      label,
      text: ruling !== null && words !== null ? `${words} (ruling ${ruling})` : words,
      source,
    };
  });
  const notes: RosterText[] = [
    ...(g?.rule ? [[{ rule: g.rule }]] : []),
    ...(g?.inferred
      ? [[`By inference from ${g.inferred.rule}, ruling ${g.inferred.ruling}.`]]
      : []),
  ];
  return {
    id: `gen-${id}`,
    name: g?.name ?? id,
    ...(notes.length > 0 ? { notes } : {}),
    values,
    editable: true,
    entered: Object.keys(data.generals[id] ?? {}).length > 0,
    keys: [g?.name ?? id],
  };
}

function generalSections(data: Charts): RosterSection[] {
  return (['union', 'confederate'] as const).map((side) => ({
    id: `generals-${side}`,
    title: `${SIDE_TITLE[side]} generals`,
    rule: '1.2, 7.0',
    body: [
      {
        kind: 'table',
        table: page.rosterTable(
          `${SIDE_TITLE[side]} generals’ counters`,
          'General',
          COUNTER_COLUMNS.map((c) => c[1]),
          GENERALS.filter((g) => g.side === side).map((g) => generalRow(g.id, data)),
        ),
      },
    ],
  }));
}

/** The charts page for `family` under the players' data. */
export function chartsView(family: ChartFamily, data: Charts): RosterView {
  const ctx = crtContext(data);
  const disagrees = crtDisagreement(checkCrt(data.crt, ctx), data.crt, ctx);
  const failures = disagrees === '' ? [] : disagrees.split('; ');
  const cols = Object.keys(data.crt).length;
  const gens = Object.keys(data.generals).length;
  return {
    legend: page.enteredLegend(
      'The charts and counters are not in the rulebook: each value',
      'your own copy',
      'A value the rulebook gives cannot be entered otherwise. rulings G1, G7',
    ),
    hint:
      family === 'crt'
        ? [
            'Enter a column as its lowest modified total and its results upward, e.g. “0 * 1 1* 2◆” (type d for ◆, - or 0 for nothing).',
          ]
        : ['Only the generals the rulebook names are listed.'],
    ...page.warningsOf(
      failures.length > 0
        ? 'Your CRT disagrees with the rulebook: the battle tool reads it and marks its results'
        : 'A counter you entered differs from a ruling',
      [
        ...(page.failsWarning('', failures, 'cells').warnings?.items ?? []),
        ...inferenceWarnings(data),
      ],
    ),
    sections: family === 'crt' ? crtSections(data) : generalSections(data),
    entered: page.savedPanel(
      'Your charts',
      cols + gens === 0
        ? null
        : `${page.counted(cols, 'CRT column')} and ${page.counted(gens, 'counter')}`,
      true,
    ),
  };
}
