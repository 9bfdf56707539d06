/**
 * Altar of Freedom: how many concealed movement markers each army fields under the optional rule
 * (App. IV, Concealed Movement Markers, L1890–1907; spec §3.20): one per division plus the
 * dummies of `dummyMarkers`.
 */
import { dummyMarkers } from './command.js';
import { armyDivisions } from './oob.js';
import type { Army, Side } from './schema.js';

/** An army's markers under the optional rule. */
export interface MarkerCount {
  readonly side: Side;
  readonly divisions: number;
  readonly dummies: number;
  /** Divisions plus dummies. */
  readonly markers: number;
}

/** Markers for `divisions` divisions of `side` (RangeError for a negative or fractional count). */
export function concealedMarkers(divisions: number, side: Side): MarkerCount {
  const dummies = dummyMarkers(divisions, side);
  return { side, divisions, dummies, markers: divisions + dummies };
}

/**
 * Markers for a scenario army: every division of its order of battle, those that arrive later
 * and optional ones included ("per 4 divisions in their OOB").
 */
export function armyConcealedMarkers(army: Army): MarkerCount {
  return concealedMarkers(armyDivisions(army).length, army.side);
}
