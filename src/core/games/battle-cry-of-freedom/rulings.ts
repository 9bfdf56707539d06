/**
 * Battle Cry of Freedom: every ruling the app applies (spec §8), as data the tools and the rulings
 * page show. The rulings themselves are data, kept in files by subject (campaign, combat, cards);
 * the numbers and rulebook places their text shows are filled from the scenario and rules data.
 * Tool notes cite their ids.
 */
import { rulingsFromData } from '../../shared/ruling-rows.js';
import type { Ruling } from '../../shared/ruling.js';
import { signed } from '../../shared/signed.js';
import { glossaryPlace, inWords, PLACE } from './cards-common.js';
import { EMANCIPATION_CHANGE, EMANCIPATION_LATER_TURNS } from './cards-resources-union.js';
import { GENERAL_LIMIT } from './campaign-generals.js';
import { COMBAT_PLACE, GETTYSBURG } from './combat-data.js';
import { CP_FLOOR } from './cp-track.js';
import { HAND_LIMIT, phaseOf, SEQUENCE, SIDE_LABELS, THEATERS } from './phases.js';
import CAMPAIGN_RULINGS from './rulings-campaign.json' with { type: 'json' };
import CARDS_RULINGS from './rulings-cards.json' with { type: 'json' };
import COMBAT_RULINGS from './rulings-combat.json' with { type: 'json' };
import { requireScenario } from './scenarios.js';
import { CAMPAIGN_VICTORY, GETTYSBURG_PLACE } from './victory-data.js';

const CAMPAIGN = requireScenario('campaign');
const DECK_TWO = requireScenario('deck-two');

export const RULINGS: readonly Ruling[] = rulingsFromData(
  [...CAMPAIGN_RULINGS, ...COMBAT_RULINGS, ...CARDS_RULINGS],
  {
    startingGenerals: inWords(THEATERS.reduce((n, t) => n + CAMPAIGN.generals.union[t].length, 0)),
    unionDraw: inWords(CAMPAIGN.hands.union.draw),
    handLimit: inWords(HAND_LIMIT),
    CP_FLOOR,
    SEQUENCE,
    union: SIDE_LABELS.union,
    confederate: SIDE_LABELS.confederate,
    LATER: inWords(EMANCIPATION_LATER_TURNS),
    emancipationTurns: inWords(EMANCIPATION_LATER_TURNS + 1),
    emancipationUnion: signed(EMANCIPATION_CHANGE.union),
    emancipationConfederate: signed(EMANCIPATION_CHANGE.confederate),
    WITH_ELECTION: inWords(CAMPAIGN_VICTORY.withElection),
    campaignVictory: CAMPAIGN_VICTORY.place,
    GETTYSBURG_PLACE,
    gettysburgSetUp: requireScenario('gettysburg').place,
    stuartDay: inWords(GETTYSBURG.stuartDay),
    deckTwoScenario: DECK_TWO.place,
    deckTwoWestGenerals: inWords(DECK_TWO.generals.confederate.west.length),
    phaseC: phaseOf('C').place,
    phaseF: phaseOf('F').place,
    phaseI: phaseOf('I').place,
    phaseG: phaseOf('G').place,
    phaseD: phaseOf('D').place,
    phaseH: phaseOf('H').place,
    phaseJ: phaseOf('J').place,
    phaseK: phaseOf('K').place,
    phaseL: phaseOf('L').place,
    glossaryCommandPoints: glossaryPlace('Command Points'),
    glossaryWashington: glossaryPlace('Washington, D.C.'),
    glossaryVictoryCities: glossaryPlace('Victory Condition Cities'),
    infantryLimit: inWords(GENERAL_LIMIT.infantry),
    cavalryLimit: inWords(GENERAL_LIMIT.cavalry),
    glossaryEndOfGame: glossaryPlace('End of Game'),
    glossaryGeneralCard: glossaryPlace('General Card'),
    campaignExample: PLACE.example,
    deckOne: PLACE.deckOne,
    deckTwo: PLACE.deckTwo,
    NOTES_U: `${PLACE.notesU} (secondary evidence)`,
    notesC: PLACE.notesC,
    combatValue: COMBAT_PLACE.cv,
    defendCards: COMBAT_PLACE.defend,
    combatExample: COMBAT_PLACE.example,
    victoryCity: COMBAT_PLACE.victoryCity,
    majorBattle: COMBAT_PLACE.major,
    invasion: COMBAT_PLACE.invasion,
    cleanUp: COMBAT_PLACE.cleanUp,
    combat: COMBAT_PLACE.combat,
  },
);
