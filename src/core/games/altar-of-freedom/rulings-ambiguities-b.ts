/**
 * Altar of Freedom: ambiguities the app had to settle and the defaults it applies
 * (spec §8.3, A26–A50). Wording is the app's own.
 */
import type { Ruling } from '../../shared/ruling.js';
import { rulingsFromRows } from '../../shared/ruling-rows.js';

/** Ambiguities A26–A50 with the spec's recommended defaults. */
export const AMBIGUITY_RULINGS_B: readonly Ruling[] = rulingsFromRows([
  [
    'A26',
    'Both armies reach their break point on the same turn.',
    'Not covered; shown as a draw for the players to settle.',
    [['Ending the Game; Army Break Points', 'L1590–1623']],
  ],
  [
    'A27',
    'Which army is "closest to its break point"?',
    'Fewest losses left before the break point; ties by percentage.',
    [['Army Break Points', 'L1629–1632']],
  ],
  [
    'A28',
    'Aggressive, Cautious or Masterful on a corps general.',
    "No effect; only the army commander's counts.",
    [
      ['Appendix I › Aggressive, Cautious', 'L1646–1649'],
      ['Appendix I › Masterful', 'L1687–1689'],
    ],
  ],
  [
    'A29',
    'Disciplinarian: whose shots can be rerolled?',
    "Only his own brigades' shots.",
    [['Appendix I › Disciplinarian', 'L1650–1652']],
  ],
  [
    'A30',
    'Reckless Attacker: what is a round of combat?',
    "One division's maneuver.",
    [['Appendix I › Reckless Attacker', 'L1695–1698']],
  ],
  [
    'A31',
    'Shrewd Tactician: which points are unspent?',
    'Saved points still unused after end-of-turn step 3.',
    [['Appendix I › Shrewd Tactician', 'L1701–1702']],
  ],
  [
    'A32',
    'Are Inept and Sloppy Staff Work checked on final ratings?',
    "Yes, including the army commander's points.",
    [
      ['Appendix I › Inept', 'L1677–1678'],
      ['Appendix I › Sloppy Staff Work', 'L1703–1705'],
    ],
  ],
  [
    'A33',
    'When do Quartermaster HQs move?',
    'End-of-turn step 1, with the generals.',
    [['Appendix I › Quartermaster', 'L1693–1694']],
  ],
  [
    'A34',
    'Do Grasps the Initiative and Finest Hour apply when every division has moved?',
    'Yes, at any end of turn.',
    [['Appendix I › Finest Hour, Grasps the Initiative', 'L1659–1670']],
  ],
  [
    'A35',
    'Order of several PP-budget traits on one general.',
    'Unreliable, then Hesitant, then Grandiose.',
    ['Appendix I: General Personality Traits'],
  ],
  [
    'A36',
    'Saved-PP moves: a whole side at a time or alternating?',
    'A whole side at a time; the clock holder picks which goes first.',
    [['Spending Saved Priority Points', 'L1462–1464']],
  ],
  [
    'A37',
    'When do reinforcements arrive relative to the end-of-turn steps?',
    'After step 7, before the break check.',
    [['The Battle of Shiloh › Reinforcement Schedule', 'L2232–2234']],
  ],
  [
    'A38',
    'The Shiloh gunboat: attackable, counted, river-bound?',
    'Not attackable, not a loss, stays on the river, fires at the nearest target.',
    [['The Battle of Shiloh › Special Rules (3)', 'L2177–2187']],
  ],
  [
    'A39',
    'Champion Hill: who bids for XIII Corps before McClernand arrives, and where do its broken brigades go?',
    'Grant bids; they go to the army HQ until McClernand arrives.',
    [
      ['The Battle of Champion Hill › Special Rules (1)', 'L4310–4321'],
      ['The Battle of Champion Hill › Union Deployment and Reinforcement Schedule', 'L4372–4386'],
    ],
  ],
  [
    'A40',
    'Cedar Creek: no Union army commander until turn 5.',
    'Army-commander traits have no effect until Sheridan arrives.',
    [['The Battle of Cedar Creek › Order of Battle Notes; Reinforcement Schedule', 'L4953–4971']],
  ],
  [
    'A41',
    "Shiloh: where is Grant's HQ before he arrives?",
    'Placed at deployment in a Union sector (D1 suggested).',
    [
      ['The Battle of Shiloh › Union Deployment › Reinforcement Schedule', 'L2235'],
      ['The Battle of Shiloh › Scenario Base Labels', 'L2461–2462'],
    ],
  ],
  [
    'A42',
    'What is sole control of Pittsburg Landing?',
    'No enemy brigade and at least one friendly brigade in D1 at the end.',
    [['The Battle of Shiloh › Union and Confederate Victory Objectives', 'L2149–2156']],
  ],
  [
    'A43',
    'Cedar Creek looting: how many markers?',
    'One Fatigue marker.',
    [['The Battle of Cedar Creek › Special Rules (2)', 'L4910–4915']],
  ],
  [
    'A44',
    'The Rally Table starts at 0 though nothing is negative.',
    'Read as 4 or less.',
    [['Rally Table', 'L1487']],
  ],
  [
    'A45',
    'Fate totals below 1 or above 6.',
    'Clamped to 1–6.',
    [['Appendix I › Leads from the Front, Leads from the Rear', 'L1682–1686']],
  ],
  [
    'A46',
    'Whose chain is an unattached brigade in?',
    "The command block it is printed in; army-level ones, the army commander's.",
    [['The Battle of Shiloh › Order of Battle Notes', 'L2203–2208']],
  ],
  [
    'A47',
    'Army Builder traits: duplicates and number.',
    'Players pick 1–3 per general and reroll duplicates.',
    [['Appendix V › Customizing the Generals (step 5)', 'L2006–2011']],
  ],
  [
    'A48',
    'Army Builder break point rounding.',
    'Round up.',
    [['Appendix V › Fight! (step 7)', 'L2033–2034']],
  ],
  [
    'A49',
    'What is "entirely behind the front" for enfilade and outflanking?',
    'All four corners beyond the extended front edge.',
    [
      ['Enfilade', 'L926–929'],
      ['Advancing into Combat Diagrams (Example #4)', 'L1087–1092'],
    ],
  ],
  [
    'A50',
    'Is a silenced battery still a supporting unit?',
    'Yes, it is unengaged.',
    [['Supporting Units', 'L1126–1136']],
  ],
]);
