/**
 * A setup sheet as data: a masthead, then sections (alone or in pairs side by side) of fact
 * tables, ruled tables with an optional tick column to check off as play goes, paragraphs and
 * lists, all in `SheetText`. A game describes its sheet with a `SetupSheetDescriptor`; the
 * generic renderer draws it on screen and on A4 or US Letter. Types only.
 */
import type { PageText } from './paper.js';
import type { SheetChoice, ChoiceValues } from './sheet-choices.js';
import type { SheetText } from './sheet-text.js';
import type { UserDataKind } from './user-data.js';

/** The title block: a kicker line, the title and a subtitle. */
export interface SheetMasthead {
  readonly kicker: SheetText;
  readonly title: string;
  readonly subtitle: SheetText;
  /** The subtitle's runs spread across the line (a date left, its rulebook place right). */
  readonly spread?: boolean;
}

/** A column of a table; `hidden` names it for screen readers only. */
export interface SheetColumn {
  /** The heading; an empty one leaves a blank corner (a grid's). */
  readonly text: string;
  readonly look?: 'num';
}

/** How a table cell looks: a time, a rulebook place, a number, a grid sector left empty… */
export type CellLook =
  'time' | 'ref' | 'num' | 'num space' | 'free' | 'arriving' | 'empty' | 'sources';

/** A table cell: its text, or its text with a look, a label for phones and a span. */
export type SheetCell =
  | SheetText
  | {
      readonly text: SheetText;
      readonly look?: CellLook;
      /** The column's name, shown before the cell where the table flows on phones. */
      readonly label?: string;
      readonly colspan?: number;
    };

/** A row: its heading cell, then the others. */
export interface SheetRow {
  readonly head: SheetCell;
  readonly cells: readonly SheetCell[];
}

/**
 * How a table looks: `grid` a map's sectors, `turns` a turn track (`by-time` with narrow turn
 * numbers and times, `flows` with turns whose cells flow under them on phones), and the looks
 * of the sheets' other tables.
 */
export type TableLook =
  | 'grid'
  | 'turns'
  | 'by-time'
  | 'flows'
  | 'zones'
  | 'bp-table'
  | 'reinforcements'
  | 'rules'
  | 'markers'
  | 'armies-table'
  /** Leaves out its rulebook places on paper (the tables below give them). */
  | 'terse';

/** A ruled table with its header repeated on each printed page. */
export interface SheetTable {
  readonly kind: 'table';
  readonly look: readonly TableLook[];
  /** Said to screen readers only. */
  readonly caption?: string;
  readonly columns: readonly SheetColumn[];
  readonly rows: readonly SheetRow[];
  readonly foot?: SheetRow;
  /** A tick box on each printed row, its column named this for screen readers ('Played'). */
  readonly checklist?: string;
}

/** A table of facts: a term and its value on each row. */
export interface SheetFacts {
  readonly kind: 'facts';
  readonly rows: readonly {
    readonly term: string;
    readonly value: SheetText;
    readonly look?: CellLook;
  }[];
}

/**
 * How a paragraph looks: the legend under a table, an introduction (`note` is muted), a
 * commander's line, the losses rule, a ruling beside what it decides.
 */
export type ParagraphLook = 'legend' | 'intro' | 'note' | 'commander' | 'losses' | 'ruling';

export interface SheetParagraph {
  readonly kind: 'paragraph';
  readonly look?: ParagraphLook;
  readonly text: SheetText;
}

/** A list: objectives (bulleted), names in a row (`inline`) or rulings. */
export interface SheetList {
  readonly kind: 'list';
  readonly look: 'objectives' | 'inline' | 'rulings';
  /** A long list: in two columns on a wide sheet, set closer on paper. */
  readonly long?: boolean;
  readonly items: readonly SheetText[];
}

/** A titled part of a section (e.g. an army's deployment). */
export interface SheetSub {
  readonly kind: 'sub';
  readonly title: string;
  readonly content: readonly SheetContent[];
}

/** What a section holds. */
export type SheetContent = SheetTable | SheetFacts | SheetParagraph | SheetList | SheetSub;

/** A titled section; a `flow` section may break across printed pages, others are kept whole. */
export interface SheetSection {
  /** Unique on the sheet: the heading's id. */
  readonly id: string;
  readonly title: SheetText;
  readonly flow?: boolean;
  readonly content: readonly SheetContent[];
}

/** Sections side by side on a wide screen and on paper; `wide-second` gives the second more room. */
export interface SheetPair {
  readonly pair: readonly SheetSection[];
  readonly look?: 'wide-second';
}

/** The whole sheet. */
export interface SetupSheetDoc {
  readonly masthead: SheetMasthead;
  /** The running header of each printed page. */
  readonly page: Pick<PageText, 'topLeft' | 'topRight'>;
  readonly blocks: readonly (SheetSection | SheetPair)[];
}

/**
 * A setup sheet tool: its choices (the paper, and a scenario where the game has several), the
 * player's entered data it shows, and the sheet for the chosen values.
 */
export interface SetupSheetDescriptor<E = unknown> {
  readonly kind: 'setup-sheet';
  readonly choices: readonly SheetChoice[];
  /** The player's entries the sheet shows where the rulebook prints nothing. */
  readonly entered?: UserDataKind<E>;
  /** What the page says when the sheet's data cannot be read. */
  readonly unreadable: string;
  /** The sheet for the chosen values and entries, or null when its data cannot be read. */
  sheet(values: ChoiceValues, entered: E | undefined): SetupSheetDoc | null;
}
