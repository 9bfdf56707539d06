/**
 * The Price of Freedom: the game's fixed numbers, each with the rule section that prints it.
 * Data only.
 */

/** The two sides (§1, throughout). */
export type Nation = 'usa' | 'csa';

/** Both sides, Union first. */
export const NATIONS: readonly Nation[] = ['usa', 'csa'];

/** Display names of the sides. */
export const NATION_LABELS: Readonly<Record<Nation, string>> = {
  usa: 'Union',
  csa: 'Confederate',
};

/** The game lasts at most 8 turns (§9.1). */
export const LAST_TURN = 8;

/** Turn 1 starts in campaign round 3 (§9.2, §12.1). */
export const FIRST_TURN_START_ROUND = 3;

/** Campaign rounds per turn (§9.2, §12.1). */
export const CAMPAIGN_ROUNDS = 4;

/** Counter limits: 36 Union and 24 Confederate corps, an absolute limit (§2.2.3). */
export const CORPS_COUNTERS: Readonly<Record<Nation, number>> = { usa: 36, csa: 24 };

/** Starting War Effort: Union 8 (§4.2), Confederate 6 (§4.1). */
export const STARTING_WAR_EFFORT: Readonly<Record<Nation, number>> = { usa: 8, csa: 6 };

/** Battle Results Table range: a modified roll below 0 counts as 0, above 11 as 11 (§17.3.4). */
export const BATTLE_ROLL_CLAMP = { min: 0, max: 11 } as const;

/** Engaged corps columns of the Battle Results Table: 1 to 6 (§17.3.4). */
export const BATTLE_MAX_CORPS = 6;

/**
 * Corps one side may engage, by who is in charge: a field commander 2 (attacking, §17.2.4; in
 * defence only his own army, which holds at most 2, §7.2.2, §17.2.3), a theater commander 6
 * (§17.2.3-17.2.4), under the CONCENTRATION card 4 (§17.2 exception).
 */
export const ENGAGE_LIMIT = { field: 2, theater: 6, concentration: 4 } as const;

/** Base movement allowance (§16.2.2). */
export const BASE_MOVEMENT_ALLOWANCE = 3;

/** A corps is subject to march attrition from the third region it enters in one move (§16.3.2). */
export const MARCH_ATTRITION_FROM_REGION = 3;

/** Hand size after the card phase: WE level, at least 6, at most 10, CORE card included (§10.5). */
export const HAND_SIZE = { min: 6, max: 10 } as const;

/** At setup each player has his CORE card plus 4 dealt cards (§8.3). */
export const SETUP_CARDS_DEALT = 4;

/** Cards in the deck (§2.3). */
export const DECK_SIZE = 55;

/** Army size limits (§7.2.2, §7.2.3, §7.2.4, §7.3.6). */
export const ARMY_LIMITS = {
  fieldMax: 2,
  theaterMax: 6,
  fieldMin: 1,
  theaterMin: { usa: 3, csa: 2 },
} as const;

/** A theater commander loses reinforcement priority at 4 corps (USA) or 3 corps (CSA) (§11.7). */
export const PRIORITY_CAP: Readonly<Record<Nation, number>> = { usa: 4, csa: 3 };

/** New corps per region per phase or round: regular 1, resource 2, capital 3 (§11.5). */
export const DEPLOY_CAP = { regular: 1, resource: 2, capital: 3 } as const;

/** Victory thresholds (§3.1.2, §3.1.3, §3.2.1, §3.2.2). */
export const VICTORY = {
  /** Confederate political victory at the end of Turn 7: gap below 9 (§3.1.2). */
  politicalGap: 9,
  /** … or below 11 once DRAFT was played as an event (§3.1.2). */
  politicalGapDraft: 11,
  politicalTurn: 7,
  /** Union attritional victory: gap of 14 or more (§3.2.1). */
  attritionalGap: 14,
  /** Confederate military victory: at least twice the Union corps on the map (§3.1.3). */
  csaMilitaryRatio: 2,
  /** Union military victory: at least three times the Confederate corps (§3.2.2). */
  usaMilitaryRatio: 3,
  /** Military victories are not possible in Turns 1-2 (§3.1.3, §3.2.2). */
  militaryFromTurn: 3,
  /** Default victory to the Confederates at the end of Turn 8 (§3.1.4). */
  defaultTurn: 8,
} as const;

/** The Emancipation may be proclaimed from Turn 3 on (§6.1). */
export const EMANCIPATION_FROM_TURN = 3;

/**
 * From Turn 5 to the end the defending side, Union or Confederate, gets +1 (§17.3.3); the
 * design note puts it down to entrenchment and speaks of it as a penalty on attacking.
 */
export const ENTRENCHMENT_FROM_TURN = 5;
