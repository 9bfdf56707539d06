/**
 * The games the turn tracker can start: the three scenarios (S1–S3) and the Campaign Game (S4)
 * from each of their starts, with the turns each runs and where its last turn ends. Read from
 * `scenarios.ts`; nothing here is a new number.
 */
import type { Scenario } from './scenario-types.js';
import { CAMPAIGN, firstTurn, lastTurn, SCENARIOS } from './scenarios.js';

/** A game the tracker can start. */
export interface TrackerScenario {
  readonly slug: string;
  readonly title: string;
  /** The scenario whose setup and markers the game starts from. */
  readonly setup: Scenario;
  readonly campaign: boolean;
  readonly first: number;
  readonly last: number;
  readonly ends: 'victory-check' | 'end-phase';
  /** The special rules of an 1861 start apply (S1.3). */
  readonly from1861: boolean;
  readonly place: string;
}

const FIRST_YEAR = Math.min(...SCENARIOS.map((s) => s.year));

function ofScenario(s: Scenario): TrackerScenario {
  return {
    slug: s.id,
    title: s.title,
    setup: s,
    campaign: false,
    first: firstTurn(s),
    last: lastTurn(s),
    ends: s.ends,
    from1861: s.year === FIRST_YEAR,
    place: s.place,
  };
}

function campaignFrom(s: Scenario): TrackerScenario {
  return {
    slug: `s4-${s.year}`,
    title: `${CAMPAIGN.title} from ${s.year}`,
    setup: s,
    campaign: true,
    first: firstTurn(s),
    last: CAMPAIGN.lastTurn,
    ends: CAMPAIGN.ends,
    from1861: s.year === FIRST_YEAR,
    place: CAMPAIGN.place,
  };
}

/** Every game the tracker starts, scenarios first. */
export const TRACKER_SCENARIOS: readonly TrackerScenario[] = [
  ...SCENARIOS.map(ofScenario),
  ...SCENARIOS.map(campaignFrom),
];

/** The game `slug`, if there is one. */
export const trackerScenario = (slug: string | null): TrackerScenario | undefined =>
  TRACKER_SCENARIOS.find((s) => s.slug === slug);
