/**
 * Battle Cry of Freedom: the Confederate's named Resource events, as far as the rules, the
 * Example of Play or only the player notes describe them (see `ResourceCard`).
 */
import { NU_ATTRITION, NU_FREE, NU_SIM, NC_RES, NC_DEF, NC_EDGE, EXAMPLE } from './cards-notes.js';
import type { ResourceCard } from './play-cards.js';
import { cp, f, resourceOf, UNKNOWN } from './resource-rows.js';

/** The Confederate lead Great Britain Recognizes the Confederacy needs. */
export const RECOGNITION_LEAD = 8;
/** How far behind Down With the Eagle, Up With the Cross needs the Confederate (ruling C21). */
export const EAGLE_DEFICIT = 3;

/** Cards fewer the Union draws in each battle of a turn Cavalry Raids is played (Rely on Your Resources, L485). */
export const CAVALRY_RAIDS_FEWER = 3;
/**
 * Cards the Union returns at random to the top of his Play Deck before combat when a battle is
 * fought in the East in a turn Stonewall in the Valley is played (The Winning Edge, L523).
 */
export const STONEWALL_RETURNED = 4;

const card = resourceOf('confederate');

/** The Confederate's named Resource events. */
export const CONFEDERATE_RESOURCES: readonly ResourceCard[] = [
  card('c-conscription', 'Conscription', null, [], UNKNOWN, [EXAMPLE], { evidence: 'example' }),
  card(
    'pressure',
    'Pressure Increases on Lincoln’s Administration',
    'first',
    [],
    cp(0, 0),
    [EXAMPLE, NC_EDGE],
    {
      does: 'The Union places his command-point cards face up and a battle in each theater.',
      evidence: 'example',
    },
  ),
  card('cotton', 'Cotton Diplomacy Successful', null, [f('blockadePlayed', false)], cp(-1, 1), [
    NC_RES,
  ]),
  card('high-water', 'High Water-Mark of the Confederacy', null, [], UNKNOWN, [NC_RES], {
    unsure: 'Tied to a victory on northern soil.',
  }),
  card('border-recruit', 'Border State Recruitment', null, [], UNKNOWN, [NC_RES], {
    unsure: 'Tied to a victory on northern soil.',
  }),
  card(
    'cavalry-raids',
    'Cavalry Raids Slow Union Offensives',
    'first',
    [],
    cp(-1, null),
    [NC_RES],
    { does: `The Union draws ${CAVALRY_RAIDS_FEWER} cards fewer in each battle this turn.` },
  ),
  card(
    'c-resolve',
    'Confederate Resolve Stiffens',
    'any',
    [{ kind: 'behind', side: 'confederate' }],
    cp(null, 2),
    [NC_RES],
  ),
  card(
    'eagle-cross',
    'Down With the Eagle, Up With the Cross',
    'any',
    [{ kind: 'lead', side: 'union', atLeast: EAGLE_DEFICIT }, f('cityLost', false)],
    cp(null, 2),
    [NC_RES, NU_ATTRITION],
  ),
  card('on-to-richmond', 'On to Richmond', 'first', [f('confederateDeckOne')], UNKNOWN, [NC_DEF], {
    does: 'The Union must place a battle in the East.',
    copies: 3,
  }),
  card('stonewall-valley', 'Stonewall in the Valley', 'first', [], UNKNOWN, [NC_EDGE], {
    does: `If a battle is placed in the East, the Union puts ${STONEWALL_RETURNED} random cards back on his deck before combat.`,
  }),
  card('duck', 'Like a Duck Hit on the Head', 'second', [], UNKNOWN, [NC_EDGE], {
    does: 'Next turn the Union may play at most three attack cards in battles in that theater.',
  }),
  card('rebels', 'Here Come the Rebels', null, [], cp(-1, null), [EXAMPLE], {
    unsure: 'Played after an invasion win in the example.',
    evidence: 'example',
  }),
  card('border-waver', 'Union Border States Waver', null, [f('epDeckOne')], cp(-2, 2), [NU_SIM]),
  card('congress', 'U.S. Congressional Elections', null, [f('prelimDeckOne')], cp(-2, null), [
    NU_FREE,
    NU_SIM,
  ]),
  card(
    'mason-slidell',
    'Mason and Slidell Diplomacy',
    'second',
    [f('confederateMajor'), f('epPlayed', false)],
    cp(-1, 2),
    [NU_SIM],
  ),
  card(
    'fremont-hunter',
    'Union Generals Fremont and Hunter Attempt Emancipation',
    'second',
    [f('epPlayed', false)],
    cp(-1, null),
    [NU_SIM],
    { does: 'Two instead of one if played right after a victory in an invasion.' },
  ),
  card(
    'recognition',
    'Great Britain Recognizes the Confederacy',
    null,
    [{ kind: 'lead', side: 'confederate', atLeast: RECOGNITION_LEAD }, f('epPlayed', false)],
    cp(-2, 2),
    [NU_SIM],
  ),
];
