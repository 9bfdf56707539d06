/**
 * Battle Cry of Freedom: the named battle, special and strategic-movement events, with their kind
 * and any combat value the text shows.
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import { PLACE, type Side } from './cards-common.js';
import { NC_RES } from './cards-notes.js';

/** A named event of another kind: battle (needs a general), special, or strategic movement. */
export interface EventCard {
  readonly id: string;
  readonly name: string;
  /** Null when both sides have one. */
  readonly side: Side | null;
  readonly kind: 'battle' | 'special' | 'movement';
  /** The combat value the text shows, if any. */
  readonly value: number | null;
  readonly does?: string;
  readonly cites: readonly CiteRow[];
}

const AX = [PLACE.example, 'L321–361'] as const;
const GL = (term: string, trace: string): CiteRow => [`Glossary › ${term}`, trace];
const SM = (trace: string): CiteRow => [PLACE.phaseE, trace];
const NOTES_SM: CiteRow = [`${PLACE.notesC} › A Battle Delayed is a Battle Won`, 'L505–519'];

type EventRow = readonly [
  string,
  string,
  Side | null,
  EventCard['kind'],
  number | null,
  readonly CiteRow[],
  string?,
];

/**
 * The counts the Appendix's Example of Play (and the Glossary's End of Game note) print for
 * Special Events: cards drawn, discarded or returned to the deck top.
 */
export const EVENT_COUNTS = {
  /** Command Failure: negated by engaging a general and returning this many cards at random (L341). */
  commandFailureReturns: 3,
  /** Overwhelming Numbers and Resources: the opponent discards this many non-General cards (L343). */
  overwhelmingDiscards: 2,
  /** …and the Union draws this many (L343; Glossary › End of Game, L130). */
  overwhelmingDraws: 2,
  /** Union Command of Seas/Rivers: the Union draws this many (L351). */
  seasRiversDraws: 2,
  /** …and the Confederate discards this many non-General cards (L351). */
  seasRiversDiscards: 1,
  /** Faulty Staff Work: the opponent plays at once an attack card of this value (L349). */
  faultyStaffAttack: 1,
  /** …and cancels this many Defend cards (L349). */
  faultyStaffCancels: 1,
  /** Hold the Line: the Union's copy draws this many (L351). */
  holdTheLineUnionDraws: 1,
  /** Hold the Line: the Confederate's copy draws this many (L353). */
  holdTheLineConfederateDraws: 2,
  /** Turning Movement (the Confederate's Special Event): the opponent discards this many cards (L349). */
  turningMovementDiscards: 2,
  /** …and engages this many generals, if he has one free (L349). */
  turningMovementEngages: 1,
  /** Superior Leadership: draws this many (Glossary › End of Game, L130). */
  superiorLeadershipDraws: 1,
} as const;
const N = EVENT_COUNTS;

const EVENT_ROWS: readonly EventRow[] = [
  [
    'frontal-assault',
    'Frontal Assault',
    null,
    'battle',
    1,
    [GL('Battle Event', 'L85')],
    'Printed at the foot of every card but the generals.',
  ],
  [
    'massed-artillery',
    'Massed Artillery',
    null,
    'battle',
    -3,
    [AX, GL('Cancel', 'L91–93')],
    'Cancels every opposing Massed Infantry Column.',
  ],
  [
    'counter-battery',
    'Counter-Battery',
    null,
    'special',
    null,
    [AX],
    'Cancels the opposing Massed Artillery.',
  ],
  ['breastworks', 'Defend: Breastworks', null, 'battle', -1, [AX]],
  ['woods', 'Defend: Woods', null, 'battle', -1, [AX, GL('Defend Card', 'L115')]],
  ['ridge-crest', 'Defend: Ridge Crest', 'confederate', 'battle', -2, [AX]],
  [
    'battle-elan',
    'Battle Elan',
    'confederate',
    'special',
    2,
    [AX],
    'Added to an attack; its other side reads +1.',
  ],
  [
    'refuse-flank',
    'Refuse Flank',
    'confederate',
    'special',
    null,
    [AX],
    'Lowers an enemy enfilade by two.',
  ],
  ['rally', 'Rally Round the Flag', 'union', 'special', null, [AX], 'Disengages a general.'],
  [
    'desperate-valor',
    'Desperate Valor',
    'confederate',
    'special',
    3,
    [GL('In Play', 'L146')],
    'Only with four Confederate attack cards in play.',
  ],
  [
    'attack-and-die',
    'Attack and Die',
    'union',
    'special',
    null,
    [GL('Confederate Offensive', 'L107')],
    'The Confederate must take the initiative in that battle.',
  ],
  [
    'command-failure',
    'Command Failure',
    null,
    'special',
    null,
    [AX, GL('Immediately', 'L144')],
    `Cancels a Special Event just played, unless its player engages a general and returns ${N.commandFailureReturns} cards at random to the top of his Play Deck.`,
  ],
  ['heroic-effort', 'Heroic Effort', null, 'special', null, [AX]],
  ['serious-wound', 'Serious Wound', null, 'special', null, [GL('Immediately', 'L142')]],
  ['flesh-wound', 'Just a Flesh Wound', null, 'special', null, [GL('Immediately', 'L142')]],
  [
    'hold-the-line',
    'Hold the Line',
    null,
    'special',
    null,
    [AX, [PLACE.phaseG, 'L252']],
    `Brings a general into play, even over the limit; the Union then draws ${N.holdTheLineUnionDraws} card, the Confederate ${N.holdTheLineConfederateDraws}.`,
  ],
  ['battle-continues', 'Battle Continues', null, 'special', null, [AX, [PLACE.gettysburg, 'L469']]],
  [
    'overwhelming',
    'Overwhelming Numbers and Resources',
    'union',
    'special',
    null,
    [AX, GL('End of Game', 'L130')],
    `The opponent discards ${N.overwhelmingDiscards} non-General cards; the Union draws ${N.overwhelmingDraws}.`,
  ],
  [
    'superior-leadership',
    'Superior Leadership',
    'union',
    'special',
    null,
    [GL('End of Game', 'L130')],
    `Draws ${N.superiorLeadershipDraws} card.`,
  ],
  [
    'seas-rivers',
    'Union Command of Seas/Rivers',
    'union',
    'special',
    null,
    [AX],
    `The Union draws ${N.seasRiversDraws}; the Confederate discards ${N.seasRiversDiscards} non-General card.`,
  ],
  ['discord', 'Discord in Confederate Command Structure', 'union', 'special', null, [AX]],
  ['war-is-hell', 'War is Hell', 'union', 'special', null, [[PLACE.phaseI, 'L280']]],
  [
    'seeing-elephant',
    'Seeing the Elephant',
    'confederate',
    'special',
    null,
    [AX],
    'With all his generals engaged, the opponent cancels one of his Battle Events.',
  ],
  [
    'faulty-staff',
    'Faulty Staff Work',
    'confederate',
    'special',
    null,
    [AX],
    `The opponent at once plays a +${N.faultyStaffAttack} attack card, if he can, and cancels ${N.faultyStaffCancels} Defend card.`,
  ],
  [
    'turning-movement-special',
    'Turning Movement',
    'confederate',
    'special',
    null,
    [AX],
    `The opponent discards any ${N.turningMovementDiscards} cards and engages ${N.turningMovementEngages} general, if he has one not yet engaged. Not the Union’s Strategic Movement cards of that name.`,
  ],
  ['general-blunders', 'General Blunders', 'confederate', 'special', null, [AX]],
  ['high-command', 'High Command Initiative', null, 'special', null, [NC_RES]],
  [
    'crisis-command',
    'Crisis of Command',
    'confederate',
    'special',
    null,
    [[`${PLACE.notesC} › The Winning Edge`, 'L527']],
  ],
  [
    'strategic-offensive',
    'Strategic Offensive',
    'confederate',
    'movement',
    null,
    [GL('Confederate Offensive', 'L105'), GL('Invasion', 'L150')],
    'Two copies; one may be played in Deck Two.',
  ],
  [
    'lee-audacity',
    'Lee is Audacity Personified',
    'confederate',
    'movement',
    null,
    [GL('Invasion', 'L150')],
  ],
  [
    'anv-move',
    'Army of Northern Virginia on the Move',
    'confederate',
    'movement',
    null,
    [GL('Confederate Offensive', 'L109')],
  ],
  [
    'aot-move',
    'Army of Tennessee on the Move',
    'confederate',
    'movement',
    null,
    [GL('Initiative', 'L148')],
  ],
  [
    'strategic-retreat',
    'Strategic Retreat',
    'confederate',
    'movement',
    null,
    [GL('Strategic Movement', 'L180'), NOTES_SM],
  ],
  ['mud-march', 'Mud March', 'confederate', 'movement', null, [NOTES_SM]],
  [
    'mcclernand',
    'McClernand’s Arkansas River Expedition',
    'confederate',
    'movement',
    null,
    [NOTES_SM],
  ],
  ['retreat-before-battle', 'Retreat Before Battle', 'confederate', 'movement', null, [NOTES_SM]],
  [
    'seal-gaps',
    'Confederate Brigades Seal Mountain Gaps',
    'confederate',
    'movement',
    null,
    [SM('L235')],
  ],
  [
    'tm-cavalry-screen',
    'Turning Movement: Cavalry Screen Effective',
    'union',
    'movement',
    null,
    [SM('L233–237')],
  ],
  [
    'tm-chickamauga',
    'Turning Movement: Chickamauga Campaign',
    'union',
    'movement',
    null,
    [[PLACE.phaseI, 'L283']],
  ],
  [
    'rebel-invasion',
    'Rebel Invasion',
    'union',
    'movement',
    null,
    [GL('Strategic Movement', 'L182')],
    'Shifts command points from the West to the East.',
  ],
];

/** The named battle, special and strategic-movement events. */
export const EVENT_CARDS: readonly EventCard[] = EVENT_ROWS.map(
  ([id, name, side, kind, value, cites, does]) => ({
    id,
    name,
    side,
    kind,
    value,
    cites,
    ...(does !== undefined && { does }),
  }),
);
