/**
 * The Price of Freedom: the ambiguities and gaps the app had to settle (spec §8), each with
 * the default applied. Data only.
 */
import type { Ruling } from '../../shared/ruling.js';
import { rulingsFromRows } from '../../shared/ruling-rows.js';

/** Ambiguities the tools and tracker depend on (spec §8 numbering). */
export const AMBIGUITY_RULINGS: readonly Ruling[] = rulingsFromRows([
  [
    'A1',
    'Is the +2 War Effort of Turns 2 and 3 added before or after the card draw?',
    'Before: it counts from the start of the turn, so it sets that turn’s hand size.',
    ['§4.1', '§4.2', '§10.5', '§10.7'],
  ],
  [
    'A2',
    'The battle table’s first and last rows print as “<0” and “> 11”.',
    'Read them as 0 or less and 11 or more, as the note under the table says.',
    ['§17.3.4'],
  ],
  [
    'A3',
    'Which column does a garrison defending alone use, and do the other defender modifiers apply to it?',
    'The 1-corps column, with every defender modifier that can apply to it.',
    ['§17.2.5', '§17.3.3'],
  ],
  [
    'A4',
    '“Fighting in a home region” may help the attacker too; the attrition bonus “in capital region” does not say whose capital.',
    'Both: the home bonus applies to whichever side is at home, and either capital gives +2.',
    ['§17.3.3', '§19.1'],
  ],
  [
    'A5',
    'With several armies in one region, is “half or more spent” for attrition counted per army or per region?',
    'Per region, over all the side’s corps there.',
    ['§19.1'],
  ],
  [
    'A6',
    'Does a 1-corps army plus a garrison still count as a “single” Union corps for the out-of-supply exception?',
    'No: only one corps or one garrison in all.',
    ['§19.1'],
  ],
  [
    'A7',
    'With several armies reacting, how many withdrawal or interception rolls are made?',
    'One pair of rolls per attempt.',
    ['§16.4.2', '§16.5.2'],
  ],
  [
    'A10',
    'Which victory counts when both sides meet a condition at once (for example, no corps on the map on either side)?',
    'The victory check reports every condition met and flags the clash for the players.',
    ['§3.0', '§20.0'],
  ],
  [
    'A11',
    'The War Effort track has no printed floor or ceiling.',
    'The tracker adds the modifiers with no limit (the tables alone reach −2 to 11 for the Confederates, up to 15 for the Union).',
    ['§4.1', '§4.2'],
  ],
  [
    'A12',
    'Does the free Washington garrison count against the garrison limit?',
    'Yes, like any garrison: it cannot be placed while the garrisons on the map are at Union War Effort, and like any free reinforcement that cannot be placed it is lost.',
    ['§11.9', '§11.11', '§18.2'],
  ],
  [
    'A14',
    'Reinforcement priority: what if the theater commander who has it cannot legally take a new corps (his region out of supply or at its cap)?',
    'Priority passes to the next in line (the Western theater commander, then anyone); the tracker lets the player say which commander cannot take it.',
    ['§11.5', '§11.7'],
  ],
  [
    'A15',
    'DRAFT played in Turns 2-4: does the Union get an extra free corps?',
    'No: 3 free corps from Turn 5; its War Effort +1 and the political threshold of 11 apply at once.',
    ['§3.1.2', '§4.2', '§11.4'],
  ],
  [
    'A18',
    'Fresh survivors stay fresh when the winner “completely eliminated” the enemy: the engaged enemy or every enemy corps in the region?',
    'The enemy’s engaged corps (or its lone garrison).',
    ['§17.4.7'],
  ],
]);

/** What the rulebook text does not contain, and how the app copes. */
export const GAP_RULINGS: readonly Ruling[] = rulingsFromRows([
  [
    'G1',
    'The commander counters are not in the text: most ratings, every entry turn and theater, and five names.',
    'Left empty (null); the player enters them as user data, and the tools take the entered values.',
    ['§2.2.1', '§7.3.3', '§8.7'],
  ],
  [
    'G2',
    'The 55 card texts are not in the text (battle cards, BLOCKADE ACTION, WAR WEARINESS…).',
    'Battle cards are entered as their net modifier; blockade markers and War Effort changes from cards are entered by hand in the tracker.',
    ['§2.3', '§17.3.1'],
  ],
  [
    'G3',
    'The map is not in the text: regions, links, theaters and which coastal regions make up each coast.',
    'Only regions the text names are listed. The Gulf Coast is New Orleans and Mobile, as the blockade rule’s own example has it; the Atlantic Coast’s regions are not all named, so it counts as blockaded only once the players have added the others from their map or confirmed there are none. Any War Effort line can be switched on or off by hand.',
    ['§2.1', '§4.1'],
  ],
  [
    'G4',
    'The number of garrison/blockade counters and of dice is not given.',
    'No counter limit is enforced for garrisons or blockade markers; one die per player per roll.',
    ['§2.2.4', '§2.5'],
  ],
]);
