/**
 * The U.S. Civil War: the Random States Table as the players key it in (a user-data kind, saved,
 * exported, imported and shared): the state each total of its dice names, where an Arsenal is
 * added (14.5) or a Confederate naval reinforcement placed (21.10.1). The table is on the player
 * aid card (ruling G4). What the rulebook gives to check it: every total names a state, and the
 * state must hold Confederate Resource Hexes, which a Northern State never does (2.1.4, 6.1.1).
 */
import * as v from 'valibot';
import type { RosterSave } from '../../shared/roster.js';
import { RANDOM_STATES_DICE } from './economy-data.js';
import { dataKind } from './data-kind.js';
import {
  chartFailures,
  chartRoster,
  savedChecked,
  typed,
  type ChartCheck,
} from './supply-chart.js';
import { withoutKey } from '../../shared/without-key.js';

const { count, sides } = RANDOM_STATES_DICE;

/** Every total the table's dice can show, lowest first. */
export const RANDOM_STATES_TOTALS: readonly string[] = Array.from(
  { length: count * sides - count + 1 },
  (_, i) => String(count + i),
);

/** The longest state name accepted (a sanity bound, not a rule). */
export const STATE_NAME_MAX = 24;

/** The Northern States the rulebook names, with where (2.1.2: the Union always holds them). */
export const NAMED_NORTHERN_STATES: readonly (readonly [name: string, rule: string])[] = [
  ['Ohio', '14.2.1'],
  ['Indiana', '14.2.1'],
  ['Illinois', '14.2.1'],
  ['Maryland', '19.3.2'],
  ['Pennsylvania', '19.3.2'],
];

const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(STATE_NAME_MAX));

/** The players' Random States Table: a state's name by total. */
export const RandomStatesSchema = v.strictObject({
  states: v.record(v.picklist(RANDOM_STATES_TOTALS as [string, ...string[]]), Name),
});
export type RandomStates = v.InferOutput<typeof RandomStatesSchema>;

/** The user-data kind of the Random States Table (ruling G4). */
export const RANDOM_STATES_USER_DATA = dataKind('random-states', RandomStatesSchema, () => ({
  states: {},
}));

const named = (d: RandomStates) =>
  RANDOM_STATES_TOTALS.flatMap((t) => {
    const s = d.states[t];
    return s === undefined ? [] : [[t, s] as const];
  });

/** The rulebook's facts about the Random States Table, checked against `d`. */
export function checkRandomStates(d: RandomStates): ChartCheck[] {
  const have = named(d);
  const gone = RANDOM_STATES_TOTALS.filter((t) => d.states[t] === undefined);
  const north = have.filter(([, s]) =>
    NAMED_NORTHERN_STATES.some(([n]) => n.toLowerCase() === s.trim().toLowerCase()),
  );
  return [
    {
      id: 'RS1',
      place: '14.5',
      what: 'Every total names a state',
      expected: `totals ${RANDOM_STATES_TOTALS[0]}–${RANDOM_STATES_TOTALS.at(-1)} each name one`,
      ...(gone.length === 0
        ? { found: 'all named', status: 'pass' as const }
        : { found: `${gone.length} not entered`, status: 'missing' as const }),
    },
    {
      id: 'RS2',
      place: '2.1.4, 6.1.1, 14.5',
      what: 'Arsenals go in Confederate Resource Hexes',
      expected: 'no Northern State',
      ...(have.length === 0
        ? { found: 'not entered', status: 'missing' as const }
        : north.length === 0
          ? { found: 'none named', status: 'pass' as const }
          : {
              found: north.map(([t, s]) => `${t}: ${s}`).join(', '),
              status: 'fail' as const,
            }),
    },
  ];
}

/** The state total `total` names, or null while it is not entered or the table is flagged. */
export function randomStateOf(d: RandomStates | null, total: number): string | null {
  if (!d || chartFailures(checkRandomStates(d)).length > 0) return null;
  return d.states[String(total)] ?? null;
}

const entryId = (t: string) => `total-${t}`;
const totalOf = (id: string) => RANDOM_STATES_TOTALS.find((t) => entryId(t) === id) ?? null;
const without = (d: RandomStates, t: string | null) => ({
  states: withoutKey(d.states, t),
});

/** The Random States Table's page: a state per total, and the rulebook's facts beside them. */
export const RANDOM_STATES_ROSTER = chartRoster<RandomStates>({
  userData: RANDOM_STATES_USER_DATA,
  title: 'Random States Table',
  rule: '14.5, 21.10.1',
  ruling: 'G4',
  usedBy: 'the tools',
  item: { one: 'state', other: 'states' },
  count: (d) => named(d).length,
  head: 'Total',
  columns: ['State'],
  rows: (d) =>
    RANDOM_STATES_TOTALS.map((t) => {
      const s = d.states[t];
      return {
        id: entryId(t),
        name: `Total ${t}`,
        values: [{ label: 'State', text: s ?? null, source: s ? 'player' : 'missing' }],
        editable: true,
        entered: s !== undefined,
        keys: [t],
      };
    }),
  hint: [`Roll ${count}d${sides}; type the state your card gives for each total.`],
  checks: checkRandomStates,
  form: (d, id) => {
    const t = totalOf(id);
    return t === null
      ? null
      : {
          note: [`The state your card names for a total of ${t}.`],
          fields: [{ kind: 'text', key: 'state', label: 'State', max: STATE_NAME_MAX }],
          values: { state: d.states[t] ?? '' },
        };
  },
  save(d, id, values): RosterSave<RandomStates> {
    const t = totalOf(id);
    if (t === null)
      return { ok: false, errors: [`There is no total “${id.slice(0, 40)}”.`], invalid: [] };
    const name = typed(values, 'state');
    if (name.length > STATE_NAME_MAX)
      return {
        ok: false,
        errors: [`A state’s name has at most ${STATE_NAME_MAX} characters.`],
        invalid: ['state'],
      };
    const rest = without(d, t);
    if (name === '') return { ok: true, data: rest, message: `Cleared total ${t}.` };
    const data = { states: { ...rest.states, [t]: name } };
    const failures = chartFailures(checkRandomStates(data));
    return savedChecked(data, `Saved total ${t}`, failures, 'table', `Saved total ${t}: ${name}`);
  },
  clear: (d, id) => {
    const t = totalOf(id);
    return { data: without(d, t), message: t ? `Cleared total ${t}.` : '' };
  },
});
