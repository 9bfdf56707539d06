/**
 * Battle Cry of Freedom: the cards page as a roster tool: generals, battle cards or named events,
 * with the values the players key in from their cards (ruling G40), saved on the device, marked
 * as theirs, exportable and shareable. Link: `show`.
 */
import { parseWith } from '../../shared/parse-with.js';
import type {
  RosterDescriptor,
  RosterField,
  RosterForm,
  RosterSave,
  RosterState,
  RosterValues,
} from '../../shared/roster.js';
import { playerEntryTexts } from '../../shared/roster.js';
import { battleCardById, splitKeys, type SplitKey } from './battle-cards.js';
import {
  CARD_USER_DATA,
  CardDataSchema,
  DECKS,
  DECK_LABEL,
  SPLIT_MAX,
  MAJOR_TEXT_MAX,
  checkBattleEntry,
  checkEventEntry,
  checkGeneralEntry,
  withEntry,
  type CardData,
} from './card-entry.js';
import { cardsView, type CardFamily } from './cards-roster-view.js';
import { generalById, STAR_VALUES } from './generals.js';
import { EVENT_CARDS, RESOURCE_CARDS } from './play-cards.js';
import { partsShown } from '../../shared/show-choice.js';

type State = RosterState<CardData>;

const STAR_OPTIONS = STAR_VALUES.map((n) => ({ value: String(n), label: '★'.repeat(n) }));
const EMPTY = 'Not entered';
const SPLIT_LABEL: Readonly<Record<SplitKey, string>> = {
  any: 'Any winner',
  union: 'Union wins',
  confederate: 'Confederate wins',
};

/** The entry `id` of the roster: its group and the card's own id. */
function parse(id: string): { group: keyof CardData; key: string } | null {
  const m = /^([gbe])-(.+)$/.exec(id);
  if (!m) return null;
  const group = ({ g: 'generals', b: 'battles', e: 'events' } as const)[m[1] as 'g' | 'b' | 'e'];
  return { group, key: m[2] ?? '' };
}

const str = (values: RosterValues, k: string) => String(values[k] ?? '');
const opt = (n: number | undefined) => (n === undefined ? '' : String(n));

function eventName(key: string): string | null {
  return (
    (EVENT_CARDS.find((e) => e.id === key) ?? RESOURCE_CARDS.find((r) => r.id === key))?.name ??
    null
  );
}

function form(state: State, id: string): RosterForm | null {
  const p = parse(id);
  if (!p) return null;
  const note = (what: string) => [
    `${what} is not printed in the rulebook: what you enter is yours, saved on this device and marked as yours. `,
    'ruling G40',
  ];
  if (p.group === 'generals') {
    const g = generalById(p.key);
    if (!g) return null;
    const e = state.data.generals[p.key] ?? {};
    const fields: RosterField[] = [
      ...(g.offense === null
        ? [
            {
              kind: 'select' as const,
              key: 'off',
              label: 'Offensive stars',
              empty: EMPTY,
              options: STAR_OPTIONS,
            },
          ]
        : []),
      ...(g.defense === null
        ? [
            {
              kind: 'select' as const,
              key: 'def',
              label: 'Defensive stars',
              empty: EMPTY,
              options: STAR_OPTIONS,
            },
          ]
        : []),
      ...(g.cavalry === null
        ? [
            {
              kind: 'select' as const,
              key: 'cav',
              label: 'Cavalry',
              empty: EMPTY,
              options: [
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ],
            },
          ]
        : []),
    ];
    return {
      note: note(`${g.name}’s card`),
      fields,
      values: {
        off: opt(e.offense),
        def: opt(e.defense),
        cav: e.cavalry === undefined ? '' : e.cavalry ? 'yes' : 'no',
      },
    };
  }
  if (p.group === 'battles') {
    const c = battleCardById(p.key);
    if (!c) return null;
    const e = state.data.battles[p.key] ?? {};
    const open = splitKeys(c).filter((k) => !c.known[k]);
    const fields: RosterField[] = open.flatMap((k) => [
      {
        kind: 'number' as const,
        key: `${k}_gain`,
        label: `${SPLIT_LABEL[k]}: winner gains`,
        min: 0,
        max: SPLIT_MAX,
      },
      {
        kind: 'number' as const,
        key: `${k}_loss`,
        label: `${SPLIT_LABEL[k]}: loser loses`,
        min: 0,
        max: SPLIT_MAX,
      },
    ]);
    if (c.kind !== 'city')
      fields.push({
        kind: 'text',
        key: 'major',
        label: 'Major Victory effect',
        max: MAJOR_TEXT_MAX,
      });
    const values: Record<string, string> = { major: e.major ?? '' };
    for (const k of open) {
      values[`${k}_gain`] = opt(e[k]?.gain);
      values[`${k}_loss`] = opt(e[k]?.loss);
    }
    return { note: note(`${c.name}’s card`), fields, values };
  }
  const name = eventName(p.key);
  if (name === null) return null;
  const e = state.data.events[p.key] ?? {};
  const battle = EVENT_CARDS.find((x) => x.id === p.key)?.kind === 'battle';
  return {
    note: note(`The card ${name}`),
    fields: [
      ...(battle
        ? [
            {
              kind: 'select' as const,
              key: 'stars',
              label: 'Stars',
              empty: EMPTY,
              options: STAR_OPTIONS,
            },
          ]
        : []),
      {
        kind: 'select',
        key: 'deck',
        label: 'Deck',
        empty: EMPTY,
        options: DECKS.map((d) => ({ value: d, label: DECK_LABEL[d] })),
      },
    ],
    values: { stars: opt(e.stars), deck: e.deck ?? '' },
  };
}

/** The form's values as an entry of `group` (empty fields left out). */
function entryOf(group: keyof CardData, values: RosterValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const num = (k: string) => (str(values, k) === '' ? undefined : Number(str(values, k)));
  if (group === 'generals') {
    if (num('off') !== undefined) out['offense'] = num('off');
    if (num('def') !== undefined) out['defense'] = num('def');
    if (str(values, 'cav') !== '') out['cavalry'] = str(values, 'cav') === 'yes';
  } else if (group === 'battles') {
    for (const k of ['any', 'union', 'confederate']) {
      const gain = num(`${k}_gain`);
      const loss = num(`${k}_loss`);
      if (gain !== undefined || loss !== undefined) out[k] = { gain, loss };
    }
    if (str(values, 'major').trim() !== '') out['major'] = str(values, 'major').trim();
  } else {
    if (num('stars') !== undefined) out['stars'] = num('stars');
    if (str(values, 'deck') !== '') out['deck'] = str(values, 'deck');
  }
  return out;
}

function save(state: State, id: string, values: RosterValues): RosterSave<CardData> {
  const p = parse(id);
  if (!p) return { ok: false, errors: [`There is no card “${id.slice(0, 40)}”.`], invalid: [] };
  const entry = entryOf(p.group, values);
  for (const k of ['any', 'union', 'confederate']) {
    const s = entry[k] as { gain?: number; loss?: number } | undefined;
    if (s && (s.gain === undefined || s.loss === undefined))
      return {
        ok: false,
        errors: ['Enter both numbers of a split, or neither.'],
        invalid: [`${k}_gain`, `${k}_loss`],
      };
  }
  const next = withEntry(state.data, p.group, p.key, entry as never);
  const shape = parseWith(CardDataSchema, next);
  if (!shape.ok) return { ok: false, errors: shape.issues.map((i) => i.message), invalid: [] };
  const problems =
    p.group === 'generals'
      ? checkGeneralEntry(p.key, shape.value.generals[p.key] ?? {})
      : p.group === 'battles'
        ? checkBattleEntry(p.key, shape.value.battles[p.key] ?? {})
        : checkEventEntry(p.key, shape.value.events[p.key] ?? {});
  if (problems.length > 0) return { ok: false, errors: problems, invalid: [] };
  return { ok: true, data: shape.value, message: 'Saved your values on this device.' };
}

const FAMILIES = partsShown<CardFamily>(
  [
    ['generals', 'Generals'],
    ['battles', 'Battle cards'],
    ['events', 'Events'],
  ],
  (v) => `“${v}” is not a family of cards; showing the generals.`,
);

/** The cards and generals roster. */
export const CARDS_ROSTER: RosterDescriptor<CardData> = {
  kind: 'roster',
  userData: CARD_USER_DATA,
  choices: [FAMILIES.choice],
  search: {
    key: 'q',
    label: 'Find a card',
    maxLength: 60,
    none: 'No card here matches.',
    status: (state, n) => (state.query === '' ? '' : `${n} card${n === 1 ? '' : 's'} match.`),
  },
  texts: playerEntryTexts({
    noun: 'values',
    what: 'card values',
    item: { one: 'card', other: 'cards' },
    count: (data) =>
      Object.keys(data.generals).length +
      Object.keys(data.battles).length +
      Object.keys(data.events).length,
  }),

  view(state) {
    const family = FAMILIES.shown(state.choices);
    return cardsView(family, state.data);
  },
  form,
  save,
  clear(state, id) {
    const p = parse(id);
    if (!p) return { data: state.data, message: '' };
    const name =
      p.group === 'generals'
        ? generalById(p.key)?.name
        : p.group === 'battles'
          ? battleCardById(p.key)?.name
          : eventName(p.key);
    return {
      data: withEntry(state.data, p.group, p.key, null),
      message: `Cleared your values for ${name ?? 'this card'}.`,
    };
  },
};
