/**
 * Battle Cry of Freedom: the rulings about the combat (spec §8.2), as rows. Ids keep the spec's
 * numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';
import { COMBAT_PLACE as P } from './combat-data.js';

export const COMBAT_RULINGS: readonly RulingRow[] = [
  [
    'C13',
    'The glossary adds up each player’s own cards for his Combat Value, but its examples and both Appendix battles have defend values lowering the opponent’s value, and only while he has an attack in play. Which counts?',
    'The examples: a side’s value is its attacks in play, lowered by the opponent’s defends in play only while it has an attack of its own in play; there is no floor.',
    [
      [P.cv, 'L97'],
      [P.defend, 'L113–117'],
      [P.example, 'L323–361'],
    ],
  ],
  [
    'A14',
    'A victory city’s own defence still applies when the Confederate is made to attack, but whose value does it lower, and does it need an attack in play?',
    'It always lowers the Union’s value, and like any defend it counts only while the Union has an attack in play.',
    [
      [P.victoryCity, 'L192'],
      [P.defend, 'L113'],
    ],
  ],
  [
    'A15',
    'Can the defender win a Major Victory?',
    'Yes: whoever wins by the margin or more wins a Major Victory, except at a victory city.',
    [[P.major, 'L282']],
  ],
  [
    'C16',
    'An Invasion card the Union wins may be placed again later, yet battles the Union wins go into its possession. Where does it go?',
    'Back to the Battle Deck; every other card the Union wins stays in its possession, and an Invasion card the Confederate wins leaves the game.',
    [
      [P.invasion, 'L154'],
      [P.cleanUp, 'L297'],
    ],
  ],
  [
    'A30',
    'In the Corinth example the Confederate plays four cards in one go with three generals present. Is the limit broken?',
    'An opponent’s card played immediately, in the middle of a volley, starts the count again; the ledger warns past the limit and does not refuse.',
    [
      [P.combat, 'L278'],
      [P.example, 'L347–349'],
    ],
  ],
  [
    'A31',
    'At Corinth the Irish Brigade’s effect and the stated “ahead by four” do not agree: making the Confederate cancel Rodes’ Division would put the Union six ahead.',
    'The replay counts the Irish Brigade as a defend of one against the Confederate and leaves Rodes’ Division in play: this matches every figure the text gives afterwards.',
    [[P.example, 'L351–357']],
  ],
  [
    'A32',
    'At Antietam the Confederate turns Battle Elan to its weaker side without a stated cause. Why?',
    'The replay turns it as the text does (presumably forced by the Union’s outflanking card); the ledger lets either player change a card’s value.',
    [[P.example, 'L333']],
  ],
];
