/**
 * In Freedom's Cause: the rulings about the coop/solo engine (spec §2.2, §6, §9.2, §9.3): how the
 * INITIATIVE button picks a side and when and what the enemy appears, which the rulebook leaves
 * to the official app and never prints, and the words of an encounter it does not list.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';

const COOP = 'Cooperative and Solo Play Mode';

export const COOP_RULINGS: readonly RulingRow[] = [
  [
    'G12',
    'How does the INITIATIVE button pick the side that acts? The rulebook does not say.',
    'Haversack’s model gives the players’ side the action on a set chance (50% unless changed on the model page), rolled with the device’s random source on every press. A grant to a side with no unit able to act is ignored: press again, as the rulebook says.',
    [
      [`${COOP} › Deploying Enemy Forces`, 'L536'],
      ['Sequence of Play', 'L139'],
    ],
  ],
  [
    'G13',
    'When do encounters come, what are they, and how large? The rulebook gives the kinds and their order (pickets most likely first, the main force now and then, rarely an attack in force, a small chance of the enemy in laager, then reinforcements dribbling in) but no chance, timing or size.',
    'Haversack’s open model, labelled as ours: every chance, weight and size is a parameter on the model page (Encounters), to see, change and share like the table model’s. The model’s gaps: it knows nothing of the table (distances, terrain, losses), so the game master places, moderates and ignores; it does not choose the artillery’s class or armament (the scenario or the artillery-type roll does); it gives no cavalry mounted or dismounted; the formations of a force in laager and of reinforcements (column, guns limbered) are ours; reinforcements keep the main force’s orders; ignored encounters do not count towards what comes next.',
    [
      [COOP, 'L500'],
      [`${COOP} › Deploying Enemy Forces`, 'L573–575'],
      ['Design Notes', 'L635'],
    ],
  ],
  [
    'G14',
    'Which directions may pickets be reported in, and which words does an encounter use? The rulebook shows one message (“left front”) and a list cut short.',
    'Left front, front and right front from the centre of the players’ edge; a force by the left, centre or right third of the enemy edge; size classes small, normal-size and large (section or battery for guns); the five qualities; the formations of the Formations and Movement section; Attack or Defend orders; entrenched or not. The wording of the log is ours, not the app’s.',
    [[`${COOP} › Deploying Enemy Forces`, 'L545–567']],
  ],
  [
    'A26',
    'Do enemy pickets belong to an enemy brigade for morale? The rulebook counts the example’s force as “6 plus the pickets”.',
    'No: pickets are listed with no brigade (brigade “—”), self-commanding, and count towards no brigade’s morale.',
    [[`${COOP} › Deploying Enemy Forces`, 'L551–581']],
  ],
  [
    'A30',
    'How does the app learn which side the players are on? The screen is not shown.',
    'The game asks for the players’ side when it is set up, with the units to enter; the other side is the enemy.',
    [[COOP, 'L157']],
  ],
];
