/**
 * How a tracker whose games each start from a scenario lists, starts and reads back its saved
 * games: one rule for every such game, so a saved game of another format, of a scenario no
 * longer offered, or whose state names another scenario than the saved game does is never read.
 */
import type { TrackerDescriptor } from './tracker.js';
import type { WithHistory } from './tracker-history.js';

/** What the tracker gives: its format version, its scenarios, and how a state starts and parses. */
export interface ScenarioSavesSpec<S extends { readonly scenario: string }> {
  /** Format version of the saved state (`TrackerDescriptor.stateVersion`). */
  readonly stateVersion: number;
  /** The scenarios a new game can start from, in the order offered. */
  readonly scenarios: readonly { readonly slug: string; readonly title: string }[];
  /** The state a new game of `slug` starts with. */
  start(slug: string): WithHistory<S>;
  /** A saved state of this format, or null when its shape is not one. */
  parse(raw: unknown): WithHistory<S> | null;
}

/** The descriptor's kind, version, scenario list, start and read for `spec`. */
export function scenarioSaves<S extends { readonly scenario: string }>(
  spec: ScenarioSavesSpec<S>,
): Pick<TrackerDescriptor<S>, 'kind' | 'stateVersion' | 'scenarios' | 'start' | 'read'> {
  return {
    kind: 'tracker',
    stateVersion: spec.stateVersion,
    scenarios: () => spec.scenarios.map((s) => ({ slug: s.slug, title: s.title })),
    start: (slug) => spec.start(slug),
    read: (game) => {
      if (game.stateVersion !== spec.stateVersion) return null;
      if (!spec.scenarios.some((s) => s.slug === game.scenario)) return null;
      const state = spec.parse(game.state);
      return state && state.scenario === game.scenario ? state : null;
    },
  };
}
