/**
 * The U.S. Civil War: the shape of a scenario as the rulebook gives it (S1–S4): its turns, its
 * markers, cards, Border States, errata and victory. Types only.
 */
import type { BlockadeZone } from './economy-data.js';

export type ScenarioId = 's1' | 's2' | 's3' | 's4';

/** Who holds a Border State at the start. */
export type BorderHolder = 'union' | 'csa' | 'neutral';

/** A setup fact with its rulebook place. */
export interface PlacedText {
  readonly text: string;
  readonly place: string;
}

/** The Status Track markers at the start (S1.1, S2.1, S3.1). */
export interface StatusMarkers {
  readonly arsenals: number;
  readonly maintenance: number;
  readonly resourceBp: number;
  readonly unionVp: number;
  readonly unionIronclads: number;
  readonly csaTraining: number;
  readonly unionTraining: number;
}

/** A scenario with its own setup (S1–S3). */
export interface Scenario {
  readonly id: Exclude<ScenarioId, 's4'>;
  readonly title: string;
  readonly place: string;
  readonly year: number;
  readonly turns: number;
  /** Where the last turn ends: in its Victory Check Phase, or once its End Phase is done. */
  readonly ends: 'victory-check' | 'end-phase';
  readonly cards: number;
  readonly arsenalsDestroyed: number | null;
  readonly border: Readonly<Record<'wv' | 'ky' | 'mo', BorderHolder>>;
  readonly blockade: Readonly<Record<BlockadeZone, number>>;
  readonly status: StatusMarkers;
  readonly errata: readonly PlacedText[];
  readonly removedGenerals: readonly string[];
  readonly unassigned: readonly { readonly general: string; readonly side: 'union' | 'csa' }[];
  /** Net Union VPs needed at the end (Union − CSA, with the end-of-scenario points). */
  readonly threshold: number;
  /**
   * What the scenario's notes count at its start: closed Blockade DRM points and CSA-held
   * Border-State Objective Hexes. null where the rulebook prints no count (the players count
   * their own at the end).
   */
  readonly startNote: {
    readonly closedPoints: number | null;
    readonly csaBorderHexes: number | null;
    readonly place: string;
  };
  /** Rulings the sheet shows. */
  readonly rulings: readonly string[];
}
