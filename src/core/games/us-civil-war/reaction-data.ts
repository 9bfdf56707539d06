/**
 * The U.S. Civil War: the numbers of a reaction roll (Interception, Avoid Battle and the optional
 * Manoeuvre), each written once with its rule: the dice, the total to reach, and every die-roll
 * modifier of 9.4 and 22.3. The minus signs lost from the text copy are restored (spec §0.2 A1).
 * Data only.
 */
import type { DiceSpec } from '../../shared/types.js';

/** The reaction roll: two dice, modified, must reach `target` (9.2.1, 9.3.2, 22.6). */
export const REACTION_ROLL = {
  dice: { count: 2, sides: 6 } satisfies DiceSpec,
  target: 9,
  rule: '9.2.1, 9.3.2',
} as const;

/** The three reactions, each with the rule that defines it; Manoeuvre is an optional rule. */
export const REACTION_KINDS = {
  interception: { label: 'Interception', rule: '9.2' },
  avoid: { label: 'Avoid Battle', rule: '9.3' },
  manoeuvre: { label: 'Manoeuvre', rule: '22.6', optional: true },
} as const;

/** A reaction's id. */
export type ReactionKind = keyof typeof REACTION_KINDS;

/** One fixed modifier of the reaction roll: its value and where the rulebook prints it. */
export interface ReactionDrm {
  readonly value: number;
  readonly rule: string;
}

/** The fixed modifiers (the Commanding General's Defense Rating is added as it stands, 9.4). */
export const REACTION_DRM = {
  /** A Cavalry Unit reacts, or a Cavalry General is in the force. */
  cavalry: { value: 2, rule: '9.4, 8.2' },
  /** MOMENTUM: the stack already retreated this activation (Avoid Battle only). */
  momentum: { value: 2, rule: '9.4' },
  /** Optional: into a hex already holding a friendly force or Fort; not with the cavalry bonus. */
  reinforce: { value: 2, rule: '22.3' },
  /** Across an unbridged Minor River. */
  minorUnbridged: { value: -1, rule: '9.4' },
  /** Across a bridged Navigable River. */
  navigableBridged: { value: -1, rule: '9.4' },
  /** Across a Mountain hexside by a Mountain Pass or Rail Gap. */
  mountainPass: { value: -1, rule: '9.4' },
  /** Across a Mountain hexside with neither. */
  mountain: { value: -2, rule: '9.4' },
} as const satisfies Readonly<Record<string, ReactionDrm>>;

/**
 * The highest Defense Rating the stepper offers. Not a rulebook number (the counters carry the
 * ratings): a bound for the control, above which every roll succeeds anyway.
 */
export const DEFENSE_INPUT_MAX = 6;
