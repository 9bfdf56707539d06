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
}

const INVASION: CiteRow = [glossaryPlace('Invasion'), 'L150–154'];
const VC: CiteRow = [glossaryPlace('Victory Condition Cities'), 'L192'];
const IN_C_DECK: CiteRow = [glossaryPlace('Battle Card'), 'L81'];

/** Every battle card the rulebook names; the East list is complete, the West one may not be. */
export const BATTLE_CARDS: readonly BattleCard[] = [
  {
    id: 'manassas',
    name: 'Manassas',
    theater: 'east',
    theaterStated: true,
    kind: 'battle',
    start: 'first-battle',
    known: {},
    cites: [
      [PLACE.campaign, 'L69'],
      [PLACE.setUp, 'L50'],
    ],
    note: 'Fought on turn one; kept out of the Battle Deck until then.',
  },
  {
    id: 'fredericksburg',
    name: 'Fredericksburg',
    theater: 'east',
    theaterStated: true,
    kind: 'battle',
    start: 'battle-deck',
    known: {},
    cites: [[glossaryPlace('Confederate Offensive'), 'L109']],
  },
  {
    id: 'wilderness',
    name: 'Wilderness/Chancellorsville',
    theater: 'east',
    theaterStated: true,
    kind: 'battle',
    start: 'battle-deck',
    known: {},
    cites: [[glossaryPlace('Confederate Offensive'), 'L109']],
  },
  {
    id: 'peninsula',
    name: 'Peninsula Campaign',
    theater: 'east',
    theaterStated: true,
    kind: 'battle',
    start: 'battle-deck',
    known: {},
    cites: [[glossaryPlace('Peninsula Campaign Battle Card'), 'L160']],
    note: 'Declared Amphibious (cannot be blocked) or Overland when placed; while the Union holds it, Richmond cannot be blocked.',
  },
  {
    id: 'richmond',
    name: 'Richmond/Petersburg',
    theater: 'east',
    theaterStated: true,
    kind: 'city',
    start: 'battle-deck',
    known: {},
    cites: [VC],
  },
  {
    id: 'antietam',
    name: 'Antietam',
    theater: 'east',
    theaterStated: false,
    kind: 'invasion',
    start: 'battle-deck',
    known: { any: { gain: 1, loss: 1, evidence: 'example' } },
    cites: [INVASION, [PLACE.example, 'L335']],
  },
  {
    id: 'gettysburg',
    name: 'Gettysburg',
    theater: 'east',
    theaterStated: false,
    kind: 'invasion',
    start: 'battle-deck',
    known: {},
    cites: [INVASION],
  },
  {
    id: 'washington',
    name: 'Washington, D.C.',
    theater: 'east',
    theaterStated: false,
    kind: 'invasion',
    start: 'battle-deck',
    known: {},
    cites: [INVASION, [glossaryPlace('Washington, D.C.'), 'L200']],
    note: 'The only invasion the Union may block, and only with Antietam or Gettysburg.',
  },
  {
    id: 'north-anna',
    name: 'North Anna',
    theater: 'east',
    theaterStated: false,
    kind: 'battle',
    start: 'confederate-deck',
    known: {},
    cites: [IN_C_DECK],
    note: 'Half of a Confederate Play-Deck card: he may block with it from his hand.',
  },
  {
    id: 'shiloh',
    name: 'Shiloh',
    theater: 'west',
    theaterStated: true,
    kind: 'battle',
    start: 'battle-deck',
    known: {},
    cites: [[`${glossaryPlace('Strategic Movement')} (examples)`, 'L172–180']],
  },
  {
    id: 'corinth',
    name: 'Corinth',
    theater: 'west',
    theaterStated: true,
    kind: 'battle',
    start: 'battle-deck',
    known: {
      any: {
        gain: 0,
        loss: 0,
        evidence: 'example',
        how: 'The winner’s 0 is stated; the loser’s 0 follows from the example’s command-point totals.',
      },
    },
    cites: [[PLACE.example, 'L361–363']],
  },
  {
    id: 'stones-river',
    name: 'Stones River',
    theater: 'west',
    theaterStated: true,
    kind: 'battle',
    start: 'battle-deck',
    known: {},
    cites: [[`${PLACE.phaseD} (example)`, 'L229']],
  },
  {
    id: 'chattanooga',
    name: 'Chattanooga',
    theater: 'west',
    theaterStated: true,
    kind: 'battle',
    start: 'battle-deck',
    known: {},
    cites: [[`${PLACE.phaseI} (9)`, 'L283']],
    note: 'Only Stones River may block it. Taken by the Chickamauga Campaign card, it falls without a battle and the Union gains as for a win at the end of the turn.',
  },
  {
    id: 'chickamauga',
    name: 'Chickamauga',
    theater: 'west',
    theaterStated: true,
    kind: 'battle',
    start: 'battle-deck',
    known: {},
    cites: [[glossaryPlace('Theater of War Flow Charts'), 'L190']],
  },
  {
    id: 'vicksburg',
    name: 'Vicksburg',
    theater: 'west',
    theaterStated: true,
    kind: 'city',
    start: 'battle-deck',
    known: { union: { gain: 1, loss: 2, evidence: 'rules' } },
    cites: [VC, [`${PLACE.phaseI} (8)`, 'L282']],
  },
  {
    id: 'atlanta',
    name: 'Atlanta',
    theater: 'west',
    theaterStated: true,
    kind: 'city',
    start: 'battle-deck',
    known: {},
    cites: [VC, [glossaryPlace('Theater of War Flow Charts'), 'L190']],
    note: 'The Union notes call its capture a four-point swing; the split itself is not given.',
  },
  {
    id: 'perryville',
    name: 'Perryville',
    theater: 'west',
    theaterStated: false,
    kind: 'invasion',
    start: 'battle-deck',
    known: {},
    cites: [INVASION],
  },
  {
    id: 'kennesaw',
    name: 'Kennesaw Mountain',
    theater: 'west',
    theaterStated: false,
    kind: 'battle',
    start: 'confederate-deck',
    known: {},
    cites: [IN_C_DECK],
    note: 'Half of a Confederate Play-Deck card: he may block with it from his hand.',
  },
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
