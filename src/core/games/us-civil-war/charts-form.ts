/**
 * The U.S. Civil War: the entry forms of the charts page: a CRT column as its lowest total and
 * its results typed in a line, a general's counter with only the values the rulebook leaves
 * open (rulings G1, G7). Entry ids: `crt-<column>`, `gen-<general>`.
 */
import type { RosterField, RosterForm, RosterState, RosterValues } from '../../shared/roster.js';
import { COUNTER_LIMITS, type Charts } from './charts-data.js';
import { crtColumnById } from './crt-columns.js';
import { CRT_ENTRY_LIMITS } from './crt-grid.js';
import { generalById, type Counter, type Inference } from './generals.js';

type State = RosterState<Charts>;

const EMPTY = 'Not entered';
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
/** Characters a typed column may take: its most rows, each up to 4 characters and a space. */
const RESULTS_TEXT_MAX = CRT_ENTRY_LIMITS.rowsMax * 5;

/** A form value as typed, trimmed. */
export const str = (values: RosterValues, k: string) => String(values[k] ?? '').trim();
const opt = (x: number | boolean | undefined) =>
  x === undefined ? '' : typeof x === 'boolean' ? (x ? 'yes' : 'no') : String(x);

/** What a ruling's inference fills in, in words: "Attack +2 is filled in from How Safe is Cairo?". */
export function inferredText(inf: Inference): string {
  const parts = Object.entries(inf.counter).map(([k, x]) =>
    k === 'attack' || k === 'defense'
      ? `${k === 'attack' ? 'Attack' : 'Defense'} +${String(x)}`
      : `${k} ${String(x)}`,
  );
  return `${parts.join(', ')} is filled in from ${inf.rule}, by inference.`;
}

/** The group and key an entry id names, or null. */
export function parseChartId(id: string): { group: 'crt' | 'generals'; key: string } | null {
  const m = /^(crt|gen)-(.+)$/.exec(id);
  if (!m) return null;
  return { group: m[1] === 'crt' ? 'crt' : 'generals', key: m[2] ?? '' };
}

/** The counter's fields, each with the counter value it sets. */
export const COUNTER_FIELDS: readonly [keyof Counter, RosterField][] = [
  [
    'rank',
    {
      kind: 'select',
      key: 'rank',
      label: 'Rank',
      empty: EMPTY,
      options: [1, 2, 3, 4]
        .filter((n) => n >= COUNTER_LIMITS.rankMin && n <= COUNTER_LIMITS.rankMax)
        .map((n) => ({ value: String(n), label: '★'.repeat(n) })),
    },
  ],
  [
    'attack',
    {
      kind: 'number',
      key: 'attack',
      label: 'Attack rating',
      min: 0,
      max: COUNTER_LIMITS.ratingMax,
    },
  ],
  [
    'defense',
    {
      kind: 'number',
      key: 'defense',
      label: 'Defense rating',
      min: 0,
      max: COUNTER_LIMITS.ratingMax,
    },
  ],
  ['cavalry', { kind: 'select', key: 'cavalry', label: 'Cavalry', empty: EMPTY, options: YES_NO }],
  [
    'cautious',
    { kind: 'select', key: 'cautious', label: 'Cautious (red box)', empty: EMPTY, options: YES_NO },
  ],
  [
    'movement',
    {
      kind: 'number',
      key: 'movement',
      label: 'Movement allowance',
      min: 1,
      max: COUNTER_LIMITS.movementMax,
    },
  ],
];

/** The form for entry `id`, or null when there is none. */
export function chartsForm(state: State, id: string): RosterForm | null {
  const p = parseChartId(id);
  if (!p) return null;
  if (p.group === 'crt') {
    const c = crtColumnById(p.key);
    if (!c) return null;
    const e = state.data.crt[c.id];
    return {
      note: [
        `Column ${c.id} of the CRT is not printed in the rulebook: enter it from your player aid card. The first result reads its lowest total and any below; the last reads its highest and any above. `,
        'ruling G1',
      ],
      fields: [
        {
          kind: 'number',
          key: 'from',
          label: 'Lowest modified total printed',
          min: CRT_ENTRY_LIMITS.fromMin,
          max: CRT_ENTRY_LIMITS.fromMax,
        },
        {
          kind: 'text',
          key: 'results',
          label: 'Results from that total up, separated by spaces',
          max: RESULTS_TEXT_MAX,
        },
      ],
      values: { from: e ? String(e.from) : '', results: e ? e.results.join(' ') : '' },
    };
  }
  const g = generalById(p.key);
  if (!g) return null;
  const entered = state.data.generals[g.id];
  // Nothing entered yet: a ruling's inference fills the form in (ruling C30 for Morgan).
  const e: Counter = entered ?? g.inferred?.counter ?? {};
  const inferred = g.inferred && !entered ? ` ${inferredText(g.inferred)}` : '';
  return {
    note: [
      `${g.name}’s counter is not printed in the rulebook: what you enter is yours.${inferred} `,
      `ruling G7${g.inferred ? `, ruling ${g.inferred.ruling}` : ''}`,
    ],
    fields: COUNTER_FIELDS.filter(([k]) => g.known[k] === undefined).map(([, f]) => f),
    values: Object.fromEntries(COUNTER_FIELDS.map(([k]) => [k, opt(e[k])])),
  };
}
