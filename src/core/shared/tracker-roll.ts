/**
 * The tracker's roll panel: a table rolled inside the tracker, about units chosen from the
 * tracker's state, whose result the game turns into one of its events for the player to apply.
 * The generic roller rolls (or takes the dice rolled at the table) with every modifier; the game
 * says which tables can be rolled, what each roll is about, and what its result does. Altar of
 * Freedom's firing, close combat, fate and rally rolls are one; a morale test in a unit tracker
 * or an attrition roll in a supply step are others.
 */
import type { Resolution, RollTool } from './tool.js';
import type { Outcome } from './tracker.js';
import type { Inputs, RollResult } from './types.js';

/** A choice of what a roll is about (the target brigade, the general), from the state now. */
export interface RollSubject {
  /** Unique among the table's subjects: the key of the chosen value. */
  readonly name: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A roll as the roller resolved it: the tool's id, the dice of each side, and the result. */
export interface ResolvedRoll {
  readonly tool: string;
  readonly rolls: readonly RollResult[];
  readonly resolution: Resolution;
}

/** One table the panel can roll, and how its result becomes the game's event. */
export interface TrackerRollTable<S, C, E> {
  /** Unique within the panel. */
  readonly id: string;
  readonly title: string;
  readonly tool: RollTool;
  /** How the table's cells read (the roller shows the table). */
  readonly cellText?: (cell: never) => string;
  /** What the roll is about, each chosen from the tracker's state now. */
  subjects(state: S, ctx: C): readonly RollSubject[];
  /**
   * The roller's inputs for the `chosen` subjects, read from the state (a brigade's counts for
   * its morale test), so the player need not enter them again; absent when the player enters
   * them.
   */
  inputs?(chosen: Readonly<Record<string, string>>, state: S, ctx: C): Inputs;
  /**
   * The change `roll` makes to the `chosen` subjects (every one chosen), with the words shown
   * before it is applied ("Broken → 1st Brigade"), or why it cannot be applied.
   */
  result(
    chosen: Readonly<Record<string, string>>,
    roll: ResolvedRoll,
    state: S,
    ctx: C,
  ): Outcome<{ readonly event: E; readonly text: string }>;
}

/** A roll panel of a tracker: a choice of tables, each with its subjects and its roller. */
export interface RollPanel<S, C, E> {
  readonly kind: 'roll';
  /** Unique on the page (the heading's id). */
  readonly id: string;
  readonly title: string;
  readonly rulings?: readonly string[];
  readonly tables: readonly TrackerRollTable<S, C, E>[];
  /** The button that applies a result: "Apply to the battle". */
  readonly apply: string;
  /** Said when a roll is resolved before its subjects are all chosen. */
  readonly unchosen: string;
}
