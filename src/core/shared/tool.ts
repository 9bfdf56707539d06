/**
 * A roll tool as data plus two pure functions: what the generic components need to show a
 * modifier checklist per side, roll or accept entered dice, resolve, show odds and highlight a
 * table. A game adds a tool by writing one of these; it never writes a widget.
 */
import type {
  Clamp,
  Condition,
  DiceSpec,
  Distribution,
  Inputs,
  Lookup,
  Modifier,
  ResultsTable,
  RollResult,
} from './types.js';

interface InputBase {
  /** Unique within the tool (flat namespace across sides), used as the query-string key. */
  readonly id: string;
  /** Short label in the app's own words. */
  readonly label: string;
  /** Rule reference shown beside the control. */
  readonly rule?: string;
  /** One-line help shown under the control. */
  readonly help?: string;
  /** Only shown (and only counted) when this condition holds, e.g. canister only for artillery. */
  readonly showWhen?: Condition;
}

/** A yes/no situation (a checkbox). */
export interface FlagInput extends InputBase {
  readonly kind: 'flag';
  readonly default?: boolean;
}

/** A whole number in a range (a stepper): strength modifier, supporting units, fatigue markers. */
export interface CountInput extends InputBase {
  readonly kind: 'count';
  readonly min: number;
  readonly max: number;
  readonly default: number;
}

/** One of a fixed list (a select or radio group). */
export interface ChoiceInput extends InputBase {
  readonly kind: 'choice';
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly default: string;
  /**
   * Beside the control, only the modifier the chosen option switches on, not one per option: for
   * a long list whose option labels already give each value (a fortification, a general).
   */
  readonly compactModifiers?: boolean;
}

export type InputDef = FlagInput | CountInput | ChoiceInput;

/** One side of a roll: its dice, its controls and the modifiers those controls switch on. */
export interface RollSide {
  /** 'attacker', 'defender', 'firer', … */
  readonly id: string;
  readonly label: string;
  readonly dice: DiceSpec;
  /**
   * The dice under the inputs, where the situation sets how many are rolled (a Combat Results
   * Table column rolls more dice for a stronger force); `dice` is then the default situation's.
   */
  readonly diceFor?: (inputs: Inputs) => DiceSpec;
  readonly inputs: readonly InputDef[];
  readonly modifiers: readonly Modifier[];
  readonly clamp?: Clamp;
}

/** A result category, used for the odds display and the announcement. */
export interface Outcome {
  readonly key: string;
  readonly label: string;
  readonly detail?: string;
  /** For colour and icon only; the label always says it in words. */
  readonly tone?: 'good' | 'bad' | 'neutral';
}

/** A combination of inputs the rules forbid, with the reason (e.g. canister for interrupt fire). */
export interface InputCheck {
  readonly when: Condition;
  readonly message: string;
  readonly rule: string;
  /**
   * The input the warning is shown beside; by default the first shown input the condition
   * reads, in side order (see `checkPlaces`).
   */
  readonly at?: string;
}

/** The result of resolving one roll of a tool. */
export interface Resolution<C = unknown> {
  readonly outcome: Outcome;
  /** The table cell reached, for highlighting. */
  readonly lookup?: Lookup<C>;
  /**
   * The cell each side reached, in side order, when the sides of an opposed roll each read the
   * table (both are highlighted); `lookup` stays the first.
   */
  readonly lookups?: readonly Lookup<C>[];
  /** Effects per side in plain words, in side order (e.g. winner advances, loser recoils). */
  readonly effects?: readonly string[];
  /**
   * What the players do next, in a few short lines (the winner, each side's losses, who goes
   * first): shown first, right under the outcome, where the result is a bar on a phone. Without
   * it the outcome's detail and the effects are shown there.
   */
  readonly next?: readonly string[];
}

export interface RollTool<C = unknown> {
  /** Route segment and id: 'firing', 'close-combat'. */
  readonly id: string;
  readonly title: string;
  readonly rule: string;
  /** One sentence in the app's own words. */
  readonly summary: string;
  /** One side for a plain roll, two for an opposed roll. */
  readonly sides: readonly RollSide[];
  /**
   * The sides are dice of one roll read together (a piece and the state it goes to), not
   * opponents: the roll button names them joined by "and", not "vs".
   */
  readonly joint?: boolean;
  /**
   * The inputs are a set-up made once and kept (bids, commanders), not a situation changed on
   * every roll: the roller folds them behind a one-line summary of each side's total, one tap
   * away, and puts the roll and what follows it (the page's own next steps) right after, so
   * the roll and its outcome are on screen without scrolling. Default: the inputs are open.
   */
  readonly foldSetup?: boolean;
  readonly table?: ResultsTable<C>;
  readonly checks?: readonly InputCheck[];
  /** Rulings and clarifications shown beside the tool. */
  readonly notes?: readonly { readonly text: string; readonly rule: string }[];
  /** Every outcome in display order. */
  readonly outcomes: readonly Outcome[];
  /**
   * Why no roll is due under the inputs (a morale test before enough losses), or null when one
   * is: the roller then says so in its own words and offers no roll. Pure.
   */
  notDue?(inputs: Inputs): string | null;
  /** Resolve one roll per side (in side order) under the given inputs. Pure. */
  resolve(rolls: readonly RollResult[], inputs: Inputs): Resolution<C>;
  /** Exact odds of each outcome key under the given inputs, by enumerating the dice. Pure. */
  odds(inputs: Inputs): Distribution<string>;
}
