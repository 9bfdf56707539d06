/**
 * What a tracker panel is drawn with: the open game's state and context, and how it asks for a
 * change. The generic panels and a game's own panels get the same context, so a game's panel
 * saves, undoes and follows other tabs like every other.
 */
import type { CSSResult } from 'lit';
import type { Ruling } from '../../../core/shared/ruling.js';
import type { WithHistory } from '../../../core/shared/tracker-history.js';
import type { Store } from '../../../storage/store.js';

export interface PanelContext<S extends object = object, C = unknown, E = unknown> {
  /** The game's slug (for ruling links and the roller). */
  readonly game: string;
  readonly state: WithHistory<S>;
  readonly ctx: C;
  /** Where games are kept (a roller inside a panel keeps its log there). */
  readonly store: Store | null;
  readonly rulings: readonly Ruling[];
  /**
   * Applies the game's `event`; `says` is the status line once done. False when refused: the
   * reason goes to `refused` where given (a form shows it beside itself), else to the status line.
   */
  apply(event: E, says: string, refused?: (reason: string) => void): boolean;
  /** Undoes the last `steps` changes. */
  undo(steps: number): void;
  /** Shows a message in the status line. */
  say(message: string): void;
  /**
   * A value the panel keeps while the game is open (a choice not yet applied), `initial` until
   * set. Forgotten when another game opens.
   */
  get<T>(key: string, initial: T): T;
  set(key: string, value: unknown): void;
  /** The tracker's element (to find and focus what a panel drew). */
  readonly root: ParentNode;
}

/** A game's own panel: the template for its state. */
export type PanelRenderer<S extends object = object, C = unknown, E = unknown> = (
  p: PanelContext<S, C, E>,
) => unknown;

/** What a game adds to its tracker's generic shell: its own panels and their styles. */
export interface TrackerParts {
  /** The game's panels by the id of its `custom` panel. */
  readonly panels?: Readonly<Record<string, PanelRenderer>>;
  /** Styles of the game's panels (the shell's own styles come first). */
  readonly styles?: readonly CSSResult[];
}

/** A game's panel typed with its own state, context and events, as `TrackerParts` lists it. */
export function panelRenderer<S extends object, C, E>(r: PanelRenderer<S, C, E>): PanelRenderer {
  return r as unknown as PanelRenderer;
}
