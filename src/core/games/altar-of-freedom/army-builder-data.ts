/**
 * Altar of Freedom: Army Builder numbers (App. V, L1929–2052; spec §2.12). Data only.
 */

/** The three army sizes (App. V step 1, L1939–1947). */
export const ARMY_SIZES = ['small', 'medium', 'large'] as const;

/** One of `ARMY_SIZES`. */
export type ArmySize = (typeof ARMY_SIZES)[number];

/** An inclusive range. */
export interface Span {
  readonly min: number;
  readonly max: number;
}

/** Composition limits and point budget for one army size (App. V steps 2–3, L1949–1992). */
export interface ArmyLimits {
  readonly size: ArmySize;
  readonly divisions: Span;
  readonly armyGenerals: Span;
  readonly corpsGenerals: Span;
  readonly infantry: Span;
  readonly artillery: Span;
  readonly cavalry: Span;
  /** Points to spend (App. V step 3). */
  readonly budget: number;
  readonly rule: string;
}

/** Where the Army Builder gives the limits and budgets (App. V steps 2–3, L1953–1992). */
const LIMITS_RULE =
  'Appendix V › Organize your Totally not Historical Army; Spend those Pesky Points (steps 2–3)';

/** An inclusive range as a row writes it: `[min, max]`. */
type SpanRow = readonly [min: number, max: number];

const span = ([min, max]: SpanRow): Span => ({ min, max });

/** The limits of one army size; every army has exactly one army general (App. V step 2). */
function limits(
  size: ArmySize,
  divisions: SpanRow,
  corpsGenerals: SpanRow,
  infantry: SpanRow,
  artillery: SpanRow,
  cavalry: SpanRow,
  budget: number,
): ArmyLimits {
  return {
    size,
    divisions: span(divisions),
    armyGenerals: { min: 1, max: 1 },
    corpsGenerals: span(corpsGenerals),
    infantry: span(infantry),
    artillery: span(artillery),
    cavalry: span(cavalry),
    budget,
    rule: LIMITS_RULE,
  };
}

/**
 * Limits per size (App. V, L1953–1992): divisions, corps generals, infantry, artillery and
 * cavalry brigades, then the points budget.
 */
export const ARMY_LIMITS: readonly ArmyLimits[] = [
  limits('small', [3, 6], [0, 2], [9, 18], [1, 6], [0, 3], 30),
  limits('medium', [4, 9], [1, 3], [12, 27], [2, 9], [1, 6], 50),
  limits('large', [6, 15], [2, 5], [18, 45], [5, 15], [3, 9], 80),
];

/** Point costs (App. V step 3, L1987–1992). Divisions and the army general are free. */
export const POINT_COSTS = {
  infantry: 1,
  artillery: 2,
  cavalry: 2,
  armyGeneral: 0,
  corpsGeneral: 3,
  division: 0,
} as const;

/** Brigades per division (App. V step 4, L1996–1998). */
export const DIVISION_BRIGADES: Span = { min: 2, max: 7 };

/** PP pool: 3 per division plus one D6 per general (App. V step 4, L1998–2001). */
export const PP_PER_DIVISION = 3;

/** No general may be rated below 2 PP (App. V step 4, L2001–2002). */
export const MIN_GENERAL_PP = 2;

/** Traits per general (App. V step 5, L2006–2007; ruling A47). */
export const TRAITS_PER_GENERAL: Span = { min: 1, max: 3 };

/** The players agree a list of 20 traits and roll a D20 for each (App. V step 5, L2009–2011). */
export const TRAIT_POOL_SIZE = 20;

/** Each unspent point raises the allowed SM total by this (App. V step 6, L2020–2023). */
export const SM_PER_UNSPENT_POINT = 1;

/** The Army Builder's suggested break point: Steady at 30% of brigades, rounded up (L2032–2034; rulings C2, A48). */
export const BUILDER_BREAK_PERCENT = 30;

/**
 * Optional Exceptional Divisions (App. IV, L1909–1918): the most divisions an army may nominate,
 * by size (small 1, medium 2, large up to 3; ruling AB2).
 */
export const EXCEPTIONAL_DIVISIONS: Readonly<Record<ArmySize, number>> = {
  small: 1,
  medium: 2,
  large: 3,
};

/** An exceptional division's permanent Priority Points; the generals keep theirs (App. IV, L1914–1918). */
export const EXCEPTIONAL_DIVISION_PP = 1;
