/**
 * The U.S. Civil War: the parts every page of values the players key in draws alike (the Blockade
 * Table, the CRT and counters, the tables of `supply-chart`, the Turn Record Track, the card
 * decks): the legend saying a value reads missing until entered, the warning when what is entered
 * contradicts the rulebook, a table of rows, the section checking each fact of the rulebook, and
 * the panel of what is saved. Written once so that every such page says these things alike.
 */
import type {
  RosterEntry,
  RosterSection,
  RosterTable,
  RosterText,
  RosterView,
} from '../../shared/roster.js';

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

/** How a fact's check reads in its row. */
export const CHECK_STATUS_TEXT: Readonly<Record<ChartCheckStatus, string>> = {
  pass: '✓ agrees',
  fail: '✗ contradicts',
  missing: '… waiting',
};

/** A roster-layout table of `rows` under `head` and the other `columns`. */
export function rosterTable(
  caption: string,
  head: string,
  columns: readonly string[],
  rows: readonly RosterEntry[],
): RosterTable {
  return { layout: 'roster', caption, head, columns: columns.map((label) => ({ label })), rows };
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
      { label: 'Check', text: CHECK_STATUS_TEXT[c.status] },
    ],
    keys: [c.id],
  };
}

/** How the checks section is named: its id, its table's caption and its note's words. */
export interface ChecksWords {
  readonly id: string;
  readonly caption: string;
  /** What the players entered ('table', 'grid'). */
  readonly yours: string;
  /** Words after the note ('ruling G3'). */
  readonly after?: string;
}

/** The section listing each fact of the rulebook and how what is entered fares against it. */
export function checksSection(words: ChecksWords, checks: readonly ChartCheck[]): RosterSection {
  const passed = checks.filter((c) => c.status === 'pass').length;
  const after = words.after === undefined ? '' : ` ${words.after}`;
  return {
    id: words.id,
    title: 'Checked against the rulebook',
    count: passed,
    body: [
      {
        kind: 'note',
        text: [`${passed} of ${checks.length} facts agree with your ${words.yours}.${after}`],
      },
      {
        kind: 'table',
        table: rosterTable(
          words.caption,
          'Fact',
          ['Where', 'Rulebook', 'Yours', 'Check'],
          checks.map(checkRow),
        ),
      },
    ],
  };
}

/** The legend: `subject` ('The X is not in the rulebook: each value') reads missing until entered. */
export function enteredLegend(subject: string, source: string, after: string): RosterText[] {
  return [
    [
      `${subject} reads `,
      { sample: 'missing' },
      ` until you enter it from ${source}, and then is marked `,
      { sample: 'entered' },
      `. ${after}`,
    ],
  ];
}

/** The page's warning, when there is anything in `items`. */
export function warningsOf(title: string, items: readonly string[]): Pick<RosterView, 'warnings'> {
  return items.length > 0 ? { warnings: { title, items } } : {};
}

/** The warning naming the facts a chart fails, when it fails any. */
export function failsWarning(
  title: string,
  failures: readonly string[],
  things: string,
): Pick<RosterView, 'warnings'> {
  return warningsOf(
    title,
    failures.length > 0
      ? [`It fails ${failures.join(', ')}: check those ${things} against your card.`]
      : [],
  );
}

/** `n` things in words: '1 year', '3 years'. */
export const counted = (n: number, one: string, other = `${one}s`): string =>
  `${n} ${n === 1 ? one : other}`;

/** The saved-data panel: what is `entered` (null when nothing), saved on this device only. */
export function savedPanel(
  title: string,
  entered: string | null,
  plural = false,
): RosterView['entered'] {
  const [is, it] = plural ? ['They are', 'them'] : ['It is', 'it'];
  const what =
    entered === null ? 'You have not entered anything yet.' : `You have entered ${entered}.`;
  return {
    title,
    text: `${what} ${is} saved on this device only: export ${it} to a file, import a file, or put ${it} in a link to share with your opponent.`,
  };
}
