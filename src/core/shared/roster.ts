/**
 * A roster as data: what a game lists (orders of battle, commanders) as sections of cards,
 * groups and tables, which values the player enters where the rulebook prints none, and how
 * the list is chosen and searched. The generic roster renderer draws any game's from a
 * `RosterDescriptor`; the game's core builds the view (`roster-view.ts`) and checks the
 * entries, so the renderer holds no rule. Types only; the search is in `roster-search.ts`.
 */
import type { RosterText, RosterView } from './roster-view.js';
import type { KeyedGridSpec } from './keyed-grid.js';
import type { UserDataKind } from './user-data.js';

export type * from './roster-view.js';

/** One option of a setting or a form field. */
export interface RosterOption {
  readonly value: string;
  readonly label: string;
  /** Small words after the label. */
  readonly note?: string;
}

/** A setting read from and written to the page's link (the scenario, the side shown). */
export interface RosterChoice {
  readonly key: string;
  readonly label: string;
  readonly control: 'select' | 'segmented';
  /** The first is the default. */
  readonly options: readonly RosterOption[];
  /** Written to the link even at its default. @default false */
  readonly always?: boolean;
  /** Changing it closes the form and unfolds every group. @default false */
  readonly resets?: boolean;
  /** The notice for a value in the link that is not an option (`value` is cut to 40 characters). */
  invalid(value: string): string;
}

/** A field of the entry form. `key` starts its DOM id (`pp-grant`). */
export type RosterField =
  | {
      readonly kind: 'number';
      readonly key: string;
      readonly label: string;
      readonly hint?: RosterText;
      readonly min: number;
      readonly max: number;
    }
  | { readonly kind: 'text'; readonly key: string; readonly label: string; readonly max: number }
  | {
      readonly kind: 'select';
      readonly key: string;
      readonly label: string;
      /** The option for no value. */
      readonly empty: string;
      readonly options: readonly RosterOption[];
    }
  | {
      readonly kind: 'choices';
      readonly key: string;
      readonly label: string;
      readonly rule?: RosterText;
      readonly options: readonly RosterOption[];
    };

/** The form's values as typed: text, or the chosen options ('' or [] = nothing entered). */
export type RosterValues = Readonly<Record<string, string | readonly string[]>>;

/** The form for one entry: a note on what is entered, the fields and their starting values. */
export interface RosterForm {
  readonly note: RosterText;
  readonly fields: readonly RosterField[];
  readonly values: RosterValues;
  /** A form for an entry not stored yet: it has nothing to remove, so it offers no "clear". */
  readonly isNew?: boolean;
}

/** A form checked: the player's data to save, or the problems and the fields they concern. */
export type RosterSave<D> =
  | { readonly ok: true; readonly data: D; readonly message: string }
  | { readonly ok: false; readonly errors: readonly string[]; readonly invalid: readonly string[] };

/** What the view is built from: the settings, the search and the player's data. */
export interface RosterState<D> {
  readonly choices: Readonly<Record<string, string>>;
  readonly query: string;
  readonly data: D;
}

/** A search box over the roster's `keys`; its text is the link's `key`. */
export interface RosterSearchBox<D> {
  readonly key: string;
  readonly label: string;
  readonly maxLength: number;
  /** Said in a section where nothing matches. */
  readonly none: string;
  /** The announcement of `matches` for the state's query. */
  status(state: RosterState<D>, matches: number): string;
}

/** The words around the player's data. */
export interface RosterTexts<D> {
  /** The notice when the stored data cannot be read. */
  readonly unreadable: string;
  readonly saveFailed: string;
  /** How a link's data is offered (see `IncomingOffer`). */
  readonly incoming: {
    readonly what: string;
    readonly use: string;
    readonly keep: string;
    readonly saved: string;
    describe(data: D): string;
  };
  /** A missing value: its words and, where a tap opens the form, the action ('enter'). */
  readonly missing: { readonly text: string; readonly action?: string };
  /** The badge of an entered value, and a symbol before it. */
  readonly entered: { readonly badge: string; readonly symbol?: string };
  /** The edit button's words, its words for a screen reader before the name, and the form's. */
  readonly edit: {
    readonly enter: string;
    readonly edit: string;
    readonly close: string;
    readonly about: string;
    readonly clear: string;
  };
}

/** What `playerEntryTexts` needs: the plural noun ('entries'), what is saved, and a count. */
export interface PlayerEntryWords<D> {
  /** 'values' or 'entries'. */
  readonly noun: string;
  /** What the saved data is, in the plural: 'card values'. */
  readonly what: string;
  /** One item and several, as a link's data is counted: 'card', 'cards'. */
  readonly item: { readonly one: string; readonly other: string };
  count(data: D): number;
}

/** The usual words around values a player enters where the rulebook prints none. */
export function playerEntryTexts<D>(w: PlayerEntryWords<D>): RosterTexts<D> {
  return {
    unreadable: `Your saved ${w.what} could not be read and are not shown; they are kept unchanged.`,
    saveFailed: `The ${w.noun} could not be saved.`,
    incoming: {
      what: `The ${w.what}`,
      use: `Use the link’s ${w.noun}`,
      keep: 'Keep mine',
      saved: `The ${w.what} from the link are saved on this device.`,
      describe(data) {
        const n = w.count(data);
        return `This link carries someone’s ${w.noun} for ${n} ${n === 1 ? w.item.one : w.item.other}. Using them replaces the ${w.noun} saved on this device.`;
      },
    },
    missing: { text: 'not printed', action: 'enter' },
    entered: { badge: 'yours', symbol: '✎' },
    edit: {
      enter: 'Enter values',
      edit: `Edit my ${w.noun}`,
      close: 'Close',
      about: ': ',
      clear: `Clear my ${w.noun}`,
    },
  };
}

/**
 * A roster tool: its settings, its search, the player's data (kind and store key in
 * `userData`), and the procedures that build the view and check the form. Methods, so a
 * descriptor of any data type is a `RosterDescriptor`.
 */
export interface RosterDescriptor<D = unknown> {
  readonly kind: 'roster';
  readonly userData: UserDataKind<D>;
  readonly choices: readonly RosterChoice[];
  readonly search?: RosterSearchBox<D>;
  readonly texts: RosterTexts<D>;
  /** A results table keyed in whole as a grid, above the sections (see `keyed-grid.ts`). */
  readonly grid?: KeyedGridSpec<D>;
  view(state: RosterState<D>): RosterView;
  /** The form for entry `id`, or null when it cannot be edited. */
  form(state: RosterState<D>, id: string): RosterForm | null;
  save(state: RosterState<D>, id: string, values: RosterValues): RosterSave<D>;
  /** The data without entry `id`'s values, and the status to show. */
  clear(state: RosterState<D>, id: string): { readonly data: D; readonly message: string };
}
