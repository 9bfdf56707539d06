/**
 * The numbers and names Battle Cry of Freedom's victory rules print: the three victory cities and
 * their theaters, how many of them win the Campaign outright or with the Presidential Election,
 * the Election's lead in command points (from the Union player notes only), and the Deck One
 * scenario's command point margin.
 */
import type { Theater } from './phases.js';

export const VICTORY_CITIES = ['Richmond', 'Vicksburg', 'Atlanta'] as const;
export type VictoryCity = (typeof VICTORY_CITIES)[number];

/** Each city's theater: a theater closes once all its cities have fallen. */
export const CITY_THEATER: Readonly<Record<VictoryCity, Theater>> = {
  Richmond: 'east',
  Vicksburg: 'west',
  Atlanta: 'west',
};

export const CAMPAIGN_VICTORY = {
  /** Cities that win at once. */
  allCities: VICTORY_CITIES.length,
  /** Cities that win with the Presidential Election of 1864. */
  withElection: 2,
  place: 'I. Victory Conditions',
  trace: 'L31–39',
} as const;

/** The Union's lead in command points the Election needs (stated only in the player notes). */
export const ELECTION_LEAD = 10;
export const ELECTION_PLACE = 'Player Notes: Union';

/** The Deck One scenario's margin in command points at the end of the deck. */
export const DECK_ONE_MARGIN = 2;
export const DECK_ONE_PLACE = 'Deck One Scenario › Victory Conditions';

export const GETTYSBURG_PLACE = 'Gettysburg Scenario › II. Special Rules';

/** The theaters closed by `fallen` cities: all their cities captured. */
export function closedTheaters(fallen: readonly VictoryCity[]): Theater[] {
  return (['east', 'west'] as const).filter((t) =>
    VICTORY_CITIES.filter((c) => CITY_THEATER[c] === t).every((c) => fallen.includes(c)),
  );
}
