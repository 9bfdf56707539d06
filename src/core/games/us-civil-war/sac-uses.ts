/**
 * The U.S. Civil War's Special Action Card uses and which cards pay for each (18.1, 18.3, 20.5,
 * 21.7, 21.12): a theater card only in its own theater (where the force starts its activation,
 * or where the land battle is fought), a Naval card for the naval uses, an Any card everywhere.
 * The rulebook does not print the cards' texts, only these general rules, so a use is judged by
 * kind of card, never by a card's name. Pure.
 */
import { START_1861 } from './scenario-rules.js';
import type { Side } from './sides.js';
import type { Theater } from './theaters.js';

/** A kind of card by where it may be played: its theater's, Naval, or Any (18.1). */
export type CardKindId = Theater | 'naval' | 'any';

/** Which kinds pay for a use: the theater's card, Naval cards, Any cards. */
interface Payers {
  readonly theater: boolean;
  readonly naval: boolean;
  readonly any: boolean;
}

/** A use of a card, the rule that gives it, and who may make it in which game. */
export interface CardUse {
  readonly id: string;
  readonly name: string;
  readonly rule: string;
  readonly pay: Payers;
  /** Only in the Basic Game or only in the Advanced Game (naval rules, 21). */
  readonly game?: 'basic' | 'advanced';
  readonly side?: Side;
  /** Not on the slower-pace turns of an 1861 start (S1.3). */
  readonly not1861Ramp?: boolean;
  /** What else the rules ask of it, in words. */
  readonly terms: readonly { readonly text: string; readonly rule: string }[];
}

const LAND: Payers = { theater: true, naval: false, any: true };
const NAVAL: Payers = { theater: false, naval: true, any: true };
const ANY: Payers = { theater: false, naval: false, any: true };

/**
 * Who may make the Union's river-navy uses (Naval Assist, Naval Support): the Union in the Basic
 * Game, with a card that pays for a naval use, never on the slower-pace 1861 turns (18.1, S1.3).
 */
const UNION_RIVER_NAVY = {
  pay: NAVAL,
  game: 'basic',
  side: 'union',
  not1861Ramp: true,
} as const satisfies Partial<CardUse>;

/** Every use the rules give a card, Basic Game first. */
export const CARD_USES: readonly CardUse[] = [
  {
    id: 'action',
    name: 'An extra action',
    rule: '18.1',
    pay: LAND,
    terms: [{ text: 'Any action of the Action list but Training.', rule: '4.3' }],
  },
  {
    id: 'battle',
    name: '+2 in a land battle',
    rule: '18.1, 18.3.2',
    pay: LAND,
    terms: [
      {
        text: 'Attacker only, at most one a battle, committed before any die is rolled; the theater is where the battle is fought, an Amphibious Assault’s battle included.',
        rule: '18.3.2',
      },
    ],
  },
  {
    id: 'cautious',
    name: 'Activate a Cautious General',
    rule: '7.7, 18.1',
    pay: LAND,
    terms: [{ text: 'Instead of the 2 Action Points he costs to attack.', rule: '7.7' }],
  },
  {
    id: 'supply',
    name: 'Supply',
    rule: '18.1',
    pay: LAND,
    terms: [
      {
        text: 'One Out of Supply stack ignores Attrition and Surrender for one Action Phase.',
        rule: '18.1',
      },
    ],
  },
  {
    id: 'force-march',
    name: 'Force March',
    rule: '18.1',
    pay: LAND,
    terms: [
      {
        text: 'One activated General’s MA +2: played at the start of his move, besides the Action Point that activates him; not for Demoralized SPs.',
        rule: '18.1',
      },
    ],
  },
  {
    id: 'fort',
    name: 'Build or upgrade a Fort',
    rule: '10.2, 18.1',
    pay: LAND,
    terms: [{ text: 'In a friendly-controlled space in Full Supply.', rule: '10.2' }],
  },
  {
    id: 'naval-transport',
    name: 'Naval Transport',
    rule: '18.1, 20.3',
    pay: { theater: true, naval: true, any: true },
    terms: [{ text: 'Or pay its Action Points.', rule: '20.3' }],
  },
  {
    id: 'naval-assist',
    name: 'Naval Assist',
    rule: '18.1',
    ...UNION_RIVER_NAVY,
    terms: [
      {
        text: 'An activated Union General and his SPs cross a Confederate-controlled Navigable River hexside as if friendly: on the Ohio, the Mississippi and their tributaries, or between a Coastal Fort and its Ocean Port; never on the Tennessee above Muscle Shoals.',
        rule: '18.1',
      },
    ],
  },
  {
    id: 'naval-support',
    name: 'Naval Support (+1)',
    rule: '18.1',
    ...UNION_RIVER_NAVY,
    terms: [
      {
        text: 'A Union attack on a Fort, Coastal Fort, Port or Island on those rivers or in a Coastal Hex reached from the sea; with a battle card besides, +3.',
        rule: '18.1',
      },
    ],
  },
  {
    id: 'amphibious-fort',
    name: 'Amphibious Assault on a Fort or Coastal Fort',
    rule: '20.5.6',
    pay: NAVAL,
    game: 'basic',
    side: 'union',
    terms: [{ text: 'The card activates the force; no Action Point.', rule: '20.5.1' }],
  },
  {
    id: 'amphibious-other',
    name: 'Amphibious Assault on anything else',
    rule: '20.5.6',
    pay: { theater: true, naval: true, any: true },
    game: 'basic',
    side: 'union',
    terms: [
      {
        text: 'A Naval Transport activation pays for it as well: its Action Points instead of a card.',
        rule: '20.5.6',
      },
    ],
  },
  {
    id: 'amphibious-csa',
    name: 'Amphibious Assault',
    rule: '20.5.6',
    pay: ANY,
    game: 'basic',
    side: 'confederate',
    terms: [{ text: 'Every Confederate Amphibious Assault needs an Any card.', rule: '20.5.6' }],
  },
  {
    id: 'naval-battle',
    name: '+2 in a Naval Battle',
    rule: '18.3.2, 21.6.5',
    pay: NAVAL,
    game: 'advanced',
    terms: [{ text: 'Attacker only, at most one a battle, before any roll.', rule: '18.3.2' }],
  },
  {
    id: 'naval-movement',
    name: 'Move a stack of Naval Units',
    rule: '21.12',
    pay: NAVAL,
    game: 'advanced',
    terms: [],
  },
  {
    id: 'ironclads',
    name: 'Oceangoing Ironclads in the battle',
    rule: '21.12, 21.5',
    pay: NAVAL,
    game: 'advanced',
    side: 'union',
    terms: [
      {
        text: 'The naval stack activated by the card may add the Union Ironclad Strength in a battle at a Blockade Runner Port.',
        rule: '21.5',
      },
    ],
  },
  {
    id: 'cottonclads',
    name: 'Cottonclads',
    rule: '21.12, 21.11',
    pay: ANY,
    game: 'advanced',
    side: 'confederate',
    terms: [
      {
        text: 'An Amphibious Assault without Naval Units against a space holding enemy NSPs.',
        rule: '21.11',
      },
    ],
  },
  {
    id: 'naval-battery',
    name: 'Reposition a Naval Battery',
    rule: '21.12',
    pay: LAND,
    game: 'advanced',
    side: 'confederate',
    terms: [
      {
        text: 'To a friendly Port, Fort, Coastal Fort or Entrenchment it traces an LOC to; the theater is where the battery starts.',
        rule: '21.12',
      },
    ],
  },
];

/** The situation a card would be played in. */
export interface CardSituation {
  readonly side: Side;
  readonly theater: Theater;
  readonly advanced: boolean;
  /** The turn is one of an 1861 start's slower-pace turns (S1.3). */
  readonly ramp1861: boolean;
}

/** Why `use` cannot be made at all in `s`, or null. */
export function useBarred(use: CardUse, s: CardSituation): { text: string; rule: string } | null {
  if (use.side && use.side !== s.side)
    return {
      text: `Only the ${use.side === 'union' ? 'Union' : 'Confederate'} player has this use.`,
      rule: use.rule,
    };
  if (use.game === 'basic' && s.advanced)
    return {
      text: use.id.startsWith('amphibious')
        ? 'In the Advanced Game a Naval Transport activation is enough: no card is needed, and the Naval Battle comes first.'
        : 'A Basic Game use only: the Advanced Game’s Naval Units do this instead.',
      rule: use.id.startsWith('amphibious') ? '21.7.1' : use.rule,
    };
  if (use.game === 'advanced' && !s.advanced)
    return { text: 'An Advanced Game use (naval rules).', rule: '21.12' };
  if (use.not1861Ramp && s.ramp1861)
    return {
      text: `Not on Turns ${START_1861.navalRamp.map((r) => r.turn).join(', ')} of an 1861 start.`,
      rule: 'S1.3',
    };
  return null;
}

/** The kinds of card that pay for `use` in `s` (none when it is barred). */
export function payingKinds(use: CardUse, s: CardSituation): CardKindId[] {
  if (useBarred(use, s)) return [];
  return [
    ...(use.pay.theater ? [s.theater] : []),
    ...(use.pay.naval ? (['naval'] as const) : []),
    ...(use.pay.any ? (['any'] as const) : []),
  ];
}

/** The use with id `id`, or undefined. */
export function cardUseById(id: string): CardUse | undefined {
  return CARD_USES.find((u) => u.id === id);
}
