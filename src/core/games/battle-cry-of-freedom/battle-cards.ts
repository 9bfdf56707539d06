/**
 * Battle Cry of Freedom: the battle cards the rulebook names, by theater, with their kind (battle,
 * victory city, invasion), where each starts, and the few command-point results the text gives.
 * A split reads "winner gains / loser loses"; a victory city has one split per winner, every
 * other card one split whoever wins. Missing splits are entered by the player (cards page).
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import { PLACE, glossaryPlace, type Evidence, type Side, type Theater } from './cards-common.js';

/** A battle card's kind: an ordinary battle, a victory condition city, or an invasion. */
export type BattleKind = 'battle' | 'city' | 'invasion';

/** A command-point result: what the winner gains and the loser loses. */
export interface Split {
  readonly gain: number;
  readonly loss: number;
}

/** Which split a result is read from: a victory city's per winner, any other card's `any`. */
export type SplitKey = 'any' | Side;

/** A known split and the evidence for it. */
export interface KnownSplit extends Split {
  readonly evidence: Evidence;
  /** How the value was found, when not printed as a rule. */
  readonly how?: string;
}

export interface BattleCard {
  readonly id: string;
  readonly name: string;
  readonly theater: Theater;
  /** The theater is the rulebook's (false: worked out from where the battle was). */
  readonly theaterStated: boolean;
  readonly kind: BattleKind;
  /** Where it starts: the Battle Deck, beside it for turn one (Manassas), or the Confederate deck. */
  readonly start: 'battle-deck' | 'first-battle' | 'confederate-deck';
  /** Known command-point results, by split key. */
  readonly known: Readonly<Partial<Record<SplitKey, KnownSplit>>>;
  readonly cites: readonly CiteRow[];
  readonly note?: string;
  /** The victory condition city the card stands for, as the victory rules name it. */
  readonly city?: VictoryCity;
}

/**
 * The victory condition cities as the victory rules name them, by the id of their battle card:
 * the one place these names are typed (the victory data, the tracker's state and the glossary
 * read them through the city cards below).
 */
export const CITY_OF = {
  richmond: 'Richmond',
  vicksburg: 'Vicksburg',
  atlanta: 'Atlanta',
} as const;
/** A victory city's battle-card id. */
export type CityCardId = keyof typeof CITY_OF;
/** A victory condition city. */
export type VictoryCity = (typeof CITY_OF)[CityCardId];

const isCityId = (id: string): id is CityCardId => Object.hasOwn(CITY_OF, id);

const INVASION: CiteRow = [glossaryPlace('Invasion'), 'L150–154'];
const VC: CiteRow = [glossaryPlace('Victory Condition Cities'), 'L192'];
const IN_C_DECK: CiteRow = [glossaryPlace('Battle Card'), 'L81'];

/** What sets a card apart from a plain battle-deck card whose theater is stated and splits unknown. */
interface CardMore {
  /** The theater is worked out from where the battle was, not stated. */
  readonly inferred?: boolean;
  readonly start?: BattleCard['start'];
  readonly known?: BattleCard['known'];
  readonly note?: string;
}

function card(
  theater: Theater,
  kind: BattleKind,
  id: string,
  name: string,
  cites: readonly CiteRow[],
  more: CardMore = {},
): BattleCard {
  return {
    id,
    name,
    theater,
    theaterStated: !more.inferred,
    kind,
    start: more.start ?? 'battle-deck',
    known: more.known ?? {},
    cites,
    ...(more.note === undefined ? {} : { note: more.note }),
    ...(kind === 'city' && isCityId(id) ? { city: CITY_OF[id] } : {}),
  };
}

/** Every battle card the rulebook names; the East list is complete, the West one may not be. */
export const BATTLE_CARDS: readonly BattleCard[] = [
  card(
    'east',
    'battle',
    'manassas',
    'Manassas',
    [
      [PLACE.campaign, 'L69'],
      [PLACE.setUp, 'L50'],
    ],
    { start: 'first-battle', note: 'Fought on turn one; kept out of the Battle Deck until then.' },
  ),
  card('east', 'battle', 'fredericksburg', 'Fredericksburg', [
    [glossaryPlace('Confederate Offensive'), 'L109'],
  ]),
  card('east', 'battle', 'wilderness', 'Wilderness/Chancellorsville', [
    [glossaryPlace('Confederate Offensive'), 'L109'],
  ]),
  card(
    'east',
    'battle',
    'peninsula',
    'Peninsula Campaign',
    [[glossaryPlace('Peninsula Campaign Battle Card'), 'L160']],
    {
      note: 'Declared Amphibious (cannot be blocked) or Overland when placed; while the Union holds it, Richmond cannot be blocked.',
    },
  ),
  card('east', 'city', 'richmond', `${CITY_OF.richmond}/Petersburg`, [VC]),
  card('east', 'invasion', 'antietam', 'Antietam', [INVASION, [PLACE.example, 'L335']], {
    inferred: true,
    known: { any: { gain: 1, loss: 1, evidence: 'example' } },
  }),
  card('east', 'invasion', 'gettysburg', 'Gettysburg', [INVASION], { inferred: true }),
  card(
    'east',
    'invasion',
    'washington',
    'Washington, D.C.',
    [INVASION, [glossaryPlace('Washington, D.C.'), 'L200']],
    {
      inferred: true,
      note: 'The only invasion the Union may block, and only with Antietam or Gettysburg.',
    },
  ),
  card('east', 'battle', 'north-anna', 'North Anna', [IN_C_DECK], {
    inferred: true,
    start: 'confederate-deck',
    note: 'Half of a Confederate Play-Deck card: he may block with it from his hand.',
  }),
  card('west', 'battle', 'shiloh', 'Shiloh', [
    [`${glossaryPlace('Strategic Movement')} (examples)`, 'L172–180'],
  ]),
  card('west', 'battle', 'corinth', 'Corinth', [[PLACE.example, 'L361–363']], {
    known: {
      any: {
        gain: 0,
        loss: 0,
        evidence: 'example',
        how: 'The winner’s 0 is stated; the loser’s 0 follows from the example’s command-point totals.',
      },
    },
  }),
  card('west', 'battle', 'stones-river', 'Stones River', [[`${PLACE.phaseD} (example)`, 'L229']]),
  card('west', 'battle', 'chattanooga', 'Chattanooga', [[`${PLACE.phaseI} (9)`, 'L283']], {
    note: 'Only Stones River may block it. Taken by the Chickamauga Campaign card, it falls without a battle and the Union gains as for a win at the end of the turn.',
  }),
  card('west', 'battle', 'chickamauga', 'Chickamauga', [
    [glossaryPlace('Theater of War Flow Charts'), 'L190'],
  ]),
  card('west', 'city', 'vicksburg', CITY_OF.vicksburg, [VC, [`${PLACE.phaseI} (8)`, 'L282']], {
    known: { union: { gain: 1, loss: 2, evidence: 'rules' } },
  }),
  card(
    'west',
    'city',
    'atlanta',
    CITY_OF.atlanta,
    [VC, [glossaryPlace('Theater of War Flow Charts'), 'L190']],
    { note: 'The Union notes call its capture a four-point swing; the split itself is not given.' },
  ),
  card('west', 'invasion', 'perryville', 'Perryville', [INVASION], { inferred: true }),
  card('west', 'battle', 'kennesaw', 'Kennesaw Mountain', [IN_C_DECK], {
    inferred: true,
    start: 'confederate-deck',
    note: 'Half of a Confederate Play-Deck card: he may block with it from his hand.',
  }),
];

/** What the Union gains when Washington is recaptured the turn after it fell (the Confederate loses nothing). */
export const WASHINGTON_RECAPTURE: Split = { gain: 1, loss: 0 };

/** What the Union gains at the end of the turn when Chattanooga falls by card, as for a win. */
export const CHATTANOOGA_BY_CARD_GAIN = 1;

/** The invasions the Confederates remove from the game when they win them (not Washington). */
export const REMOVED_IF_CONFEDERATE_WINS: readonly string[] = [
  'perryville',
  'antietam',
  'gettysburg',
];

/** The battle card `id`, if the rulebook names it. */
export function battleCardById(id: string): BattleCard | undefined {
  return BATTLE_CARDS.find((c) => c.id === id);
}

/** The splits a card carries: one per winner at a victory city, one for any winner elsewhere. */
export function splitKeys(card: BattleCard): readonly SplitKey[] {
  return card.kind === 'city' ? ['union', 'confederate'] : ['any'];
}

/** The split that applies when `winner` wins on `card`. */
export function splitKeyFor(card: BattleCard, winner: Side): SplitKey {
  return card.kind === 'city' ? winner : 'any';
}
