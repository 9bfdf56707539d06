/**
 * Battle Cry of Freedom's victory monitor: for the Campaign and Deck Two, whether the Union has
 * won (every city, or two and the Election); for the Deck One scenario, the four conditions
 * scored at the end of the deck (the rulebook's two examples are its tests); for Gettysburg, who
 * is ahead when the last day ends, a tie going to the Union. Pure.
 */
import { SIDE_LABELS, type Side } from './phases.js';
import {
  CAMPAIGN_VICTORY,
  DECK_ONE_MARGIN,
  ELECTION_LEAD,
  type VictoryCity,
} from './victory-data.js';

/** A result: a side's win or a draw, with why. */
export interface VictoryResult {
  readonly winner: Side | 'draw';
  readonly reason: string;
}

/** What the Campaign's check reads. */
export interface CampaignVictoryInput {
  readonly fallen: readonly VictoryCity[];
  readonly electionPlayed: boolean;
}

/** The Union's win under the Campaign's conditions, or null while the war goes on. */
export function campaignUnionWin(v: CampaignVictoryInput): VictoryResult | null {
  const n = v.fallen.length;
  if (n >= CAMPAIGN_VICTORY.allCities)
    return { winner: 'union', reason: 'The Union holds every victory city.' };
  if (n >= CAMPAIGN_VICTORY.withElection && v.electionPlayed)
    return {
      winner: 'union',
      reason: `The Union holds ${n} victory cities and has played the Presidential Election of 1864 (ruling A23).`,
    };
  return null;
}

/** Whether the Union may play the Election now: its lead in command points. */
export function electionAllowed(cp: Readonly<Record<Side, number>>): {
  readonly ok: boolean;
  readonly lead: number;
  readonly needs: number;
} {
  const lead = cp.union - cp.confederate;
  return { ok: lead >= ELECTION_LEAD, lead, needs: ELECTION_LEAD };
}

/** What the Deck One scenario scores at the end of the deck. */
export interface DeckOneInput {
  readonly cp: Readonly<Record<Side, number>>;
  /** Confederate Major Victories at Invasion battles. */
  readonly invasionMajors: number;
  /** Victory cities the Union has captured. */
  readonly citiesCaptured: number;
}

/** Each side's conditions met and the result. */
export interface DeckOneScore {
  readonly union: { readonly cp: boolean; readonly cities: boolean; readonly met: number };
  readonly confederate: { readonly cp: boolean; readonly invasions: boolean; readonly met: number };
  readonly result: VictoryResult;
}

/** The Deck One scenario's score: more conditions met wins, the same number is a draw. */
export function deckOneScore(v: DeckOneInput): DeckOneScore {
  const uCp = v.cp.union - v.cp.confederate >= DECK_ONE_MARGIN;
  const cCp = v.cp.confederate - v.cp.union >= DECK_ONE_MARGIN;
  const uCities = v.citiesCaptured > v.invasionMajors;
  const cInv = v.invasionMajors > v.citiesCaptured;
  const u = Number(uCp) + Number(uCities);
  const c = Number(cCp) + Number(cInv);
  const result: VictoryResult =
    u === c
      ? { winner: 'draw', reason: `Both sides meet ${u} of their conditions: a draw.` }
      : {
          winner: u > c ? 'union' : 'confederate',
          reason: `${SIDE_LABELS[u > c ? 'union' : 'confederate']} meets ${Math.max(u, c)} conditions to ${Math.min(u, c)}.`,
        };
  return {
    union: { cp: uCp, cities: uCities, met: u },
    confederate: { cp: cCp, invasions: cInv, met: c },
    result,
  };
}

/** Gettysburg at the end of its last day: the Confederate must exceed; a tie is the Union's. */
export function gettysburgResult(cv: Readonly<Record<Side, number>>): VictoryResult {
  return cv.confederate > cv.union
    ? { winner: 'confederate', reason: 'The Confederate combat value exceeds the Union’s.' }
    : {
        winner: 'union',
        reason:
          cv.confederate === cv.union
            ? 'A tie goes to the Union.'
            : 'The Union’s combat value is the higher.',
      };
}
