/**
 * The U.S. Civil War: a chart the players key in from their own player aid card (the Attrition,
 * Surrender and Random States tables), drawn as a roster page: the chart's rows with the values
 * entered, and beside them every fact the rulebook gives about the chart, each passing, failing
 * or waiting, as the CRT's check does. A chart that fails a fact is flagged and not used. Each
 * chart gives its own data, rows, form and checks; the page around them is written once here.
 */
import type {
  RosterDescriptor,
  RosterEntry,
  RosterForm,
  RosterSave,
  RosterText,
  RosterValues,
  RosterView,
} from '../../shared/roster.js';
import { playerEntryTexts } from '../../shared/roster.js';
import type { UserDataKind } from '../../shared/user-data.js';

export type ChartCheckStatus = 'pass' | 'fail' | 'missing';

/** One fact of the rulebook about a chart, checked against what is entered. */
export interface ChartCheck {
  readonly id: string;
  /** The rulebook's place ('13.6.4'). */
  readonly place: string;
  /** What the fact is ('Vicksburg example'). */
  readonly what: string;
  readonly expected: string;
  readonly found: string;
  readonly status: ChartCheckStatus;
}

const STATUS_TEXT: Readonly<Record<ChartCheckStatus, string>> = {
  pass: '✓ agrees',
  fail: '✗ contradicts',
  missing: '… waiting',
};

/** The ids of the facts `checks` fail: the chart is not used while there is any. */
export function chartFailures(checks: readonly ChartCheck[]): string[] {
  return checks.filter((c) => c.status === 'fail').map((c) => c.id);
}

/** What a chart page is made of. */
export interface ChartSpec<D> {
  readonly userData: UserDataKind<D>;
  /** The chart's name ('Attrition Table') and its rule. */
  readonly title: string;
  readonly rule: string;
  /** The ruling that says where its values come from ('G2'). */
  readonly ruling: string;
  /** What uses it, for the warning ('the supply tool'). */
  readonly usedBy: string;
  /** How the entries are counted for a link: 'row', 'rows'. */
  readonly item: { readonly one: string; readonly other: string };
  count(data: D): number;
  /** The table: its first column's head, the other columns, and its rows. */
  readonly head: string;
  readonly columns: readonly string[];
  rows(data: D): RosterEntry[];
  readonly hint: RosterText;
  checks(data: D): ChartCheck[];
  form(data: D, id: string): RosterForm | null;
  save(data: D, id: string, values: RosterValues): RosterSave<D>;
  clear(data: D, id: string): { readonly data: D; readonly message: string };
}

function checkRow(c: ChartCheck): RosterEntry {
  return {
    id: `fact-${c.id}`,
    name: c.id,
    details: [c.what],
    values: [
      { label: 'Where', text: c.place },
      { label: 'Rulebook', text: c.expected },
      { label: 'Yours', text: c.found, source: c.status === 'missing' ? 'missing' : 'player' },
      { label: 'Check', text: STATUS_TEXT[c.status] },
    ],
    keys: [c.id],
  };
}

/** The chart's page for `data`. */
export function chartView<D>(spec: ChartSpec<D>, data: D): RosterView {
  const checks = spec.checks(data);
  const failures = chartFailures(checks);
  const passed = checks.filter((c) => c.status === 'pass').length;
  const n = spec.count(data);
  const slug = spec.userData.kind;
  return {
    legend: [
      [
        `The ${spec.title} is not in the rulebook: each value reads `,
        { sample: 'missing' },
        ' until you enter it from your own player aid card, and then is marked ',
        { sample: 'entered' },
        `. ruling ${spec.ruling}`,
      ],
    ],
    hint: spec.hint,
    ...(failures.length > 0
      ? {
          warnings: {
            title: `Your ${spec.title} contradicts the rulebook and is not used by ${spec.usedBy}`,
            items: [`It fails ${failures.join(', ')}: check those rows against your card.`],
          },
        }
      : {}),
    sections: [
      {
        id: slug,
        title: spec.title,
        rule: spec.rule,
        body: [
          {
            kind: 'table',
            table: {
              layout: 'roster',
              caption: `${spec.title}: your values`,
              head: spec.head,
              columns: spec.columns.map((label) => ({ label })),
              rows: spec.rows(data),
            },
          },
        ],
      },
      {
        id: `${slug}-check`,
        title: 'Checked against the rulebook',
        count: passed,
        body: [
          { kind: 'note', text: [`${passed} of ${checks.length} facts agree with your table.`] },
          {
            kind: 'table',
            table: {
              layout: 'roster',
              caption: `Each fact the rulebook gives about the ${spec.title} and what yours gives`,
              head: 'Fact',
              columns: ['Where', 'Rulebook', 'Yours', 'Check'].map((label) => ({ label })),
              rows: checks.map(checkRow),
            },
          },
        ],
      },
    ],
    entered: {
      title: `Your ${spec.title}`,
      text: `${n === 0 ? 'You have not entered anything yet.' : `You have entered ${n} ${n === 1 ? spec.item.one : spec.item.other}.`} It is saved on this device only: export it to a file, import a file, or put it in a link to share with your opponent.`,
    },
  };
}

/** The roster tool of a chart the players key in. */
export function chartRoster<D>(spec: ChartSpec<D>): RosterDescriptor<D> {
  return {
    kind: 'roster',
    userData: spec.userData,
    choices: [],
    texts: playerEntryTexts({
      noun: 'values',
      what: `${spec.title} values`,
      item: spec.item,
      count: (d) => spec.count(d),
    }),
    view: (state) => chartView(spec, state.data),
    form: (state, id) => spec.form(state.data, id),
    save: (state, id, values) => spec.save(state.data, id, values),
    clear: (state, id) => spec.clear(state.data, id),
  };
}

/** A form value as typed, trimmed. */
export const typed = (values: RosterValues, k: string) => String(values[k] ?? '').trim();
