/**
 * The Price of Freedom: the commanders as a roster tool. One side or both, and the values the
 * rulebook does not print (ruling G1), which the player enters: saved on the device, marked as
 * the player's, exportable and shareable in a link. Link: `side`.
 */
import { parseWith } from '../../shared/parse-with.js';
import type {
  RosterDescriptor,
  RosterField,
  RosterSave,
  RosterState,
  RosterValues,
} from '../../shared/roster.js';
import { playerEntryTexts } from '../../shared/roster.js';
import { sideShownChoice } from '../../shared/side-choice.js';
import { signed } from '../../shared/signed.js';
import {
  COMMANDER_NAME_MAX,
  checkCommanderEntry,
  commanderLabel,
  withCommanderEntry,
} from './commander-entry.js';
import type { CommanderEntryInput } from './commander-entry.js';
import { RATING_FIELDS, THEATER_LABEL, commandersView } from './commander-roster-view.js';
import { LAST_TURN } from './constants.js';
import type { Nation } from './constants.js';
import { RatingSchema } from './schema.js';
import type { Commander } from './schema.js';
import { loadGameData } from './setup.js';
import { COMMANDER_USER_DATA, CommanderEntrySchema } from './user-data.js';
import type { CommanderUserData } from './user-data.js';
import { keysOf } from '../../shared/keys-of.js';

type State = RosterState<CommanderUserData>;

const SIDES: Readonly<Record<string, readonly Nation[]>> = {
  both: ['usa', 'csa'],
  union: ['usa'],
  confederate: ['csa'],
};

function commanders(): readonly Commander[] {
  const data = loadGameData();
  return data.ok ? data.value.commanders : [];
}

const text = (v: number | string | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

const THEATER_KEYS = keysOf(THEATER_LABEL);

/** The fields for what the rulebook leaves empty on `c`'s counter. */
function fields(c: Commander): RosterField[] {
  const ratings = RatingSchema.options.map((n) => ({ value: String(n), label: signed(n) }));
  const empty = 'Not entered';
  return [
    ...(c.name === null
      ? [{ kind: 'text' as const, key: 'name', label: 'Name', max: COMMANDER_NAME_MAX }]
      : []),
    ...RATING_FIELDS.filter(({ field }) => c[field] === null).map(({ field, label }) => ({
      kind: 'select' as const,
      key: field,
      label,
      empty,
      options: ratings,
    })),
    ...(c.entryTurn === null
      ? [
          {
            kind: 'select' as const,
            key: 'turn',
            label: 'Entry turn',
            empty,
            options: Array.from({ length: LAST_TURN }, (_, i) => ({
              value: String(i + 1),
              label: `Turn ${i + 1}`,
            })),
          },
        ]
      : []),
    ...(c.theater === null
      ? [
          {
            kind: 'select' as const,
            key: 'theater',
            label: 'Initial theater',
            empty,
            options: THEATER_KEYS.map((t) => ({ value: t, label: THEATER_LABEL[t] })),
          },
        ]
      : []),
  ];
}

/** The form's values as an entry; only fields the rulebook leaves empty are read. */
function entryOf(c: Commander, values: RosterValues): CommanderEntryInput {
  const get = (key: string) => String(values[key] ?? '');
  const entry: Record<string, unknown> = {};
  if (c.name === null && get('name') !== '') entry['name'] = get('name');
  for (const { field } of RATING_FIELDS)
    if (c[field] === null && get(field) !== '') entry[field] = Number(get(field));
  if (c.entryTurn === null && get('turn') !== '') entry['entryTurn'] = Number(get('turn'));
  if (c.theater === null && get('theater') !== '') entry['theater'] = get('theater');
  return entry;
}

function save(state: State, id: string, values: RosterValues): RosterSave<CommanderUserData> {
  const all = commanders();
  const c = all.find((x) => x.id === id);
  if (!c) return { ok: false, errors: [`There is no commander “${id}”.`], invalid: [] };
  const input = entryOf(c, values);
  const problems = checkCommanderEntry(all, state.data, id, input);
  const shape = parseWith(CommanderEntrySchema, input);
  if (problems.length > 0 || !shape.ok) {
    const errors = problems.length > 0 || shape.ok ? problems : shape.issues.map((i) => i.message);
    return { ok: false, errors, invalid: errors.some((m) => m.includes('name')) ? ['name'] : [] };
  }
  const entry = shape.value;
  return {
    ok: true,
    data: withCommanderEntry(state.data, id, entry),
    message: `Saved your entries for ${commanderLabel({ ...c, name: entry.name ?? c.name })} on this device.`,
  };
}

/** The 25 commanders (§2.2.1), with the values the player entered. */
export const COMMANDER_ROSTER: RosterDescriptor<CommanderUserData> = {
  kind: 'roster',
  userData: COMMANDER_USER_DATA,
  choices: [
    sideShownChoice('Show', 'Both sides', (v) => `“${v}” is not a side to show; showing both.`),
  ],
  texts: playerEntryTexts({
    noun: 'entries',
    what: 'commander entries',
    item: { one: 'commander', other: 'commanders' },
    count: (data) => Object.keys(data.commanders).length,
  }),

  view(state) {
    const data = loadGameData();
    const view = commandersView(
      commanders(),
      state.data,
      SIDES[state.choices['side'] ?? 'both'] ?? [],
    );
    if (data.ok) return view;
    const problem = `The commander data failed its check: ${data.issues[0]?.message ?? ''}`;
    return { ...view, warnings: { title: problem, items: [] } };
  },
  form(state, id) {
    const c = commanders().find((x) => x.id === id);
    if (!c) return null;
    const entry = state.data.commanders[id] ?? {};
    const printed: string[] = [];
    if (c.name !== null) printed.push(`name ${c.name}`);
    for (const { field, short } of RATING_FIELDS) {
      const v = c[field];
      if (v !== null) printed.push(`${short} ${signed(v)}`);
    }
    if (c.entryTurn !== null) printed.push(`entry turn ${c.entryTurn}`);
    if (c.theater !== null) printed.push(`theater ${THEATER_LABEL[c.theater]}`);
    return {
      note: [
        `The counter of ${commanderLabel(c)} is not in the rulebook text: what you enter is yours, saved on this device and marked as yours. `,
        printed.length > 0
          ? `The rulebook gives his ${printed.join(', ')}; that cannot be changed. `
          : '',
        { rule: 'ruling G1' },
      ],
      fields: fields(c),
      values: {
        name: text(entry.name),
        adrm: text(entry.adrm),
        ddrm: text(entry.ddrm),
        mam: text(entry.mam),
        turn: text(entry.entryTurn),
        theater: text(entry.theater),
      },
    };
  },
  save,
  clear(state, id) {
    const c = commanders().find((x) => x.id === id);
    return {
      data: withCommanderEntry(state.data, id, null),
      message: `Cleared your entries for ${c ? commanderLabel(c) : id}.`,
    };
  },
};
