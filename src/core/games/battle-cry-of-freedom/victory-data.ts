/**
 * The numbers and names Battle Cry of Freedom's victory rules print: the three victory cities and
 * their theaters (read from the city battle cards), how many of them win the Campaign outright or
 * with the Presidential Election, the Election's lead in command points (from the Union player
 * notes only), and the Deck One scenario's command point margin.
 */
import { BATTLE_CARDS, type VictoryCity } from './battle-cards.js';
import { PLACE } from './cards-common.js';
import { THEATERS, type Theater } from './phases.js';

export type { VictoryCity } from './battle-cards.js';

const CITY_CARDS = BATTLE_CARDS.flatMap((c) =>
  c.city === undefined ? [] : [{ city: c.city, theater: c.theater }],
);

/** The victory cities, in the battle cards' order (East first). */
export const VICTORY_CITIES: readonly VictoryCity[] = CITY_CARDS.map((c) => c.city);

/** Each city's theater: a theater closes once all its cities have fallen. */
export const CITY_THEATER = Object.fromEntries(
  CITY_CARDS.map((c) => [c.city, c.theater]),
) as Readonly<Record<VictoryCity, Theater>>;

export const CAMPAIGN_VICTORY = {
  /** Cities that win at once. */
  allCities: VICTORY_CITIES.length,
  /** Cities that win with the Presidential Election of 1864. */
  withElection: 2,
  place: 'I. Victory Conditions',
  trace: 'L31–39',
} as const;

/**
 * The Union's lead in command points the Presidential Election of 1864 needs (stated only in the
 * player notes): the card's condition and the victory monitor both read it from here.
 */
export const ELECTION_LEAD = 10;
export const ELECTION_PLACE = PLACE.notesU;

/** The Deck One scenario's margin in command points at the end of the deck. */
export const DECK_ONE_MARGIN = 2;
export const DECK_ONE_PLACE = `${PLACE.deckOne} › Victory Conditions`;

export const GETTYSBURG_PLACE = `${PLACE.gettysburg} › II. Special Rules`;

/** The theaters closed by `fallen` cities: all their cities captured. */
export function closedTheaters(fallen: readonly VictoryCity[]): Theater[] {
  return THEATERS.filter((t) =>
    VICTORY_CITIES.filter((c) => CITY_THEATER[c] === t).every((c) => fallen.includes(c)),
  );
}
