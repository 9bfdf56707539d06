/**
 * Battle Cry of Freedom: the Union's named Resource events, as far as the rules, the Example of
 * Play or only the player notes describe them (see `ResourceCard`).
 */
import { inWords, PLACE } from './cards-common.js';
import {
  NU_ATTRITION,
  NU_SIM,
  NU_GEORGIA,
  NC_RES,
  EXAMPLE,
  DECK_TWO_EVENTS,
} from './cards-notes.js';
import type { ResourceCard } from './play-cards.js';
import { cp, f, resourceOf, UNKNOWN } from './resource-rows.js';
import { CAMPAIGN_VICTORY, ELECTION_LEAD } from './victory-data.js';

/** The Union lead the Presidential Election of 1864 needs: kept with the victory rules it serves. */
export { ELECTION_LEAD };
/** The Emancipation Proclamation's change when played (and at the end of each later turn). */
export const EMANCIPATION_CHANGE = { union: 1, confederate: -1 } as const;
/** The turns after the Emancipation Proclamation that repeat its effect, at their end. */
export const EMANCIPATION_LATER_TURNS = 2;

const card = resourceOf('union');

/** The Union's named Resource events. */
export const UNION_RESOURCES: readonly ResourceCard[] = [
  card('u-conscription', 'Conscription', 'first', [], cp(1, null), [NU_ATTRITION], { copies: 3 }),
  card('german-irish', 'German and Irish Immigrants', null, [], cp(1, null), [NU_ATTRITION]),
  card('contrabands', 'Contrabands', null, [], UNKNOWN, [NU_ATTRITION], {
    does: 'Lowers the Confederate total (by how much is not given).',
  }),
  card('dissent', 'Dissent in the Confederacy', null, [], UNKNOWN, [NU_ATTRITION], {
    unsure: 'An answer to Confederate Conscription.',
  }),
  card(
    'union-resolve',
    'Union Resolve Stiffens',
    null,
    [{ kind: 'behind', side: 'union' }],
    cp(2, null),
    [NU_ATTRITION],
  ),
  card(
    'springtide',
    'Springtide of Northern Hope',
    null,
    [{ kind: 'behind', side: 'union' }, f('unionHoldsTwo')],
    cp(2, null),
    [NU_ATTRITION],
  ),
  card(
    'prelim-ep',
    'Preliminary Emancipation Proclamation',
    'second',
    [f('unionWon')],
    cp(-2, null),
    [NU_SIM],
    { does: 'Opens the way to the Emancipation Proclamation.' },
  ),
  card(
    'ep',
    'Emancipation Proclamation',
    'second',
    [f('prelimPlayed'), f('epPlayed', false)],
    cp(EMANCIPATION_CHANGE.union, EMANCIPATION_CHANGE.confederate),
    [NU_SIM, DECK_TWO_EVENTS],
    { does: `The same again at the end of each of the next ${EMANCIPATION_LATER_TURNS} turns.` },
  ),
  card(
    'aa-soldiers',
    'African-American Soldiers Prove Their Valor',
    'second',
    [f('epPlayed')],
    cp(1, -1),
    [NU_SIM],
  ),
  card('men-of-color', 'Men of Color: To Arms! To Arms!', 'any', [f('epPlayed')], cp(1, -1), [
    NU_SIM,
  ]),
  card(
    'british-workers',
    'British Workers Support the Union',
    'second',
    [f('epPlayed')],
    cp(1, null),
    [NU_SIM],
  ),
  card('industrial', 'Industrial Production', null, [], cp(1, null), [EXAMPLE], {
    evidence: 'example',
  }),
  card('lincoln-general', 'Lincoln Finds a General', null, [], cp(0, 0), [EXAMPLE], {
    does: 'Replaces a Union general in play.',
    evidence: 'example',
  }),
  card('new-orleans', 'New Orleans Falls', null, [], UNKNOWN, [NC_RES, DECK_TWO_EVENTS]),
  card('tennessee-lost', 'Tennessee Lost', null, [], UNKNOWN, [DECK_TWO_EVENTS], {
    evidence: 'rules',
  }),
  card('blockade', 'Blockade Tightens', null, [], UNKNOWN, [NC_RES, DECK_TWO_EVENTS], {
    does: 'Once played, Cotton Diplomacy Successful can no longer be played.',
  }),
  card(
    'election',
    'Presidential Election of 1864',
    'second',
    [{ kind: 'lead', side: 'union', atLeast: ELECTION_LEAD }],
    UNKNOWN,
    [[`${PLACE.notesU} › Grant Moves South`, 'L563'], NU_GEORGIA],
    { does: `With ${inWords(CAMPAIGN_VICTORY.withElection)} victory cities held, the Union wins.` },
  ),
  card('march-to-sea', 'March to the Sea', 'first', [], UNKNOWN, [NU_GEORGIA], {
    does: 'A four-point swing in command points (the split is not given).',
  }),
];
