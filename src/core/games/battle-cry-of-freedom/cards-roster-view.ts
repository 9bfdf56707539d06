/**
 * Battle Cry of Freedom: the cards page as a roster view: generals by side, battle cards by
 * theater, named events by kind, each value marked as the rulebook's, yours or missing.
 */
import type { RosterEntry, RosterSection, RosterValue, RosterView } from '../../shared/roster.js';
import { signed } from '../../shared/signed.js';
import { BATTLE_CARDS, splitKeyFor, type BattleCard } from './battle-cards.js';
import {
  DECK_LABEL,
  resolveGeneral,
  resolveSplit,
  type CardData,
  type Resolved,
} from './card-entry.js';
import {
  EVIDENCE_LABEL,
  SIDE_LABEL,
  SIDES,
  THEATER_LABEL,
  THEATERS,
  placesText,
} from './cards-common.js';
import { GENERALS, STARS, type GeneralCard } from './generals.js';
import { EVENT_CARDS, RESOURCE_CARDS } from './play-cards.js';
import { effectText } from './resources-calculator.js';

/** What the page shows: one family of cards at a time. */
export type CardFamily = 'generals' | 'battles' | 'events';

const stars = (n: number) => '★'.repeat(n);

function value<T>(label: string, r: Resolved<T>, text: (v: T) => string): RosterValue {
  return { label, text: r.value === null ? null : text(r.value), source: r.source };
}

const KIND_LABEL = { battle: 'Battle', city: 'Victory city', invasion: 'Invasion' } as const;

function generalRow(g: GeneralCard, data: CardData): RosterEntry {
  const r = resolveGeneral(g.id, data);
  return {
    id: `g-${g.id}`,
    name: g.name,
    marks: g.promotable ? [{ symbol: '⇧', label: `promoted to ${stars(STARS.max)}` }] : [],
    notes: [[g.note ?? '', g.note ? ' ' : '', { rule: placesText(g.cites) }]],
    values: [
      { label: 'Seen in', text: g.seen === null ? '—' : THEATER_LABEL[g.seen] },
      value('Offense', r.offense, stars),
      value('Defense', r.defense, stars),
      value('Cavalry', r.cavalry, (c) => (c ? 'yes' : 'no')),
    ],
    editable: true,
    entered: Object.keys(data.generals[g.id] ?? {}).length > 0,
    keys: [g.name],
  };
}

function splitText(card: BattleCard, winner: 'union' | 'confederate', data: CardData): RosterValue {
  const r = resolveSplit(card.id, splitKeyFor(card, winner), data);
  const label = `${SIDE_LABEL[winner]} wins`;
  const known = r.value === null ? null : `${signed(r.value.gain)} / ${signed(-r.value.loss)}`;
  const tag = r.evidence && r.evidence !== 'rules' ? ` (${EVIDENCE_LABEL[r.evidence]})` : '';
  return { label, text: known === null ? null : `${known}${tag}`, source: r.source };
}

function battleRow(c: BattleCard, data: CardData): RosterEntry {
  const e = data.battles[c.id] ?? {};
  const how = Object.values(c.known).flatMap((k) => (k.how ? [k.how] : []));
  return {
    id: `b-${c.id}`,
    name: c.name,
    details: [
      c.start === 'confederate-deck'
        ? 'in the Confederate Play Deck'
        : c.start === 'first-battle'
          ? 'the first battle'
          : 'Battle Deck',
    ],
    notes: [[[c.note, ...how].filter(Boolean).join(' '), ' ', { rule: placesText(c.cites) }]],
    values: [
      { label: 'Kind', text: KIND_LABEL[c.kind] },
      splitText(c, 'union', data),
      splitText(c, 'confederate', data),
      c.kind === 'city'
        ? { label: 'Major Victory', text: 'none at a city' }
        : { label: 'Major Victory', text: e.major ?? null, source: e.major ? 'player' : 'missing' },
    ],
    editable: true,
    entered: Object.keys(e).length > 0,
    keys: [c.name],
  };
}

function eventRow(
  id: string,
  name: string,
  kind: string,
  effect: string,
  battle: boolean,
  rule: string,
  data: CardData,
  does?: string,
): RosterEntry {
  const e = data.events[id] ?? {};
  return {
    id: `e-${id}`,
    name,
    notes: [[does ?? '', does ? ' ' : '', { rule }]],
    values: [
      { label: 'Kind', text: kind },
      { label: 'CP effect', text: effect },
      battle
        ? {
            label: 'Stars',
            text: e.stars ? stars(e.stars) : null,
            source: e.stars ? 'player' : 'missing',
          }
        : { label: 'Stars', text: '—' },
      {
        label: 'Deck',
        text: e.deck ? DECK_LABEL[e.deck] : null,
        source: e.deck ? 'player' : 'missing',
      },
    ],
    editable: true,
    entered: Object.keys(e).length > 0,
    keys: [name],
  };
}

const table = (caption: string, head: string, columns: readonly string[], rows: RosterEntry[]) => ({
  kind: 'table' as const,
  table: {
    layout: 'roster' as const,
    caption,
    head,
    columns: columns.map((label) => ({ label })),
    rows,
  },
});

function sections(family: CardFamily, data: CardData): RosterSection[] {
  if (family === 'generals')
    return SIDES.map((side) => ({
      id: `generals-${side}`,
      title: `${SIDE_LABEL[side]} generals`,
      count: GENERALS.filter((g) => g.side === side).length,
      body: [
        table(
          `${SIDE_LABEL[side]} generals: where seen, stars and cavalry`,
          'General',
          ['Seen in', 'Offense', 'Defense', 'Cavalry'],
          GENERALS.filter((g) => g.side === side).map((g) => generalRow(g, data)),
        ),
      ],
    }));
  if (family === 'battles')
    return THEATERS.map((t) => ({
      id: `battles-${t}`,
      title: `${THEATER_LABEL[t]} battle cards`,
      count: BATTLE_CARDS.filter((c) => c.theater === t).length,
      body: [
        table(
          `${THEATER_LABEL[t]} battle cards: kind, command points won and lost, Major Victory`,
          'Battle card',
          ['Kind', 'Union wins', 'Confederate wins', 'Major Victory'],
          BATTLE_CARDS.filter((c) => c.theater === t).map((c) => battleRow(c, data)),
        ),
      ],
    }));
  return [
    ...SIDES.map((side) => ({
      id: `resources-${side}`,
      title: `${SIDE_LABEL[side]} Resource events`,
      count: RESOURCE_CARDS.filter((r) => r.side === side).length,
      body: [
        table(
          `${SIDE_LABEL[side]} Resource events: window, command-point effect and deck`,
          'Card',
          ['Kind', 'CP effect', 'Stars', 'Deck'],
          RESOURCE_CARDS.filter((r) => r.side === side).map((r) =>
            eventRow(
              r.id,
              r.name,
              `Resource, ${r.window ?? 'phase not given'}`,
              effectText(r.effect),
              false,
              `${placesText(r.cites)} (${EVIDENCE_LABEL[r.evidence]})`,
              data,
              r.does,
            ),
          ),
        ),
      ],
    })),
    {
      id: 'events-other',
      title: 'Battle, special and movement events',
      count: EVENT_CARDS.length,
      body: [
        table(
          'Other named events: kind, value, stars and deck',
          'Card',
          ['Kind', 'CP effect', 'Stars', 'Deck'],
          EVENT_CARDS.map((e) =>
            eventRow(
              e.id,
              e.name,
              `${e.kind === 'battle' ? 'Battle' : e.kind === 'special' ? 'Special' : 'Strategic movement'}${e.value === null ? '' : ` ${signed(e.value)}`}${e.side ? `, ${SIDE_LABEL[e.side]}` : ''}`,
              '—',
              e.kind === 'battle',
              placesText(e.cites),
              data,
              e.does,
            ),
          ),
        ),
      ],
    },
  ];
}

/** The cards page for `family` under the players' data. */
export function cardsView(family: CardFamily, data: CardData): RosterView {
  const n =
    Object.keys(data.generals).length +
    Object.keys(data.battles).length +
    Object.keys(data.events).length;
  return {
    legend: [
      [
        'The cards are not in the rulebook: only what its rules and examples give is shown as the rulebook’s; the rest reads ',
        { sample: 'missing' },
        ' until you enter it from your cards, and then is marked ',
        { sample: 'entered' },
        '. An entry that contradicts the rulebook is refused. ruling G40',
      ],
    ],
    hint: [
      'Splits read “winner gains / loser loses”; a victory city has one split for each winner.',
    ],
    sections: sections(family, data),
    entered: {
      title: 'Your card values',
      text: `${n === 0 ? 'You have not entered anything yet.' : `You have entries for ${n} card${n === 1 ? '' : 's'}.`} They are saved on this device only: export them to a file, import a file, or put them in a link to share with your opponent.`,
    },
  };
}
