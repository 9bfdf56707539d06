/**
 * In Freedom's Cause: the rulings about the official app's generated tables and Haversack's open
 * model of them (spec §9.2, §9.3), as rows. The range brackets (§9.2's second gap) are part
 * of the model, G3; the casualty brackets are the morale rulings' G7. Ids keep the spec's numbers: G… the gaps of §9.2 in
 * their order, A… the ambiguities of §9.3.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

export const MODEL_RULINGS: readonly RulingRow[] = [
  [
    'G1',
    'Which weapons does the Fire tab offer? The rulebook promises a list in its Fire section, and it is missing.',
    'The weapons the text names: Minie rifle, smoothbore musket, carbine, and smoothbore, rifled or mixed artillery. Other small arms are entered as the nearest of these.',
    [
      ['Fire', 'L312'],
      ['Troop Types, Units, Scales, and Organization', 'L129'],
    ],
  ],
  [
    'G3',
    'How does the app build its fire, melee and morale tables? Its formulas and numbers are not published.',
    'Haversack offers its own open model, labelled as ours on every screen that shows a table, with every parameter shown and editable on the model page. Its range brackets are its own, since the rulebook never lists them; a small arm may not fire in a bracket beyond its longest range. A table is fixed for given settings and a higher roll is never worse, as the rulebook says.',
    [
      ['Fire', 'L332'],
      ['Design Notes', 'L631'],
    ],
  ],
  [
    'G4',
    'What do moving fire, mounted fire and involuntary fire do? The rulebook names them as weaker without saying by how much.',
    'Each multiplies the model’s expected casualties by a factor below 100%, shown and editable on the model page.',
    [['Fire', 'L296–306']],
  ],
  [
    'G5',
    'What does the Sharpshooter attribute do? No rule uses it.',
    'The model treats it as a fire bonus, shown and editable on the model page; leave it unticked to ignore it.',
    [['Troop Types, Units, Scales, and Organization', 'L127']],
  ],
  [
    'G6',
    'What outcomes can each morale check give? The rulebook describes them only in part.',
    'Each check offers the outcomes the rulebook names for it: two (pass or fail) for holding fire, charging and reforming; four for the others, from the best to rout.',
    [['Morale and Combat Results', 'L400–428']],
  ],
  [
    'G8',
    'Which terrain may the defender of a melee occupy? Only the default, Open, is named.',
    'Open, soft cover, hard cover and fortification, as the terrain effects class cover.',
    [
      ['Charges and Melee', 'L360'],
      ['Formations and Movement › Terrain Effects', 'L270'],
    ],
  ],
  [
    'A10',
    'When the units on one side of a melee are split evenly between two qualities, which is used?',
    'The higher, as brigade morale does with a tie.',
    [
      ['Charges and Melee', 'L366'],
      ['Brigade and Army Morale', 'L476'],
    ],
  ],
];
