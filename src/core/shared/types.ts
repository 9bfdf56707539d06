/**
 * The rules core's shared vocabulary: dice, modifiers, results tables and exact distributions.
 * Plain data only, so that every value can be stored in IndexedDB, put in a link and built by hand
 * in a test. No DOM, no storage, no ambient randomness (see tsconfig.core.json).
 */

/** Source of die rolls. Injected into every procedure that rolls so rules stay pure. */
export interface Roller {
  /** One roll of a die with `sides` faces: an integer in 1..sides, every face equally likely. */
  roll(sides: number): number;
}

/** A die size the five games use. The turn-clock die of Altar of Freedom ranges d10..d20. */
export type DieSides = number;

/** `count` dice of `sides` faces, summed. 1d6, 2d6, 3d6, 1d10, 1d12, 1d20, … */
export interface DiceSpec {
  readonly count: number;
  readonly sides: DieSides;
}

/** A value a tool's situation can take: a checkbox, a count, or a choice. */
export type InputValue = boolean | number | string;

/** The named inputs describing a situation (one per control of a tool). */
export type Inputs = Readonly<Record<string, InputValue>>;

/**
 * A condition over named inputs, as data (so that it can be shown, stored and tested).
 * A missing input counts as `false` / `0` / `''`.
 */
export type Condition =
  | {
      readonly input: string;
      /** equal to this value */
      readonly eq?: InputValue;
      /** one of these values */
      readonly in?: readonly InputValue[];
      /** numeric input at least this */
      readonly gte?: number;
      /** numeric input at most this */
      readonly lte?: number;
    }
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] }
  | { readonly not: Condition };

/**
 * A die-roll modifier as printed by a rulebook: a labelled value with its rule reference.
 * `value` is added once, or once per unit of the numeric input named by `per`
 * ("+1 per supporting unit"). Where `when` is given, it applies only if the condition holds.
 */
export interface Modifier {
  /** Stable id, used in links and saved state. */
  readonly id: string;
  /** Short description in the app's own words. */
  readonly label: string;
  readonly value: number;
  /** Rule reference as the rulebook numbers it, e.g. '8.2' or 'Firing Table'. */
  readonly rule: string;
  readonly when?: Condition;
  /** Name of a numeric input that multiplies `value`. */
  readonly per?: string;
  /** Optional note shown beside the modifier (a ruling, a limit). */
  readonly note?: string;
}

/** A modifier as applied to one roll: its effective value after `per` and `when`. */
export interface AppliedModifier {
  readonly id: string;
  readonly label: string;
  readonly rule: string;
  readonly value: number;
}

/** Clamping of a modified total to the range a table prints. */
export interface Clamp {
  readonly min?: number;
  readonly max?: number;
}

/** One modified roll: natural dice, every modifier applied, the total and the clamped total. */
export interface RollResult {
  readonly dice: DiceSpec;
  /** Each die as rolled, in order. */
  readonly natural: readonly number[];
  /** Sum of `natural`. */
  readonly naturalTotal: number;
  readonly modifiers: readonly AppliedModifier[];
  /** naturalTotal + sum of modifier values. */
  readonly total: number;
  /** `total` limited to the table's printed range (equal to `total` when no clamp applies). */
  readonly clamped: number;
}

/**
 * An entry of a table axis: a die total, a range such as "≤0" or "11+", a strength column or a
 * differential. `min`/`max` are inclusive; `null` means open-ended.
 */
export interface AxisEntry {
  /** Stable key, used in links and highlighting. */
  readonly key: string;
  /** As printed: '≤0', '5', '11+', '3-4', '1:1'. */
  readonly label: string;
  readonly min: number | null;
  readonly max: number | null;
}

export interface Axis {
  /** What the axis measures, e.g. 'Modified roll' or 'Strength'. */
  readonly label: string;
  readonly entries: readonly AxisEntry[];
}

/**
 * A results table. `cells[r][c]` is the result for row entry r and column entry c; a table with
 * no column axis has one column. Cells are typed by the game (`C`).
 */
export interface ResultsTable<C> {
  readonly id: string;
  readonly title: string;
  /** Rule reference, e.g. 'Firing Table (p. 13)'. */
  readonly rule: string;
  readonly rows: Axis;
  readonly columns?: Axis;
  readonly cells: readonly (readonly C[])[];
  /** What happens to a value outside the axis: clamp to the nearest entry, or reject. */
  readonly outOfRange: 'clamp' | 'reject';
}

/** Where a lookup landed, for highlighting and for the result breakdown. */
export interface Lookup<C> {
  readonly row: number;
  readonly column: number;
  readonly rowKey: string;
  readonly columnKey: string | null;
  readonly cell: C;
  /** True when the value lay outside the axis and was clamped to its first or last entry. */
  readonly clampedRow: boolean;
  readonly clampedColumn: boolean;
}

/**
 * An exact discrete distribution: integer weights over a common integer denominator (the number
 * of equally likely dice outcomes). Probabilities are `weight / total`; weights sum to `total`
 * exactly, so odds sum to exactly 1.
 */
export interface Distribution<K extends string | number> {
  /** Outcomes in a stable order (ascending for numbers, first-seen for others). */
  readonly outcomes: readonly { readonly key: K; readonly weight: number }[];
  readonly total: number;
}
