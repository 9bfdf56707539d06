/**
 * Battle Cry of Freedom: the glossary's terms in our own words (never the rulebook's prose), as
 * rows: id, term, what it means, the rulebook place, and a tool of the game that works with it.
 */
import { BATTLE_CARDS } from './battle-cards.js';
import { GENERAL_LIMIT } from './campaign-generals.js';
import { glossaryPlace as G, inWords } from './cards-common.js';
import { COMBAT } from './combat-data.js';
import { GENERALS } from './generals.js';

type Term = readonly [
  id: string,
  name: string,
  text: string,
  rule: string,
  tool?: readonly [string, string],
];

/** The victory cities in words, from the battle-card data. */
export const CITY_NAMES = BATTLE_CARDS.filter((c) => c.kind === 'city')
  .map((c) => c.name)
  .join(', ');

const count = (n: number) => inWords(n, true);
const INVASIONS = count(BATTLE_CARDS.filter((c) => c.kind === 'invasion').length);
const CITIES = count(BATTLE_CARDS.filter((c) => c.kind === 'city').length).toLowerCase();
const IN_DECK = count(
  BATTLE_CARDS.filter((c) => c.start === 'confederate-deck').length,
).toLowerCase();
const PROMOTABLE = count(GENERALS.filter((g) => g.promotable).length);

export const GLOSSARY_TERMS: readonly Term[] = [
  [
    'attack-card',
    'Attack card',
    'Any battle or special event part with a plus value. It raises its own side’s combat value.',
    G('Attack Card'),
    ['combat', 'Combat ledger'],
  ],
  [
    'defend-card',
    'Defend card',
    'Any battle or special event part with a minus value. It lowers the opponent’s combat value, but only while the opponent has an attack in play; a side’s value may fall below zero.',
    G('Defend Card'),
    ['combat', 'Combat ledger'],
  ],
  [
    'battle-card',
    'Battle card',
    `A tan card naming a battle or campaign. Some are invasions and ${CITIES} are victory cities; ${IN_DECK} live in the Confederate Play Deck.`,
    G('Battle Card'),
    ['cards', 'Cards and generals'],
  ],
  [
    'battle-event',
    'Battle event',
    'A card part marked with stars. It is played in combat only, by engaging a general with at least as many stars. The +1 at the foot of each card is one too.',
    G('Battle Event'),
  ],
  [
    'before-combat',
    'Before combat',
    'The moment at the start of a battle before anyone acts; the side without the initiative plays such cards first.',
    G('Before Combat'),
  ],
  [
    'blocking',
    'Blocking',
    'The Confederate swaps the Union’s placed battle for another eligible one of that theater. A victory city never blocks; the flow charts and cards say who may block whom.',
    G('Blocking'),
    ['placement', 'Placement and blocking'],
  ],
  [
    'cancel',
    'Cancel',
    'A cancelled card is turned aside and counts for nothing, with everything attached to it, but stays on the table because it can be restored.',
    G('Cancel'),
    ['combat', 'Combat ledger'],
  ],
  [
    'cavalry',
    'Cavalry general',
    `Engages only to draw ${inWords(COMBAT.cavalryDraw)} card, unless a card says otherwise; each theater takes ${inWords(GENERAL_LIMIT.cavalry)} cavalry general at most.`,
    G('Cavalry General'),
    ['cards', 'Cards and generals'],
  ],
  [
    'combat-value',
    'Combat value',
    'A side’s running total in a battle. The side with the initiative must end above the defender’s; a tie goes to the defender.',
    G('Combat Value'),
    ['combat', 'Combat ledger'],
  ],
  [
    'command-points',
    'Command points',
    'Each side’s track: how many cards it may draw for battles, placed by theater each turn, changed by resources and battle results.',
    G('Command Points'),
    ['campaign', 'Campaign tracker'],
  ],
  [
    'cp-cards',
    'Command Point cards',
    'Tan numbered cards that each side lays down to split its command points between the theaters.',
    G('Command Point Cards'),
  ],
  [
    'offensive',
    'Confederate offensive',
    'The Union normally has the initiative; certain Strategic Movement cards hand it to the Confederate in one theater, and Attack and Die can force it on him in a battle.',
    G('Confederate Offensive'),
    ['placement', 'Placement and blocking'],
  ],
  [
    'decks',
    'Deck One, Deck Two',
    'Each side goes through its Play Deck twice. A card limited to one deck refers to the player’s own deck.',
    G('Deck One/Deck Two'),
    ['cards', 'Cards and generals'],
  ],
  [
    'discard',
    'Discard',
    'Putting cards on your discard pile, when a card forces it or to get down to the hand limit.',
    G('Discard'),
  ],
  [
    'discretionary',
    'Discretionary command points',
    'The part of a side’s command points not laid face down in Phase C; laid face up in Phase F, the Union first.',
    G('Discretionary Command Points'),
    ['campaign', 'Campaign tracker'],
  ],
  [
    'disengage',
    'Disengage',
    'Making an engaged general available again; by card play in battle, and for everyone at clean-up.',
    G('Disengage'),
  ],
  [
    'end-of-game',
    'End of game',
    'The game ends at once when the Union meets his condition, or when a player runs out of his second deck before combat.',
    G('End of Game'),
    ['campaign', 'Campaign tracker'],
  ],
  [
    'engage',
    'Engage',
    'Using a general to bring a battle event into play; mark him as used.',
    G('Engage'),
  ],
  [
    'general-card',
    'General card',
    `A general rated in stars; split cards show an offensive and a defensive rating. ${PROMOTABLE} may be promoted to the top rating.`,
    G('General Card'),
    ['cards', 'Cards and generals'],
  ],
  [
    'immediately',
    'Immediately',
    'A card so marked may interrupt the opponent’s play in combat.',
    G('Immediately'),
  ],
  [
    'in-play',
    'In play',
    'A battle or special event that is not cancelled. Only those count for values and conditions.',
    G('In Play'),
    ['combat', 'Combat ledger'],
  ],
  [
    'initiative',
    'Initiative',
    'The side on the offensive goes first in the battle and must beat the defender’s value to win.',
    G('Initiative'),
  ],
  [
    'invasion',
    'Invasion',
    `${INVASIONS} battle cards the Confederate may put down with an offensive; the Union may block only Washington. Some leave the game when the Confederate wins them.`,
    G('Invasion'),
    ['placement', 'Placement and blocking'],
  ],
  [
    'pass',
    'Pass',
    'Taking no action. When both sides pass in a row, the battle (or the Strategic Movement phase) ends.',
    G('Pass'),
  ],
  [
    'peninsula',
    'Peninsula Campaign',
    'Declared Amphibious (unblockable, with a cost before combat) or Overland when placed; while the Union holds it, Richmond cannot be blocked.',
    G('Peninsula Campaign Battle Card'),
    ['placement', 'Placement and blocking'],
  ],
  [
    'play-deck',
    'Play Deck',
    'Each side’s own deck. Cards returned to the top go on top; cards returned to the deck are shuffled in.',
    G('Play Deck'),
  ],
  [
    'resource-event',
    'Resource event',
    'A card part with a circle, played only in a Resource phase, the First or the Second as the card says.',
    G('Resource Event'),
    ['resources', 'Resource cards'],
  ],
  [
    'special-event',
    'Special event',
    'A card part with a triangle, played only in combat, normally without engaging a general.',
    G('Special Event'),
  ],
  [
    'strategic-movement',
    'Strategic Movement',
    'A card part with crossed flags, played only in Phase E, the sides alternating until both pass.',
    G('Strategic Movement'),
    ['placement', 'Placement and blocking'],
  ],
  [
    'theater-cards',
    'Theater cards',
    'Tan cards naming the two theaters, East and West.',
    G('Theater Cards'),
  ],
  [
    'flow-charts',
    'Theater flow charts',
    'Two cards, not printed in the rulebook, that list which battles may block and be blocked.',
    G('Theater of War Flow Charts'),
    ['placement', 'Placement and blocking'],
  ],
  [
    'victory-cities',
    'Victory Condition cities',
    'Confederate cities with a built-in defense. A theater whose cities have all fallen takes no more command points.',
    G('Victory Condition Cities'),
    ['combat', 'Combat ledger'],
  ],
  [
    'washington',
    'Washington, D.C.',
    'If the Confederate wins there, the Union must weight the East the next turn and gets the city back at its end.',
    G('Washington, D.C.'),
    ['campaign', 'Campaign tracker'],
  ],
];
