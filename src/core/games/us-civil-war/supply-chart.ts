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
import * as page from './entered-page.js';
import type { ChartCheck } from './entered-page.js';

export type { ChartCheck, ChartCheckStatus } from './entered-page.js';

/** The ids of the facts `checks` fail: the chart is not used while there is any. */
export function chartFailures(checks: readonly ChartCheck[]): string[] {
  return checks.filter((c) => c.status === 'fail').map((c) => c.id);
}

/**
 * A save of the players' table that went through: said as `saved` when it agrees with every fact
 * of the rulebook (`agreed`, if given, says more), otherwise with the facts it contradicts and
 * the warning that it is not used until it agrees. It is kept either way.
 */
export function savedChecked<D>(
  data: D,
  saved: string,
  failures: readonly string[],
  table = 'table',
  agreed = saved,
  stillUsed = false,
): RosterSave<D> {
  return {
    ok: true,
    data,
    message:
      failures.length === 0
        ? `${agreed}.`
        : stillUsed
          ? `${saved}; your ${table} disagrees with the rulebook at ${failures.join('; ')}: results read from it say so until it agrees.`
          : `${saved}; your ${table} contradicts ${failures.join(', ')} and is not used until it agrees.`,
  };
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

/** The chart's page for `data`. */
export function chartView<D>(spec: ChartSpec<D>, data: D): RosterView {
  const checks = spec.checks(data);
  const n = spec.count(data);
  const slug = spec.userData.kind;
  return {
    legend: page.enteredLegend(
      `The ${spec.title} is not in the rulebook: each value`,
      'your own player aid card',
      `ruling ${spec.ruling}`,
    ),
    hint: spec.hint,
    ...page.failsWarning(
      `Your ${spec.title} contradicts the rulebook and is not used by ${spec.usedBy}`,
      chartFailures(checks),
      'rows',
    ),
    sections: [
      {
        id: slug,
        title: spec.title,
        rule: spec.rule,
        body: [
          {
            kind: 'table',
            table: page.rosterTable(
              `${spec.title}: your values`,
              spec.head,
              spec.columns,
              spec.rows(data),
            ),
          },
        ],
      },
      page.checksSection(
        {
          id: `${slug}-check`,
          caption: `Each fact the rulebook gives about the ${spec.title} and what yours gives`,
          yours: 'table',
        },
        checks,
      ),
    ],
    entered: page.savedPanel(
      `Your ${spec.title}`,
      n === 0 ? null : page.counted(n, spec.item.one, spec.item.other),
    ),
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
