/**
 * The Price of Freedom: the ambiguities and gaps the app had to settle (spec §8), each with
 * the default applied. Data only.
 */
import type { Ruling } from '../../shared/ruling.js';

/** Ambiguities the tools and tracker depend on (spec §8 numbering). */
export const AMBIGUITY_RULINGS: readonly Ruling[] = [
  {
    id: 'A1',
    kind: 'ambiguity',
    question: 'Is the +2 War Effort of Turns 2 and 3 added before or after the card draw?',
    decision: 'Before: it counts from the start of the turn, so it sets that turn’s hand size.',
    cites: [{ place: '§4.1' }, { place: '§4.2' }, { place: '§10.5' }, { place: '§10.7' }],
  },
  {
    id: 'A2',
    kind: 'ambiguity',
    question: 'The battle table’s first and last rows print as “<0” and “> 11”.',
    decision: 'Read them as 0 or less and 11 or more, as the note under the table says.',
    cites: [{ place: '§17.3.4' }],
  },
  {
    id: 'A3',
    kind: 'ambiguity',
    question:
      'Which column does a garrison defending alone use, and do the other defender modifiers apply to it?',
    decision: 'The 1-corps column, with every defender modifier that can apply to it.',
    cites: [{ place: '§17.2.5' }, { place: '§17.3.3' }],
  },
  {
    id: 'A4',
    kind: 'ambiguity',
    question:
      '“Fighting in a home region” may help the attacker too; the attrition bonus “in capital region” does not say whose capital.',
    decision:
      'Both: the home bonus applies to whichever side is at home, and either capital gives +2.',
    cites: [{ place: '§17.3.3' }, { place: '§19.1' }],
  },
  {
    id: 'A5',
    kind: 'ambiguity',
    question:
      'With several armies in one region, is “half or more spent” for attrition counted per army or per region?',
    decision: 'Per region, over all the side’s corps there.',
    cites: [{ place: '§19.1' }],
  },
  {
    id: 'A6',
    kind: 'ambiguity',
    question:
      'Does a 1-corps army plus a garrison still count as a “single” Union corps for the out-of-supply exception?',
    decision: 'No: only one corps or one garrison in all.',
    cites: [{ place: '§19.1' }],
  },
  {
    id: 'A7',
    kind: 'ambiguity',
    question: 'With several armies reacting, how many withdrawal or interception rolls are made?',
    decision: 'One pair of rolls per attempt.',
    cites: [{ place: '§16.4.2' }, { place: '§16.5.2' }],
  },
  {
    id: 'A10',
    kind: 'ambiguity',
    question:
      'Which victory counts when both sides meet a condition at once (for example, no corps on the map on either side)?',
    decision: 'The victory check reports every condition met and flags the clash for the players.',
    cites: [{ place: '§3.0' }, { place: '§20.0' }],
  },
  {
    id: 'A11',
    kind: 'ambiguity',
    question: 'The War Effort track has no printed floor or ceiling.',
    decision:
      'The tracker adds the modifiers with no limit (the tables alone reach −2 to 11 for the Confederates, up to 15 for the Union).',
    cites: [{ place: '§4.1' }, { place: '§4.2' }],
  },
  {
    id: 'A12',
    kind: 'ambiguity',
    question: 'Does the free Washington garrison count against the garrison limit?',
    decision:
      'Yes, like any garrison: it cannot be placed while the garrisons on the map are at Union War Effort, and like any free reinforcement that cannot be placed it is lost.',
    cites: [{ place: '§11.9' }, { place: '§11.11' }, { place: '§18.2' }],
  },
  {
    id: 'A14',
    kind: 'ambiguity',
    question:
      'Reinforcement priority: what if the theater commander who has it cannot legally take a new corps (his region out of supply or at its cap)?',
    decision:
      'Priority passes to the next in line (the Western theater commander, then anyone); the tracker lets the player say which commander cannot take it.',
    cites: [{ place: '§11.5' }, { place: '§11.7' }],
  },
  {
    id: 'A15',
    kind: 'ambiguity',
    question: 'DRAFT played in Turns 2-4: does the Union get an extra free corps?',
    decision:
      'No: 3 free corps from Turn 5; its War Effort +1 and the political threshold of 11 apply at once.',
    cites: [{ place: '§3.1.2' }, { place: '§4.2' }, { place: '§11.4' }],
  },
  {
    id: 'A18',
    kind: 'ambiguity',
    question:
      'Fresh survivors stay fresh when the winner “completely eliminated” the enemy: the engaged enemy or every enemy corps in the region?',
    decision: 'The enemy’s engaged corps (or its lone garrison).',
    cites: [{ place: '§17.4.7' }],
  },
];

/** What the rulebook text does not contain, and how the app copes. */
export const GAP_RULINGS: readonly Ruling[] = [
  {
    id: 'G1',
    kind: 'gap',
    question:
      'The commander counters are not in the text: most ratings, every entry turn and theater, and five names.',
    decision:
      'Left empty (null); the player enters them as user data, and the tools take the entered values.',
    cites: [{ place: '§2.2.1' }, { place: '§7.3.3' }, { place: '§8.7' }],
  },
  {
    id: 'G2',
    kind: 'gap',
    question:
      'The 55 card texts are not in the text (battle cards, BLOCKADE ACTION, WAR WEARINESS…).',
    decision:
      'Battle cards are entered as their net modifier; blockade markers and War Effort changes from cards are entered by hand in the tracker.',
    cites: [{ place: '§2.3' }, { place: '§17.3.1' }],
  },
  {
    id: 'G3',
    kind: 'gap',
    question:
      'The map is not in the text: regions, links, theaters and which coastal regions make up each coast.',
    decision:
      'Only regions the text names are listed. The Gulf Coast is New Orleans and Mobile, as the blockade rule’s own example has it; the Atlantic Coast’s regions are not all named, so it counts as blockaded only once the players have added the others from their map or confirmed there are none. Any War Effort line can be switched on or off by hand.',
    cites: [{ place: '§2.1' }, { place: '§4.1' }],
  },
  {
    id: 'G4',
    kind: 'gap',
    question: 'The number of garrison/blockade counters and of dice is not given.',
    decision:
      'No counter limit is enforced for garrisons or blockade markers; one die per player per roll.',
    cites: [{ place: '§2.2.4' }, { place: '§2.5' }],
  },
];
