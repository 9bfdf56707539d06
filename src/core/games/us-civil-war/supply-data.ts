/**
 * The U.S. Civil War: what the rulebook prints about supply, attrition and surrender (13.1–13.6,
 * 18.1): the three supply states, the attrition and surrender dice and modifiers (terrain's
 * attrition modifier is in `terrain.ts`), and the facts it gives about its Surrender Table. The
 * Attrition and Surrender tables are on the player aid card (rulings G2, G13). Data only.
 */
import { DEPOT_LOC_MP } from './supply-sources.js';

/** A die roll and where the rulebook sets it. */
export interface SupplyDie {
  readonly count: number;
  readonly sides: number;
  readonly rule: string;
}

/** A modifier the rulebook prints, with its place. */
export interface SupplyDrm {
  readonly value: number;
  readonly rule: string;
}

/** The three supply states (13.1.1), best first. */
export const SUPPLY_STATES = {
  full: {
    label: 'Full Supply',
    test: 'a Supply Path: one hex overland, then friendly rail or waterway to a Primary source, or River Supply',
    rule: '13.1.1, 13.3.4, 13.4',
  },
  limited: {
    label: 'Limited Supply',
    test: `an LOC of Depots each within ${DEPOT_LOC_MP} MPs, the last in Full Supply, or Fortress Supply`,
    rule: '13.1.1, 13.3.3, 13.5',
  },
  out: {
    label: 'Out of Supply',
    test: 'neither',
    rule: '13.1.2',
  },
} as const;

export type SupplyState = keyof typeof SUPPLY_STATES;

/** The attrition roll of a Foraging stack (13.2.2): one die. */
export const ATTRITION_DIE: SupplyDie = { count: 1, sides: 6, rule: '13.2.2' };

/**
 * The attrition modifiers besides terrain (13.2.2). The Commanding General's Attack Rating is
 * taken off: the text copy lost its sign, and every other modifier worsens attrition (ruling G2).
 */
export const ATTRITION_DRM = {
  attackPerPoint: { value: -1, rule: '13.2.2' },
  demoralized: { value: 2, rule: '13.2.2, 12.2' },
} as const satisfies Readonly<Record<string, SupplyDrm>>;

/**
 * The four seasons in the order of a year, as the Turn Record Track names them, with what each
 * adds to an attrition roll (13.2.2).
 */
export const SEASONS = {
  winter: { label: 'Winter', attrition: 3 },
  spring: { label: 'Spring', attrition: 1 },
  summer: { label: 'Summer', attrition: 0 },
  fall: { label: 'Fall', attrition: 1 },
} as const;

export type Season = keyof typeof SEASONS;

/** The surrender roll of an Isolated Group (13.6.3, 13.6.4): one die. */
export const SURRENDER_DIE: SupplyDie = { count: 1, sides: 6, rule: '13.6.4' };

/**
 * The surrender modifiers (13.6.4): any one General's Defense Rating, and one of the two for an
 * Objective or Resource Hex the group holds, with a Fort or without; they do not add up.
 */
export const SURRENDER_DRM = {
  defensePerPoint: { value: 1, rule: '13.6.4' },
  hexWithFort: { value: 2, rule: '13.6.4' },
  hexWithoutFort: { value: 1, rule: '13.6.4' },
} as const satisfies Readonly<Record<string, SupplyDrm>>;

/** Surrender Points at which a group surrenders; a result of that many surrenders it at once. */
export const SURRENDER_AT = { points: 3, rule: '13.6.3, 13.6.4' } as const;

/** A row of the Surrender Table the rulebook gives: modified rolls `from`–`to` read `points`. */
export interface SurrenderFact {
  readonly id: string;
  readonly from: number;
  readonly to: number;
  /** The points those rolls read, or only that they read fewer than `below`. */
  readonly expect: { readonly points: number } | { readonly below: number };
  readonly place: string;
  readonly what: string;
}

/**
 * What the rulebook shows of the Surrender Table (13.6.4): the first row (1 and 2 surrender at
 * once), the next row starting at 3 (so 3 reads less), and the Vicksburg example (a modified 7
 * gives 1 point). Its other rows were lost from the text copy (ruling G13).
 */
export const SURRENDER_FACTS: readonly SurrenderFact[] = [
  {
    id: 'SV1',
    from: 1,
    to: 2,
    expect: { points: SURRENDER_AT.points },
    place: '13.6.4',
    what: 'The table’s first row',
  },
  {
    id: 'SV2',
    from: 3,
    to: 3,
    expect: { below: SURRENDER_AT.points },
    place: '13.6.4',
    what: 'The table’s second row starts at 3',
  },
  { id: 'SV3', from: 7, to: 7, expect: { points: 1 }, place: '13.6.4', what: 'Vicksburg example' },
];

/** The results the Surrender Table prints (13.6.4): 0, 1 or 2 points, or surrender at once. */
export const SURRENDER_RESULT_MAX = SURRENDER_AT.points;

/** What a SUPPLY Special Action does: one stack skips attrition and surrender for a phase (18.1). */
export const SUPPLY_CARD_RULE = '18.1';
