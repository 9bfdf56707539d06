/**
 * The U.S. Civil War's scenarios as data (S1–S4): everything the rulebook prints about each
 * start. The unit placements are on the At Start cards, not in the rulebook (ruling G6). The
 * Campaign Game (S4) starts from one of the three and keeps its own victory conditions.
 */
import { LAST_TURN, YEARS } from './calendar.js';
import { MAINTENANCE_START } from './economy-data.js';
import type { Scenario, StatusMarkers } from './scenario-types.js';

/** What a scenario's data gives; the rest is the same for every scenario, or follows from it. */
type ScenarioData = Omit<Scenario, 'id' | 'title' | 'place' | 'year' | 'status'> & {
  readonly status: Omit<StatusMarkers, 'maintenance' | 'csaTraining' | 'unionTraining'>;
};

/**
 * Scenario S`n`, starting in `year`: every scenario starts with Maintenance at its printed start
 * and no Training on either side; its id, place and title follow from its number and year.
 */
function scenario(n: 1 | 2 | 3, year: number, data: ScenarioData): Scenario {
  return {
    id: `s${n}`,
    title: `The ${year} Scenario`,
    place: `S${n}`,
    year,
    ...data,
    status: { ...data.status, maintenance: MAINTENANCE_START, csaTraining: 0, unionTraining: 0 },
  };
}

/** What the 1862 and 1863 starts share: five turns to the End Phase, the Border States Union. */
const LATER_START = {
  turns: 5,
  ends: 'end-phase',
  cards: 3,
  arsenalsDestroyed: 0,
  border: { wv: 'union', ky: 'union', mo: 'union' },
} as const;

const S1 = scenario(1, 1861, {
  turns: 3,
  ends: 'victory-check',
  cards: 1,
  arsenalsDestroyed: null,
  border: { wv: 'csa', ky: 'neutral', mo: 'union' },
  blockade: { na: 5, sa: 7, gulf: 8 },
  status: { arsenals: 1, resourceBp: 98, unionVp: 2, unionIronclads: 0 },
  errata: [
    {
      text: 'The Union may start one of the SPs listed for D.C. in Alexandria (1747).',
      place: 'S1.1',
    },
    {
      text: 'Wheeling, WV (1337) starts with a Union Control marker and the Union West Virginia Militia.',
      place: 'S1.1',
    },
  ],
  removedGenerals: [],
  unassigned: [],
  threshold: 5,
  // S1.2's note: 1 VP for Norfolk and Pensacola, at ½ a point (L74); it counts no Border hex.
  startNote: { closedPoints: 2, csaBorderHexes: null, place: 'S1.2' },
  rulings: ['G6', 'C8'],
});

const S2 = scenario(2, 1862, {
  ...LATER_START,
  blockade: { na: 4, sa: 6, gulf: 7 },
  status: { arsenals: 4, resourceBp: 96, unionVp: 4, unionIronclads: 2 },
  errata: [],
  removedGenerals: [],
  unassigned: [],
  threshold: 24,
  // S2.2's play note: 2.5 VPs for 5 captured Blockade DRMs, 2 for Bowling Green and Columbus (L76).
  startNote: { closedPoints: 5, csaBorderHexes: 2, place: 'S2.2' },
  rulings: ['G6', 'C8', 'C25'],
});

const S3 = scenario(3, 1863, {
  ...LATER_START,
  blockade: { na: 2, sa: 2, gulf: 3 },
  status: { arsenals: 9, resourceBp: 77, unionVp: 23, unionIronclads: 4 },
  errata: [
    { text: 'Washington, D.C. has an F3 Fort.', place: 'S3.1' },
    {
      text: 'Union Control markers in Beaufort (3148), Ft. Macon, Ft. St. Philip/Jackson, Nashville and Memphis.',
      place: 'S3.1',
    },
    {
      text: 'Also Union Control markers in Tennessee at Union City (2616), McKenzie (2718), Jackson (2917) and Brownsville (2915).',
      place: 'S3.1',
    },
  ],
  removedGenerals: [
    'Buell',
    'Fremont',
    'Halleck',
    'Lyon',
    'McClellan',
    'Patterson',
    'Pope',
    'Sumner',
  ],
  unassigned: [
    { general: 'J. Johnston', side: 'csa' },
    { general: 'Butler', side: 'union' },
  ],
  threshold: 39,
  // S3.2 prints no count of either at the start: the players count their own.
  startNote: { closedPoints: null, csaBorderHexes: null, place: 'S3.2' },
  rulings: ['G6', 'C8', 'C23'],
});

/** The three scenarios with a setup of their own. */
export const SCENARIOS: readonly Scenario[] = [S1, S2, S3];

/** The Campaign Game (S4): from any of the three starts to the last turn, won at a VP total. */
export const CAMPAIGN = {
  place: 'S4',
  title: 'The Campaign Game',
  lastTurn: LAST_TURN,
  ends: 'victory-check',
  threshold: 60,
  /** The 1864 election: on this turn's Victory Check the Union's VPs are cut for the test (S4.3). */
  election: { turn: 18, cut: 5 },
  rulings: ['G6', 'C9', 'C10'],
} as const;

/** The first turn of scenario `s`. */
export function firstTurn(s: Scenario): number {
  return YEARS.find((y) => y.year === s.year)?.first ?? 1;
}

/** The last turn of scenario `s`. */
export const lastTurn = (s: Scenario): number => firstTurn(s) + s.turns - 1;

/** The scenario `id`, if there is one. */
export const scenarioById = (id: string): Scenario | undefined =>
  SCENARIOS.find((s) => s.id === id);
