/**
 * In Freedom's Cause: the rulings about movement, formations, terrain, ranges, the charge sequence and coop/solo set-up (spec §8), as rows. Ids keep the spec's numbers:
 * C… contradictions, A… ambiguities, G… gaps. Numbers in the texts are read from the data.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';
import { CHARGE_BONUS, inchText } from './movement-data.js';
import { WOODS } from './terrain.js';
import { DEFEND_CHARGE } from './charge-data.js';

const foot = inchText(CHARGE_BONUS.foot);
const mounted = inchText(CHARGE_BONUS.mounted);
const edge = inchText(WOODS.edgeInches);

export const MOVEMENT_RULINGS: readonly RulingRow[] = [
  [
    'A4',
    'A formation change costs half the base move: of the formation the unit leaves, or the one it takes?',
    'Of the formation it is in when it changes. Leaving a square (base move nothing) therefore costs nothing, and siege guns have no formation to change.',
    [['Formation Changes', 'L264']],
  ],
  [
    'C5',
    `The charge bonus: one place gives infantry ${foot} and cavalry ${mounted}, the other troops on foot ${foot} and mounted cavalry ${mounted}. What does dismounted cavalry add?`,
    `${foot}, as troops on foot; only mounted cavalry add ${mounted}.`,
    [
      ['Base Movement Rates', 'L230'],
      ['Charges and Melee', 'L336'],
    ],
  ],
  [
    'A7',
    'The march column text says “columns” may not fire or charge, yet field columns may do both.',
    'It means march columns: they neither fire nor charge; field columns do both.',
    [['Infantry Formations', 'L183']],
  ],
  [
    'A8',
    'A charge target that did not react has not acted, but taking part in a melee uses a unit’s action.',
    'A target that never reacted and never fought a melee may still act this turn; one that fought has acted.',
    [['Charges and Melee', 'L352']],
  ],
  [
    'A9',
    'What happens to a charge whose target moves out of reach?',
    'The charger moves its full charge distance along the marked path and stops.',
    [['Charges and Melee', 'L336']],
  ],
  [
    'A16',
    `Defend orders: “equal or less in strength” and “outnumber ${DEFEND_CHARGE.ratio} to 1 within ${inchText(DEFEND_CHARGE.withinInches)}”: figures or units, and within that distance of whom?`,
    `Strength is the units’ current figures; the ${DEFEND_CHARGE.ratio} to 1 counts units within ${inchText(DEFEND_CHARGE.withinInches)} of the charging unit.`,
    [['Generals, Orders, and Command Control', 'L464']],
  ],
  [
    'C20',
    'The three line-of-sight examples count the spotter’s levels differently.',
    'Levels are counted from the ground the obstruction stands on: one level up, the shadow is the distance to its far edge, halved for each level more.',
    [['Line of Sight (LOS)', 'L442–444']],
  ],
  [
    'A21',
    `Fire into or out of woods is “limited to ${edge}”.`,
    `The firer or the target is within ${edge} of the edge; more than ${edge} of woods between them blocks sight.`,
    [['Terrain Effects', 'L278']],
  ],
  [
    'C32',
    'Crops block sight “if tall enough” in one place and are listed as low obstructions that never block in another.',
    'The scenario rates each field: tall corn as a tall obstruction, other crops as low.',
    [
      ['Terrain Effects', 'L276'],
      ['Line of Sight (LOS)', 'L434'],
    ],
  ],
  [
    'G9',
    'Do woods give cover? The terrain text does not say, yet the examples treat them as cover.',
    'Soft cover.',
    [['Terrain Effects', 'L278']],
  ],
  [
    'G10',
    'Abatis and chevaux-de-frise appear only in the terrain appendix, with no effect.',
    'A linear obstacle, and part of the works (fortification) where the scenario says so.',
    [['Appendix: Making Inexpensive Terrain for the ACW', 'L683–689']],
  ],
  [
    'G11',
    'Crops are “little impediment” to movement, with no number.',
    'No movement penalty.',
    [['Terrain Effects', 'L276']],
  ],
];
