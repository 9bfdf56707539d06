/**
 * What a roster draws, as data: sections of cards, folding groups and tables of entries, each
 * value marked as the rulebook's, the player's or missing. A game's core builds a `RosterView`
 * for each choice of settings (see `RosterDescriptor`); the generic renderer draws it.
 */
import type { Ruling } from './ruling.js';

/** Where a shown value comes from: the rulebook, the player, or nowhere yet. */
export type ValueSource = 'rulebook' | 'player' | 'missing';

/**
 * A run of text: words (their ruling codes linked), a rulebook place, muted words, a symbol of
 * the game (★), or a sample of how the roster marks an entered or a missing value.
 */
export type RosterRun =
  | string
  | { readonly rule: string }
  | { readonly muted: string }
  | { readonly symbol: string }
  | { readonly sample: 'entered' | 'missing' };

/** Text made of runs, in order. */
export type RosterText = readonly RosterRun[];

/** A short label beside a name: 'Optional', 'reconstructed', or a value the player named. */
export interface RosterBadge {
  readonly text: string;
  /** `entered`: the player's; `optional`: not counted unless an optional rule is used. */
  readonly tone?: 'entered' | 'optional';
}

/** One value of an entry: a cell of its table or a term of its card. */
export interface RosterValue {
  /** What the value is: the column's or the term's label. */
  readonly label: string;
  /** The value in words; null while it is not known. */
  readonly text: string | null;
  /** @default 'rulebook' */
  readonly source?: ValueSource;
  /** A picture the game's UI draws before the words (an arm's map symbol), by key. */
  readonly icon?: string;
}

/** Tools opened with an entry's values filled in. */
export interface RosterLinks {
  /** What the links do, as the start of a sentence: 'Use his ratings in'. */
  readonly label: string;
  readonly items: readonly {
    readonly tool: string;
    readonly text: string;
    readonly params: readonly (readonly [string, string])[];
  }[];
}

/** A thing the roster lists: a general's card, a brigade's row, a commander's row. */
export interface RosterEntry {
  /** Unique in the roster; the DOM ids of its edit button, form and fields end with it. */
  readonly id: string;
  /** A CSS hook in the game's words ('general'). */
  readonly className?: string;
  readonly name: string;
  /** The name stands in for one the rulebook does not give. */
  readonly placeholder?: boolean;
  /** Words after the name (his title, his headquarters). */
  readonly details?: readonly string[];
  /** Words only a screen reader reads after the name ('(army commander)'). */
  readonly hidden?: string;
  readonly badges?: readonly RosterBadge[];
  readonly marks?: readonly { readonly symbol: string; readonly label: string }[];
  /** Lines under the name, in bold. */
  readonly tags?: readonly RosterText[];
  readonly values: readonly RosterValue[];
  readonly notes?: readonly RosterText[];
  readonly links?: RosterLinks;
  /** The player may enter values for it (see `RosterDescriptor.form`). */
  readonly editable?: boolean;
  /** Something shown is the player's. */
  readonly entered?: boolean;
  /** What the search reads. */
  readonly keys?: readonly string[];
  /** A match on this card counts as a match on the section that holds it (a command's general). */
  readonly leads?: boolean;
  /** Set by the search: the entry matches. */
  readonly hit?: boolean;
}

/** A column of a table; the first column (the entries' names) is the table's `head`. */
export interface RosterColumn {
  readonly label: string;
  /** The label in full, where `label` abbreviates it. */
  readonly title?: string;
  readonly numeric?: boolean;
}

/** Entries in rows. `roster`: the page's main table (cards on a phone); `compact`: nested. */
export interface RosterTable {
  readonly layout: 'compact' | 'roster';
  /** For screen readers. */
  readonly caption: string;
  readonly head: string;
  readonly columns: readonly RosterColumn[];
  readonly rows: readonly RosterEntry[];
}

/** A group of rows under a heading (a division), which may fold. */
export interface RosterGroup {
  readonly id: string;
  readonly className?: string;
  readonly title: string;
  readonly badges?: readonly RosterBadge[];
  /** A count beside the title ('4 stands · SM total +1'). */
  readonly count?: string;
  readonly rule?: string;
  /** @default false */
  readonly collapsible?: boolean;
  /** Drawn with a dashed border (an optional division). */
  readonly optional?: boolean;
  readonly note?: RosterText;
  readonly keys?: readonly string[];
  readonly hit?: boolean;
  readonly table: RosterTable;
}

/** A term and its value in a section's facts (mood, break point, totals). */
export interface RosterFact {
  readonly term: string;
  readonly value: RosterText;
}

/** What a section holds, in order. */
export type RosterBlock =
  | { readonly kind: 'card'; readonly entry: RosterEntry }
  | { readonly kind: 'groups'; readonly groups: readonly RosterGroup[] }
  | { readonly kind: 'table'; readonly table: RosterTable }
  | { readonly kind: 'section'; readonly section: RosterSection }
  | { readonly kind: 'note'; readonly text: RosterText };

/** A section (an army, a command, a side): a heading, facts, rulings and blocks. */
export interface RosterSection {
  /** The heading's id, unique in the roster. */
  readonly id: string;
  readonly className?: string;
  readonly title: string;
  /** A label before the title (the side). */
  readonly badge?: { readonly text: string; readonly tone: 'accent' | 'muted' };
  /** A count after the title. */
  readonly count?: number;
  readonly rule?: string;
  readonly facts?: readonly RosterFact[];
  readonly rulings?: readonly Ruling[];
  readonly keys?: readonly string[];
  readonly hit?: boolean;
  readonly body: readonly RosterBlock[];
}

/** Notes under the roster and the rulings it applies. */
export interface RosterNotes {
  readonly title: string;
  readonly items: readonly {
    readonly title: string;
    readonly text: string;
    readonly rule: string;
  }[];
  readonly rulingsTitle: string;
  readonly rulings: readonly Ruling[];
}

/** The roster as drawn for one choice of its settings and the player's data. */
export interface RosterView {
  readonly title?: string;
  /** Lines under the title, muted. */
  readonly lines?: readonly RosterText[];
  readonly legend: readonly RosterText[];
  /** Terms the legend explains (the commanders' marks). */
  readonly terms?: readonly { readonly term: RosterText; readonly text: RosterText }[];
  readonly hint?: RosterText;
  /** Entered data that could not be used. */
  readonly warnings?: { readonly title: string; readonly items: readonly string[] };
  readonly sections: readonly RosterSection[];
  /** In print, each section starts a page. @default false */
  readonly pageEach?: boolean;
  readonly notes?: RosterNotes;
  /** The entered-data panel's heading and what the player has entered, in words. */
  readonly entered: { readonly title: string; readonly text: string };
}
