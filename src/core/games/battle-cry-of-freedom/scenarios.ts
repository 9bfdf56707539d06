/**
 * Battle Cry of Freedom's four scenarios as data: the Campaign Game, the Deck One and Deck Two
 * scenarios, and Gettysburg. The Deck One scenario keeps the Campaign's set-up and changes only
 * how it is won and when it ends, so it is built from the Campaign's record.
 */
import { BATTLE_CONTINUES, GETTYSBURG as GETTYSBURG_BATTLE } from './combat-data.js';
import { inWords } from './cards-common.js';
import { GENERALS } from './generals.js';
import { SIDE_LABELS, SIDES } from './phases.js';
import type { Scenario } from './scenario-types.js';

const none = { east: [], west: [] } as const;

const CAMPAIGN: Scenario = {
  slug: 'campaign',
  title: 'Campaign Game',
  place: 'III. Campaign Game',
  trace: 'L41–73',
  summary: 'The whole war, both players through two Play Decks.',
  cp: { union: 8, confederate: 8 },
  generals: {
    union: { east: ['McDowell', 'Burnside'], west: ['Halleck', 'Buell'] },
    confederate: { east: ['Joe Johnston', 'Beauregard'], west: ['A.S. Johnston', 'Polk'] },
  },
  threeStar: [],
  setAside: { union: ['Grant', 'Sherman'], confederate: ['Lee', 'Jackson'] },
  removed: { union: [], confederate: [] },
  held: none,
  opening: {
    card: 'Manassas',
    theater: 'east',
    note: 'The Union has the initiative and must play at least one Battle Event with a plus value (ruling C7).',
  },
  alreadyPlayed: [],
  hands: { union: { choose: 0, draw: 9 }, confederate: { choose: 0, draw: 9 } },
  decks: { union: 1, confederate: 1 },
  firstPhase: 'I',
  firstPhaseNote:
    'The first turn opens with the Combat Phase at Manassas, with no Phase H draw, then J, K and L (ruling G9).',
  victory: 'campaign',
  rulings: ['C7', 'C8', 'G9'],
};

const DECK_ONE: Scenario = {
  ...CAMPAIGN,
  slug: 'deck-one',
  title: 'Deck One Scenario',
  place: 'Deck One Scenario',
  trace: 'L369–391',
  summary: 'The Campaign set-up, scored when the first Play Deck runs out.',
  victory: 'deck-one',
  rulings: [...CAMPAIGN.rulings, 'A35'],
};

const DECK_TWO: Scenario = {
  slug: 'deck-two',
  title: 'Deck Two Scenario',
  place: 'Deck Two Scenario › At Start',
  trace: 'L393–433',
  summary: 'The second half of the war, from the face-down command points of the first turn.',
  cp: { union: 11, confederate: 11 },
  generals: {
    union: {
      west: ['Grant', 'Sherman', 'Thomas', 'Sheridan'],
      east: ['Meade', 'Sedgwick', 'Hancock', 'Reynolds', 'Pleasonton'],
    },
    confederate: {
      west: ['Joe Johnston', 'Bragg', 'Cleburne', 'Hardee', 'Forrest'],
      east: ['Lee', 'Longstreet', 'Hood', 'A.P. Hill', 'Stuart'],
    },
  },
  threeStar: ['Grant', 'Lee'],
  setAside: { union: [], confederate: [] },
  removed: {
    union: ['Pope', 'Buell', 'McClellan', 'McDowell'],
    confederate: ['Jackson', 'A.S. Johnston'],
  },
  held: { west: ['Shiloh', 'Corinth', 'Stones River'], east: ['Manassas', 'Fredericksburg'] },
  alreadyPlayed: [
    'New Orleans Falls (Union #66)',
    'Tennessee Lost (Union #89)',
    'Emancipation Proclamation (Union #82), its effects complete',
    'Conscription (both sides)',
    'Blockade Tightens (Union)',
  ],
  // L429: the same events, as the named Resource cards.
  playedCards: [
    'new-orleans',
    'tennessee-lost',
    'ep',
    'u-conscription',
    'c-conscription',
    'blockade',
  ],
  hands: { union: { choose: 0, draw: 9 }, confederate: { choose: 5, draw: 4 } },
  decks: { union: 2, confederate: 2 },
  firstPhase: 'C',
  firstPhaseNote: 'The first turn opens with the face-down command points of Phase C.',
  victory: 'campaign',
  rulings: ['G36'],
};

const GETTYSBURG: Scenario = {
  slug: 'gettysburg',
  title: 'Gettysburg Scenario',
  place: 'Gettysburg Scenario › I. Set-Up',
  trace: 'L435–477',
  summary: `One battle of ${inWords(GETTYSBURG_BATTLE.days)} days, the ${SIDE_LABELS[GETTYSBURG_BATTLE.initiative]} holding the initiative.`,
  cp: { union: 0, confederate: 0 },
  generals: { union: none, confederate: none },
  pools: {
    union: {
      cavalry: ['Pleasonton'],
      infantry: ['Hancock', 'Meade', 'Reynolds', 'Sedgwick', 'Slocum', 'Howard'],
      startInfantry: 4,
      startCavalry: ['Pleasonton'],
    },
    confederate: {
      cavalry: ['Stuart'],
      infantry: ['Lee', 'Longstreet', 'A.P. Hill', 'McLaws', 'Heth', 'Hood', 'Early', 'Ewell'],
      startInfantry: 4,
      startCavalry: [],
      cavalryFromDay: 3,
    },
  },
  threeStar: ['Lee'],
  setAside: { union: [], confederate: [] },
  removed: { union: [], confederate: [] },
  held: none,
  opening: {
    card: 'Gettysburg',
    theater: 'east',
    note: 'Combat only: no Resource or Strategic Movement events.',
  },
  alreadyPlayed: [],
  hands: { union: { choose: 0, draw: 18 }, confederate: { choose: 0, draw: 17 } },
  decks: { union: 2, confederate: 1 },
  firstPhase: 'I',
  firstPhaseNote: 'The scenario is the Combat Phase alone, day by day.',
  initiative: GETTYSBURG_BATTLE.initiative,
  victory: 'gettysburg',
  rulings: ['G37'],
};

/** Every scenario, in the rulebook's order. */
export const SCENARIOS: readonly Scenario[] = [CAMPAIGN, DECK_ONE, DECK_TWO, GETTYSBURG];

/** The scenario of `slug`, or null. */
export function scenarioOf(slug: string | null | undefined): Scenario | null {
  return SCENARIOS.find((s) => s.slug === slug) ?? null;
}

/** The scenario of `slug`; throws for an unknown one. */
export function requireScenario(slug: string): Scenario {
  const s = scenarioOf(slug);
  if (!s) throw new RangeError(`No scenario ${slug}.`);
  return s;
}

/** Generals the rulebook names as cavalry (others are taken as infantry unless entered). */
export const KNOWN_CAVALRY: readonly string[] = ['Stuart', 'Pleasonton', 'Forrest'];

/** Whether `name` is a known cavalry general (Forrest by inference, ruling G36). */
export function isKnownCavalry(name: string): boolean {
  return KNOWN_CAVALRY.includes(name);
}

/** The generals who can be promoted to their three-star cards (as the general cards mark them). */
export const PROMOTABLE: readonly string[] = GENERALS.filter((g) => g.promotable).map(
  (g) => g.name,
);

/**
 * Gettysburg's days, and one more for each Battle Continues a player holds: read from the combat
 * data, which the combat ledger's days use too.
 */
export const GETTYSBURG_DAYS = {
  days: GETTYSBURG_BATTLE.days,
  battleContinuesEach: BATTLE_CONTINUES.perPlayer,
} as const;
/** The last possible day of Gettysburg. */
export const GETTYSBURG_LAST_DAY =
  GETTYSBURG_DAYS.days + SIDES.length * GETTYSBURG_DAYS.battleContinuesEach;
/** At the start of each new day of Gettysburg, each side disengages and draws this many. */
export const GETTYSBURG_NEW_DAY = {
  disengage: BATTLE_CONTINUES.disengage,
  draw: BATTLE_CONTINUES.draw,
} as const;
