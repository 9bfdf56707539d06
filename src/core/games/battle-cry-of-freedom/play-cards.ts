/**
 * Battle Cry of Freedom: the Play-Deck cards the rulebook names. Resource events carry their
 * window, their conditions and their command-point effect as far as the rules, the examples or
 * only the player notes give them; the named battle, special and strategic-movement events carry
 * their kind and any combat value the text shows. Null is "not given": the card decides.
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import type { Evidence, Side } from './cards-common.js';
import { CONFEDERATE_RESOURCES } from './cards-resources-confederate.js';
import { UNION_RESOURCES } from './cards-resources-union.js';

export { ELECTION_LEAD, EMANCIPATION_LATER_TURNS } from './cards-resources-union.js';
export { EAGLE_DEFICIT, RECOGNITION_LEAD } from './cards-resources-confederate.js';
export { EVENT_CARDS, type EventCard } from './cards-events.js';

/** When a resource may be played: the First, the Second, or any Resource Phase. */
export type ResourceWindow = 'first' | 'second' | 'any';

/** The situation flags a resource's conditions read (the checker's inputs). */
export type ResourceFlag =
  | 'unionWon'
  | 'confederateMajor'
  | 'invasionWon'
  | 'prelimPlayed'
  | 'prelimDeckOne'
  | 'epPlayed'
  | 'epDeckOne'
  | 'blockadePlayed'
  | 'cityLost'
  | 'unionHoldsTwo'
  | 'confederateDeckOne';

/** A condition on a resource: a flag that must be set (or clear), or a lead in command points. */
export type ResourceCondition =
  | { readonly kind: 'flag'; readonly flag: ResourceFlag; readonly is: boolean }
  | { readonly kind: 'lead'; readonly side: Side; readonly atLeast: number }
  | { readonly kind: 'behind'; readonly side: Side };

/** A command-point change to each side (null: the text does not give it). */
export interface CpEffect {
  readonly union: number | null;
  readonly confederate: number | null;
}

export interface ResourceCard {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly window: ResourceWindow | null;
  readonly conditions: readonly ResourceCondition[];
  /** Conditions the text hints at but does not state exactly: the player checks the card. */
  readonly unsure?: string;
  readonly effect: CpEffect;
  /** Other effects in our words. */
  readonly does?: string;
  readonly evidence: Evidence;
  readonly cites: readonly CiteRow[];
  /** Copies in the deck, when given. */
  readonly copies?: number;
}

/** Every Resource event the rulebook names, Union first. */
export const RESOURCE_CARDS: readonly ResourceCard[] = [
  ...UNION_RESOURCES,
  ...CONFEDERATE_RESOURCES,
];
