/**
 * The Price of Freedom: the reminders the War Effort tracker shows beside each event and count,
 * in the app's words, with the numbers taken from the game's constants and data. Data only.
 */
import { EMANCIPATION_FROM_TURN, HAND_SIZE, VICTORY } from './constants.js';
import { FREE_CORPS } from './turn-data.js';

/** A reminder and the rules it comes from. */
export interface TrackerNote {
  readonly text: string;
  readonly rule: string;
}

/** The smallest Confederate army whose defeat in the East lets the Union proclaim (§6.1). */
export const EMANCIPATION_MIN_CSA_CORPS = 2;

const draftRow = FREE_CORPS.find((r) => r.usaDraftBonus > 0);

/** Reminders shown by the tracker, by topic. */
export const TRACKER_NOTES = {
  kentuckyEntry: {
    text: 'The side that enters a neutral Kentucky first pushes it to the other side for good; a Union entry also costs the Union 1.',
    rule: '§5.2-5.4',
  },
  kentuckyCard: {
    text: 'The KENTUCKY card played as an event takes Kentucky to its player’s side.',
    rule: '§5.3',
  },
  kentuckyJoined: {
    text: 'Its regions are now home regions of the side it joined; record later changes of control in the regions table.',
    rule: '§5.5',
  },
  emancipation: {
    text: `From Turn ${EMANCIPATION_FROM_TURN}, right after a Union win in the East against a Confederate army of at least ${EMANCIPATION_MIN_CSA_CORPS} corps; once a game. Proclaiming reshuffles the deck.`,
    rule: '§6.1-6.4, §12.12',
  },
  draft: {
    text: `Played only in a reinforcement phase (none in Turn 1). Union +1 at once; the political threshold becomes ${VICTORY.politicalGapDraft}; ${
      draftRow === undefined
        ? ''
        : `${draftRow.usa + draftRow.usaDraftBonus} free Union corps a turn from Turn ${draftRow.fromTurn}.`
    }`,
    rule: '§3.1.2, §4.2, §11.4, §11.12; ruling A15',
  },
  inflation: { text: 'Confederate −1 for good; the card is then removed.', rule: '§4.1, §12.11' },
  blockade: {
    text: 'Union blockade markers come only from BLOCKADE ACTION cards, never from dice. A box with at least one marker blockades its regions; Yorktown and Norfolk share one box.',
    rule: '§2.1, §2.2.4, §4.1 note 4; ruling G2',
  },
  coastal: {
    text: 'The rulebook does not name every Atlantic Coast region; add the others from your map, then confirm the list, so the coast’s blockade is judged on all of them.',
    rule: '§4.1 note 4; ruling G3',
  },
  corps: {
    text: 'New corps may never take the count above the War Effort (a MILITIA army excepted) nor above the counters; after a War Effort drop the count may stay above it.',
    rule: '§2.2.3, §11.9-11.10',
  },
  garrisons: {
    text: 'Union only. New garrisons, the free Washington one included, may not take the count above the Union War Effort; none is removed when it drops.',
    rule: '§18.2-18.3, §11.11',
  },
  hand: {
    text: `The War Effort, at least ${HAND_SIZE.min} and at most ${HAND_SIZE.max}, CORE card included; the cards drawn are one fewer. The Confederates draw first.`,
    rule: '§10.5; ruling A1',
  },
  freeCorps: {
    text: 'Free corps that cannot be placed are lost. The Union also gets a free garrison in Washington if it has none and is not held by the enemy.',
    rule: '§11.4, §11.9, §11.11; ruling A15',
  },
  resourceRegions: {
    text: 'Union resource regions other than Washington held by the Confederates (the map is not in the rulebook text, so enter the count).',
    rule: '§4.2 note 1; ruling G3',
  },
} as const satisfies Record<string, TrackerNote>;
