/**
 * The tracker kind: a saved, resumable game drawn by one generic shell from a typed descriptor.
 * The game gives its state (read from a saved game, started from a scenario), one reducer over
 * its own events, the turn bar, and its panels (counters and tracks, tables of units with row
 * actions, the turn's steps, an event log, a form, a table rolled and applied); the shell does
 * the saving, the undo history, the other tabs and printing. Types and pure helpers only.
 */
import type { SavedGame } from './saved-game-schema.js';
import type { TrackerFold } from './tracker-fold.js';
import type { FormPanel } from './tracker-form.js';
import type { RollPanel } from './tracker-roll.js';
import type { WithHistory } from './tracker-history.js';
import type { UserDataKind } from './user-data.js';

/** A change the rules or the state refuse, in the player's words. */
export interface Problem {
  readonly problem: string;
}

/** A result, or the reason there is none. */
export type Outcome<T> = T | Problem;

/** Whether `x` is a refusal. */
export function isProblem(x: unknown): x is Problem {
  return typeof x === 'object' && x !== null && 'problem' in x && typeof x.problem === 'string';
}

/**
 * Runs a reducer that throws a RangeError for a change the rules refuse (as the games' reducers
 * do) and gives its result or the refusal. Other errors are bugs and pass through.
 */
export function attempt<T>(run: () => T): Outcome<T> {
  try {
    return run();
  } catch (e) {
    if (e instanceof RangeError) return { problem: e.message };
    throw e;
  }
}

/** A button that asks for a change: the game's event, and what the status line says once done. */
export interface TrackerAction<E> {
  readonly kind?: 'action';
  readonly label: string;
  /** Read by screen readers in place of the label (a row's button names its row). */
  readonly ariaLabel?: string;
  /** Read after the label by screen readers only: ": 1st Brigade". */
  readonly hidden?: string;
  readonly event: E;
  readonly says: string;
  readonly disabled?: boolean;
  /** The turn's main action. */
  readonly primary?: boolean;
}

/** A choice from a list: `value` is shown, and choosing another applies `choose(value)` at once. */
export interface TrackerPick<E> {
  readonly kind: 'pick';
  /** The select's id (unique on the page). */
  readonly id: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly value: string;
  choose(value: string): { readonly event: E; readonly says: string };
}

/**
 * A choice kept until its button is pressed (the clock roll taken off, then "Next bid level").
 * The shell keeps the choice; `act` gives the change for it.
 */
export interface TrackerChoose<E> {
  readonly kind: 'choose';
  /** Where the shell keeps the choice (unique on the page). */
  readonly id: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly initial: string;
  readonly button: string;
  readonly disabled?: boolean;
  act(value: string): { readonly event: E; readonly says: string };
}

/** A control of the turn bar. */
export type TrackerControl<E> = TrackerAction<E> | TrackerPick<E> | TrackerChoose<E>;

/** A fact shown in the turn bar: "8:00 AM", "Initiative: Union" with its rule. */
export interface TrackerFact {
  readonly text: string;
  readonly rule?: string;
  readonly badge?: string;
}

/** The turn bar: where the game stands, and the turn's controls (the shell adds undo and print). */
export interface TrackerBar<E> {
  readonly turn: number;
  /** The last turn, shown as "of N"; absent for a game with no fixed length. */
  readonly lastTurn?: number;
  /** What a turn is called: "Day" for a battle of days; "Turn" when absent. */
  readonly turnLabel?: string;
  readonly rule?: string;
  readonly facts: readonly TrackerFact[];
  readonly controls: readonly TrackerControl<E>[];
  /** Said loudly under the bar: the battle is over. */
  readonly alert?: string;
}

/** A count against a limit (losses to a break point, corps to a War Effort), or a level. */
export interface TrackerCounter<E> {
  readonly label: string;
  /** Class names of the box (the game's styling: `army`, `level usa`). */
  readonly class?: string;
  readonly value: number;
  /** The value as shown, when not the number itself (a signed gap). */
  readonly text?: string;
  /** The limit read from the game's data, shown as "of N" and on a meter. */
  readonly limit?: number;
  /** What the count is of, after the limit: "losses (break point)". */
  readonly unit?: string;
  /** A line under the count: what makes it up. */
  readonly detail?: string;
  readonly rule?: string;
  /** At or past its limit: the box is marked and `alert` is said. */
  readonly over?: boolean;
  readonly alert?: string;
  readonly actions?: readonly TrackerAction<E>[];
}

/** A cell of a unit table: text (with a note or a class), or a track of markers. */
export type TrackerCell =
  | string
  | { readonly text: string; readonly note?: string; readonly class?: string }
  | { readonly pips: number; readonly of: number; readonly label: string };

/** One unit: its name, its cells in column order, and the changes it allows now. */
export interface UnitRow<E> {
  readonly id: string;
  readonly class?: string;
  readonly name: string;
  readonly note?: string;
  readonly cells: readonly TrackerCell[];
  /** The group it belongs to (its division): the table can be filtered by it. */
  readonly group?: string;
  /** Its state in words ("Broken"): the table can be filtered by it. */
  readonly state?: string;
  /** Drawn in one menu labelled with the row's name, so a phone's row stays narrow. */
  readonly actions?: readonly TrackerAction<E>[];
  /** Shown in the actions column when there is no action (a captured HQ). */
  readonly done?: string;
}

/** A table of units with their state and row actions. */
export interface UnitTable<E> {
  readonly id: string;
  readonly title: string;
  /** For screen readers: what the table shows. */
  readonly caption: string;
  /** Headings of the name column and of each cell column. */
  readonly columns: readonly string[];
  /** Heading of the actions column (hidden "Actions" when absent). */
  readonly actions?: string;
  /** What the rows' `group` is called in the filter ("Division"); "Group" when absent. */
  readonly groupLabel?: string;
  readonly rows: readonly UnitRow<E>[];
}

/** One step of the turn's checklist. */
export interface TrackerStep {
  readonly label: string;
  readonly rule: string;
  readonly detail: string;
  readonly state: 'done' | 'current' | 'to-do';
}

/** An entry of an event log, with what can still be done about it. */
export interface LogEntry<E> {
  readonly text: string;
  readonly actions?: readonly TrackerAction<E>[];
}

/** One change in the game's history, with how many steps undo it and what came before. */
export interface HistoryEntry {
  /** 1-based number of the change. */
  readonly index: number;
  /** When it happened: "Turn 2". */
  readonly when?: string;
  readonly text: string;
  /** Undoing this change and every later one. */
  readonly undoSteps: number;
}

interface PanelBase<S = unknown, C = unknown> {
  /** Unique on the page (a heading's id). */
  readonly id: string;
  /** Ids of rulings shown under the panel. */
  readonly rulings?: readonly string[];
  /** Drawn folded to one line now (with its rulings), or null to draw it open as it is. */
  fold?(state: S, ctx: C): TrackerFold | null;
}

/** Counters and tracks, side by side. */
export interface CountersPanel<S, C, E> extends PanelBase<S, C> {
  readonly kind: 'counters';
  readonly title?: string;
  /** Class of the row of counters (the game's styling). */
  readonly class?: string;
  counters(state: S, ctx: C): readonly TrackerCounter<E>[];
}

/** Tables of units, each with its row actions. */
export interface UnitsPanel<S, C, E> extends PanelBase<S, C> {
  readonly kind: 'units';
  tables(state: S, ctx: C): readonly UnitTable<E>[];
}

/** The turn's steps in order, with the button that marks the current one done. */
export interface StepsPanel<S, C, E> extends PanelBase<S, C> {
  readonly kind: 'steps';
  readonly title: string;
  /** The steps now, or null when the checklist is not open (outside the end of turn). */
  steps(
    state: S,
    ctx: C,
  ): { readonly steps: readonly TrackerStep[]; readonly done: TrackerAction<E> } | null;
}

/** A list of events (reinforcements due), each with its actions; hidden when empty. */
export interface LogPanel<S, C, E> extends PanelBase<S, C> {
  readonly kind: 'log';
  readonly title: string;
  entries(state: S, ctx: C): readonly LogEntry<E>[];
}

/** A panel only this game has, drawn by the game's own renderer under the same id. */
export interface CustomPanel extends PanelBase {
  readonly kind: 'custom';
}

/**
 * Where the shell records this game's outcome in the open game of its linked tracker (a battle
 * in its campaign): what recording would do, the game it goes to, one button, and its undo.
 */
export interface ReportPanel extends PanelBase {
  readonly kind: 'report';
  readonly title: string;
}

/** A recording made in the linked tracker's game, kept in this game's state. */
export interface Recording {
  /** The linked saved game's id and name. */
  readonly game: string;
  readonly name: string;
  /** Its changes the recording made, and its save stamp right after them (`updatedAt`). */
  readonly steps: number;
  readonly stamp: string;
}

/** What recording now would do: lines in the player's words, and the linked tracker's events. */
export interface Report {
  readonly lines: readonly string[];
  readonly events: readonly unknown[];
  /** The button's words: "Record this battle". */
  readonly button: string;
}

/**
 * Another tracker of the same game whose open game this one reads (passed to `context`) and
 * records its outcome into, in one step the player can undo (a battle into its campaign).
 */
export interface LinkedTracker<S extends object, C, E> {
  /** The other tracker's tool slug. */
  readonly tool: string;
  /** The linked game in the page's words: "campaign". */
  readonly noun: string;
  /**
   * What recording now would do into `linked` (the linked game's state; null while none is
   * open); null when there is nothing to record now.
   */
  report(state: WithHistory<S>, ctx: C, linked: object | null): Report | Problem | null;
  /** The recording kept in this game's state, if any. */
  recorded(state: WithHistory<S>): Recording | null;
  /** This game's event that keeps a recording, and the one that forgets it once undone. */
  keep(r: Recording): E;
  forget(): E;
}

/** A panel of a tracker. */
export type TrackerPanel<S, C, E> =
  | ReportPanel
  | CountersPanel<S, C, E>
  | UnitsPanel<S, C, E>
  | StepsPanel<S, C, E>
  | LogPanel<S, C, E>
  | FormPanel<S, C, E>
  | RollPanel<S, C, E>
  | CustomPanel;

/** The words of a tracker that are not in its panels. */
export interface TrackerText {
  /** Shown while no game is open. */
  readonly intro: string;
  /** The verb of the status line on opening a game: "Resumed" by default. */
  readonly opened?: string;
  /** Said after a game is deleted in another tab. */
  readonly afterDeleted?: string;
  /** Shown in the history list before any change. */
  readonly noHistory?: string;
}

/**
 * A tracker: its saved state `S` (without the history), what its panels read beside it `C` (the
 * scenario, the player's entered data), and its events `E`.
 */
export interface TrackerDescriptor<S extends object = object, C = unknown, E = unknown> {
  readonly kind: 'tracker';
  /** Format version of the saved state; a saved game of another version cannot be read. */
  readonly stateVersion: number;
  /** Scenarios a new game can start from. */
  scenarios(): readonly { readonly slug: string; readonly title: string }[];
  /** The state a new game of `scenario` starts with; throws when the scenario's data fails. */
  start(scenario: string): WithHistory<S>;
  /** The state of a saved game, or null when it cannot be read (shape, version, scenario). */
  read(game: SavedGame): WithHistory<S> | null;
  /** The player's entered data the panels read, if any. */
  readonly userData?: UserDataKind<unknown>;
  /**
   * More kinds of entered data the panels read (a second chart beside `userData`): loaded the
   * same way, each undefined when none is saved or it cannot be read, and passed to `context`
   * in this order.
   */
  readonly alsoReads?: readonly UserDataKind<unknown>[];
  /**
   * What the panels read beside the state, for a game of `scenario`; null when unreadable.
   * `linked` is the open game of the `linked` tracker (its state), when there is one.
   */
  context(
    scenario: string | null,
    entered: unknown,
    also?: readonly unknown[],
    linked?: object,
  ): C | null;
  /** The tracker whose open game this one reads and records its outcome into. */
  readonly linked?: LinkedTracker<S, C, E>;
  /** The game's one reducer: the state after `event`, or why the rules refuse it. */
  apply(state: WithHistory<S>, event: E): Outcome<WithHistory<S>>;
  /** Beside the game's name when its name does not start with it (the scenario's title). */
  subtitle?(ctx: C): string;
  bar(state: WithHistory<S>, ctx: C): TrackerBar<E>;
  readonly panels: readonly TrackerPanel<WithHistory<S>, C, E>[];
  /** The changes so far, newest first, each undoable back to; no list without it. */
  history?(state: WithHistory<S>, ctx: C): readonly HistoryEntry[];
  /** The changes so far drawn folded to one line (the latest change), not open at full length. */
  readonly historyFolded?: boolean;
  /** Buttons that jump to a panel: [heading id, label]. */
  readonly jump?: readonly (readonly [string, string])[];
  /** Printed with a running header naming it; no print button without it. */
  readonly print?: { readonly title: string };
  readonly text: TrackerText;
}

/**
 * A game's tracker descriptor as the game module lists it: the types of its state, context and
 * events are the game's own, and the shell only passes them back to the game's functions.
 */
export function trackerDescriptor<S extends object, C, E>(
  d: TrackerDescriptor<S, C, E>,
): TrackerDescriptor {
  return d;
}
