/**
 * Battle Cry of Freedom: Phase D and the placement rules of Phase E as pure checks: may the Union
 * place this battle (held cards, invasions, the Atlanta and Chickamauga prerequisites, placements
 * forced by Confederate resources), who may block it, may the Confederate take the offensive in
 * a theater, and which invasion he may put down. What hangs on unprinted cards is left to the
 * players, and said.
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import { BATTLE_CARDS, battleCardById } from './battle-cards.js';
import { blockOptions, WASHINGTON_BLOCKERS, type BlockOptions } from './blocking.js';
import { PLACE, THEATER_LABEL, THEATERS, glossaryPlace, type Theater } from './cards-common.js';
import { EVENT_CARDS } from './cards-events.js';

/** An event card's name, read from the card data (the id where the data lacks it). */
const eventName = (id: string): string => EVENT_CARDS.find((c) => c.id === id)?.name ?? id;

/** The Confederate cards that put him on the offensive in Phase E; names from the card data. */
export const OFFENSIVE_CARDS = [
  { id: 'strategic-offensive', name: eventName('strategic-offensive'), invasion: true },
  { id: 'lee-audacity', name: eventName('lee-audacity'), invasion: true },
  { id: 'anv-move', name: eventName('anv-move'), invasion: false },
  { id: 'aot-move', name: eventName('aot-move'), invasion: false },
] as const;

export type OffensiveCardId = (typeof OFFENSIVE_CARDS)[number]['id'];

/** Placements the rulebook lets a card prevent until others have fallen. */
export const PREREQUISITES: Readonly<
  Record<string, { readonly needs: readonly string[]; readonly cites: readonly CiteRow[] }>
> = {
  atlanta: {
    needs: ['chattanooga', 'chickamauga'],
    cites: [[glossaryPlace('Theater of War Flow Charts'), 'L190']],
  },
  chickamauga: {
    needs: ['chattanooga'],
    cites: [[`${PLACE.notesU} › Grant Moves South (player notes only)`, 'L567–569']],
  },
};

/** The table as the placement checks read it. */
export interface PlacementSituation {
  /** The Union's card in each theater ('' for none). */
  readonly placed: Readonly<Record<Theater, string>>;
  readonly peninsula: 'amphibious' | 'overland';
  readonly held: ReadonlySet<string>;
  readonly removed: ReadonlySet<string>;
  readonly inHand: ReadonlySet<string>;
  /** On to Richmond was played: the Union must place in the East. */
  readonly onToRichmond: boolean;
  /** Pressure Increases on Lincoln's Administration: a battle in each theater. */
  readonly pressure: boolean;
  /** Where the Confederate takes the offensive in Phase E ('' for nowhere), and with what. */
  readonly offense: '' | Theater;
  readonly offenseCard: OffensiveCardId;
  /** The invasion he puts down ('' for none). */
  readonly invasion: string;
  /** Washington fell last turn: the Union places in the West only (Glossary › Washington, D.C.). */
  readonly washingtonFell?: boolean;
}

/** Why the Union places no battle in the East the turn after Washington's fall (L200). */
export const WASHINGTON_FELL_TEXT =
  'Washington fell last turn: the Union places no battle in the East, where none is fought unless the Confederate takes the offensive (Glossary › Washington, D.C.; ruling G44).';

/** The outcome for one theater. */
export interface TheaterPlacement {
  readonly theater: Theater;
  /** The placed card's name, or null. */
  readonly placed: string | null;
  /** Who may block it, when it may be placed. */
  readonly block: BlockOptions | null;
}

export interface PlacementCheck {
  readonly legal: boolean;
  /**
   * What the player still has to choose before the placement can be judged (no battle card in
   * either theater yet, the tool's starting state), or null. Not a problem: nothing is wrong yet.
   */
  readonly pending: string | null;
  readonly problems: readonly string[];
  readonly theaters: readonly TheaterPlacement[];
  /** Whether an offensive is barred in each theater, and why. */
  readonly offenseBarred: Readonly<Record<Theater, string | null>>;
  /** Invasions he may put down in the offensive's theater. */
  readonly invasions: readonly string[];
  /** The Union's blockers when Washington is put down. */
  readonly washingtonBlockers: readonly string[];
  readonly notes: readonly { readonly text: string; readonly cites: readonly CiteRow[] }[];
  readonly rulings: readonly string[];
}

const nameOf = (id: string): string => battleCardById(id)?.name ?? id;

/** Why the Union may not place `id` now, or null. */
export function placementBar(id: string, s: PlacementSituation): string | null {
  const card = battleCardById(id);
  if (!card) return `There is no battle card “${id.slice(0, 40)}”.`;
  if (card.kind === 'invasion')
    return `${card.name} is an invasion: only the Confederate places it.`;
  if (card.start === 'confederate-deck')
    return `${card.name} is in the Confederate Play Deck: only he plays it, to block.`;
  if (s.held.has(id)) return `The Union already holds ${card.name}.`;
  const pre = PREREQUISITES[id];
  const missing = pre?.needs.filter((n) => !s.held.has(n)) ?? [];
  if (missing.length > 0)
    return `${card.name} may not be placed until ${missing.map(nameOf).join(' and ')} ${missing.length > 1 ? 'have' : 'has'} fallen.`;
  return null;
}

/**
 * True when every Battle-Deck card of `theater` but one victory city is in Union hands: then no
 * Confederate card may give him the offensive there. Invasions are not counted (ruling A19).
 */
export function offensiveBarred(theater: Theater, held: ReadonlySet<string>): boolean {
  const deck = BATTLE_CARDS.filter(
    (c) => c.theater === theater && c.kind !== 'invasion' && c.start !== 'confederate-deck',
  );
  const open = deck.filter((c) => !held.has(c.id));
  return open.length === 1 && open[0]?.kind === 'city';
}

/** Why no Confederate card may give him the offensive in `theater` (Glossary › Confederate Offensive). */
export function offensiveBarredText(theater: Theater): string {
  return `Only one victory city of the ${THEATER_LABEL[theater]} is left out of Union hands: no Confederate card may give the offensive there.`;
}

/** Whether the Union holds every victory city of `theater` (the city battle cards). */
function theaterClosed(theater: Theater, held: ReadonlySet<string>): boolean {
  return BATTLE_CARDS.filter((c) => c.kind === 'city' && c.theater === theater).every((c) =>
    held.has(c.id),
  );
}

/** Every check of Phase D and of the offensive in Phase E for `s`. */
export function checkPlacement(s: PlacementSituation): PlacementCheck {
  const problems: string[] = [];
  const rulings = new Set<string>(['C33']);
  const placedIn = THEATERS.filter((t) => s.placed[t] !== '');
  const pending =
    placedIn.length === 0
      ? 'Choose the battle card the Union places: in one theater at least, or in both.'
      : null;
  const fell = s.washingtonFell === true;
  if (fell) {
    rulings.add('G44');
    if (s.placed.east !== '') problems.push(WASHINGTON_FELL_TEXT);
  }
  if (s.onToRichmond && s.placed.east === '' && !fell)
    problems.push('On to Richmond was played: the Union must place a battle in the East.');
  if (s.pressure && placedIn.length < THEATERS.length && !(fell && s.placed.west !== ''))
    problems.push(
      'Pressure Increases on Lincoln’s Administration: the Union must place a battle in each theater.',
    );
  const theaters = THEATERS.map((theater): TheaterPlacement => {
    const id = s.placed[theater];
    if (id === '') return { theater, placed: null, block: null };
    const card = battleCardById(id);
    if (card && card.theater !== theater)
      problems.push(`${card.name} is a ${THEATER_LABEL[card.theater]} battle.`);
    const bar = placementBar(id, s);
    if (bar !== null) problems.push(bar);
    const block = bar === null ? blockOptions(id, s) : null;
    if (['fredericksburg', 'shiloh', 'corinth'].includes(id)) rulings.add('A29');
    if (id === 'chickamauga') rulings.add('A27');
    return { theater, placed: nameOf(id), block };
  });
  const offenseBarred = Object.fromEntries(
    THEATERS.map((t) => [t, offensiveBarred(t, s.held) ? offensiveBarredText(t) : null]),
  ) as Record<Theater, string | null>;
  if (THEATERS.some((t) => offenseBarred[t] !== null)) rulings.add('A19');
  const card = OFFENSIVE_CARDS.find((c) => c.id === s.offenseCard) ?? OFFENSIVE_CARDS[0];
  let invasions: string[] = [];
  if (s.offense !== '') {
    const barred = offenseBarred[s.offense];
    if (barred !== null) problems.push(`${card.name}: ${barred}`);
    rulings.add('A18');
    invasions = card.invasion
      ? BATTLE_CARDS.filter(
          (c) => c.kind === 'invasion' && c.theater === s.offense && !s.removed.has(c.id),
        ).map((c) => c.id)
      : [];
  }
  if (s.invasion !== '') {
    if (s.offense === '')
      problems.push('An invasion is put down only with a Confederate offensive.');
    else if (!invasions.includes(s.invasion))
      problems.push(
        `${nameOf(s.invasion)} cannot be put down with ${card.name} in the ${THEATER_LABEL[s.offense]}${s.removed.has(s.invasion) ? ' (it is out of the game)' : ''}.`,
      );
  }
  const washingtonBlockers =
    s.invasion === 'washington' ? WASHINGTON_BLOCKERS.filter((id) => !s.removed.has(id)) : [];
  const notes = [
    {
      text: 'Victory cities never block, and a card the Union holds can no longer block.',
      cites: [[glossaryPlace('Blocking'), 'L89']] as CiteRow[],
    },
    ...(s.offense === ''
      ? []
      : [
          {
            text: 'With the offensive he may instead replace the Union’s card with one the Union holds, or place a battle where none was; the Union’s card goes back to the Battle Deck.',
            cites: [
              [glossaryPlace('Invasion'), 'L150'],
              [`${PLACE.notesC} › Defending the Confederacy (player notes only)`, 'L495–503'],
            ] as CiteRow[],
          },
        ]),
    ...(THEATERS.some((t) => theaterClosed(t, s.held))
      ? [
          {
            text: 'A theater whose victory cities have all fallen takes no more command points from either side.',
            cites: [[glossaryPlace('Victory Condition Cities'), 'L194–196']] as CiteRow[],
          },
        ]
      : []),
  ];
  return {
    legal: problems.length === 0 && pending === null,
    pending,
    problems,
    theaters,
    offenseBarred,
    invasions,
    washingtonBlockers,
    notes,
    rulings: [...rulings],
  };
}
