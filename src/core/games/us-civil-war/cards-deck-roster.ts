/**
 * The U.S. Civil War card decks page as a roster tool: each side's count of cards of each kind,
 * keyed in from the cards (ruling G9), checked against the deck's size the rulebook gives (18.1),
 * saved on the device, exported, imported and shared.
 */
import { parseWith } from '../../shared/parse-with.js';
import type { RosterDescriptor, RosterEntry, RosterView } from '../../shared/roster.js';
import { playerEntryTexts } from '../../shared/roster.js';
import {
  CARD_DECKS_USER_DATA,
  CARD_KINDS,
  CardDecksSchema,
  checkDeck,
  deckTotal,
  type CardDecks,
} from './cards-deck-data.js';
import { CHECK_STATUS_TEXT, enteredLegend, rosterTable, warningsOf } from './entered-page.js';
import { DECK_SIZE } from './sac.js';
import { SIDES, type Side } from './sides.js';
import { keysOf } from '../../shared/keys-of.js';

const KINDS = keysOf(CARD_KINDS);
const sideOf = (id: string): Side | null =>
  id === 'deck-union' ? 'union' : id === 'deck-confederate' ? 'confederate' : null;

function row(side: Side, data: CardDecks): RosterEntry {
  const d = data.decks[side] ?? {};
  const c = checkDeck(side, d);
  return {
    id: `deck-${side}`,
    name: SIDES[side],
    values: [
      ...KINDS.map((k) => ({
        label: CARD_KINDS[k],
        text: d[k] === undefined ? null : String(d[k]),
        source: d[k] === undefined ? ('missing' as const) : ('player' as const),
      })),
      { label: 'Total', text: String(deckTotal(d)) },
    ],
    notes: [[`${c.text}: ${CHECK_STATUS_TEXT[c.status]} `, { rule: '18.1' }]],
    editable: true,
    entered: Object.keys(d).length > 0,
  };
}

function view(data: CardDecks): RosterView {
  const fails = keysOf(SIDES)
    .map((s) => checkDeck(s, data.decks[s]))
    .filter((c) => c.status === 'fail');
  return {
    legend: enteredLegend(
      'How many cards of each kind are in each deck is not in the rulebook: each count',
      'your cards',
      'ruling G9',
    ),
    ...warningsOf(
      'Your decks contradict the rulebook',
      fails.map((c) => c.text),
    ),
    sections: [
      {
        id: 'decks',
        title: 'Special Action Card decks',
        rule: '18.1',
        body: [
          {
            kind: 'table',
            table: rosterTable(
              'Cards of each kind in each side’s deck',
              'Side',
              [...KINDS.map((k) => CARD_KINDS[k]), 'Total'],
              keysOf(SIDES).map((s) => row(s, data)),
            ),
          },
        ],
      },
    ],
    entered: {
      title: 'Your decks',
      text: 'Saved on this device only: export them to a file, import a file, or put them in a link to share with your opponent.',
    },
  };
}

/** The card decks roster. */
export const CARD_DECKS_ROSTER: RosterDescriptor<CardDecks> = {
  kind: 'roster',
  userData: CARD_DECKS_USER_DATA,
  choices: [],
  texts: playerEntryTexts({
    noun: 'counts',
    what: 'deck counts',
    item: { one: 'deck', other: 'decks' },
    count: (data) => Object.keys(data.decks).length,
  }),
  view: (state) => view(state.data),
  form(state, id) {
    const side = sideOf(id);
    if (!side) return null;
    const d = state.data.decks[side] ?? {};
    return {
      note: [`${SIDES[side]}: the cards of each kind in his deck of ${DECK_SIZE}.`],
      fields: KINDS.map((k) => ({
        kind: 'number' as const,
        key: k,
        label: CARD_KINDS[k],
        min: 0,
        max: DECK_SIZE,
      })),
      values: Object.fromEntries(KINDS.map((k) => [k, d[k] === undefined ? '' : String(d[k])])),
    };
  },
  save(state, id, values) {
    const side = sideOf(id);
    if (!side) return { ok: false, errors: ['There is no such deck.'], invalid: [] };
    const deck = Object.fromEntries(
      KINDS.flatMap((k) => {
        const t = String(values[k] ?? '').trim();
        return t === '' ? [] : [[k, Number(t)]];
      }),
    );
    const shape = parseWith(CardDecksSchema, { decks: { ...state.data.decks, [side]: deck } });
    if (!shape.ok)
      return { ok: false, errors: shape.issues.map((i) => i.message), invalid: [...KINDS] };
    const c = checkDeck(side, shape.value.decks[side]);
    if (c.status === 'fail')
      return { ok: false, errors: [`${c.text} (18.1).`], invalid: [...KINDS] };
    return { ok: true, data: shape.value, message: `Saved the ${SIDES[side]} deck.` };
  },
  clear(state, id) {
    const side = sideOf(id);
    if (!side) return { data: state.data, message: '' };
    const decks = Object.fromEntries(Object.entries(state.data.decks).filter(([k]) => k !== side));
    return { data: { decks }, message: `Cleared the ${SIDES[side]} deck.` };
  },
};
