/**
 * The tracker's form panel: a few fields the player fills in (a card played, a general placed, a
 * side's secret allocation), checked by the game and turned into one of its events. The shell
 * draws the fields, keeps what is typed while the game is open, and shows the game's refusal
 * beside the form; a private form masks what is typed and forgets it once submitted, for
 * pass-and-play entries the other player must not see.
 */
import type { Outcome } from './tracker.js';
import type { TrackerFold } from './tracker-fold.js';

interface FieldBase {
  /** Unique within the form: the key of its value. */
  readonly name: string;
  readonly label: string;
  /** A short line under the field: the limit, the rule. */
  readonly hint?: string;
  /**
   * Shown only while the select `field` of the same form holds one of `is` (a name to type only
   * for a card not listed): hidden, it is not checked and gives its starting value.
   */
  readonly shownWhen?: { readonly field: string; readonly is: readonly string[] };
}

/** A whole number within limits. */
export interface NumberField extends FieldBase {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly value?: number;
}

/** A line of text. */
export interface TextField extends FieldBase {
  readonly kind: 'text';
  readonly maxLength: number;
  readonly value?: string;
}

/** One of a list. */
export interface SelectField extends FieldBase {
  readonly kind: 'select';
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly value?: string;
}

/** Yes or no. */
export interface CheckField extends FieldBase {
  readonly kind: 'check';
  readonly value?: boolean;
}

export type FormField = NumberField | TextField | SelectField | CheckField;

/** What the fields hold when the form is sent: numbers as numbers, checks as booleans. */
export type FormValues = Readonly<Record<string, string | number | boolean>>;

/** The form as it stands now. */
export interface TrackerForm {
  readonly fields: readonly FormField[];
  /** The submit button's label. */
  readonly submit: string;
  /** A line above the fields. */
  readonly note?: string;
  /** Mask what is typed and clear it once sent (a secret entry in pass-and-play). */
  readonly private?: boolean;
}

/** A form panel of a tracker. */
export interface FormPanel<S, C, E> {
  readonly kind: 'form';
  /** Unique on the page (the heading's id). */
  readonly id: string;
  readonly title: string;
  readonly rulings?: readonly string[];
  /** Drawn folded to one line now, or null to draw it open as it is. */
  fold?(state: S, ctx: C): TrackerFold | null;
  /** The form now, or null when it has no place (hidden). */
  form(state: S, ctx: C): TrackerForm | null;
  /** The change the values ask for, or why the rules refuse them. */
  submit(
    values: FormValues,
    state: S,
    ctx: C,
  ): Outcome<{ readonly event: E; readonly says: string }>;
}
