/**
 * Altar of Freedom: ambiguities the app had to settle and the defaults it applies
 * (spec §8.3, A26–A50). Wording is the app's own.
 */
import type { Ruling } from '../../shared/ruling.js';

/** Ambiguities A26–A50 with the spec's recommended defaults. */
export const AMBIGUITY_RULINGS_B: readonly Ruling[] = [
  {
    id: 'A26',
    kind: 'ambiguity',
    question: 'Both armies reach their break point on the same turn.',
    decision: 'Not covered; shown as a draw for the players to settle.',
    cites: [{ place: 'Ending the Game; Army Break Points', trace: 'L1590–1623' }],
  },
  {
    id: 'A27',
    kind: 'ambiguity',
    question: 'Which army is "closest to its break point"?',
    decision: 'Fewest losses left before the break point; ties by percentage.',
    cites: [{ place: 'Army Break Points', trace: 'L1629–1632' }],
  },
  {
    id: 'A28',
    kind: 'ambiguity',
    question: 'Aggressive, Cautious or Masterful on a corps general.',
    decision: "No effect; only the army commander's counts.",
    cites: [
      { place: 'Appendix I › Aggressive, Cautious', trace: 'L1646–1649' },
      { place: 'Appendix I › Masterful', trace: 'L1687–1689' },
    ],
  },
  {
    id: 'A29',
    kind: 'ambiguity',
    question: 'Disciplinarian: whose shots can be rerolled?',
    decision: "Only his own brigades' shots.",
    cites: [{ place: 'Appendix I › Disciplinarian', trace: 'L1650–1652' }],
  },
  {
    id: 'A30',
    kind: 'ambiguity',
    question: 'Reckless Attacker: what is a round of combat?',
    decision: "One division's maneuver.",
    cites: [{ place: 'Appendix I › Reckless Attacker', trace: 'L1695–1698' }],
  },
  {
    id: 'A31',
    kind: 'ambiguity',
    question: 'Shrewd Tactician: which points are unspent?',
    decision: 'Saved points still unused after end-of-turn step 3.',
    cites: [{ place: 'Appendix I › Shrewd Tactician', trace: 'L1701–1702' }],
  },
  {
    id: 'A32',
    kind: 'ambiguity',
    question: 'Are Inept and Sloppy Staff Work checked on final ratings?',
    decision: "Yes, including the army commander's points.",
    cites: [
      { place: 'Appendix I › Inept', trace: 'L1677–1678' },
      { place: 'Appendix I › Sloppy Staff Work', trace: 'L1703–1705' },
    ],
  },
  {
    id: 'A33',
    kind: 'ambiguity',
    question: 'When do Quartermaster HQs move?',
    decision: 'End-of-turn step 1, with the generals.',
    cites: [{ place: 'Appendix I › Quartermaster', trace: 'L1693–1694' }],
  },
  {
    id: 'A34',
    kind: 'ambiguity',
    question: 'Do Grasps the Initiative and Finest Hour apply when every division has moved?',
    decision: 'Yes, at any end of turn.',
    cites: [{ place: 'Appendix I › Finest Hour, Grasps the Initiative', trace: 'L1659–1670' }],
  },
  {
    id: 'A35',
    kind: 'ambiguity',
    question: 'Order of several PP-budget traits on one general.',
    decision: 'Unreliable, then Hesitant, then Grandiose.',
    cites: [{ place: 'Appendix I: General Personality Traits' }],
  },
  {
    id: 'A36',
    kind: 'ambiguity',
    question: 'Saved-PP moves: a whole side at a time or alternating?',
    decision: 'A whole side at a time; the clock holder picks which goes first.',
    cites: [{ place: 'Spending Saved Priority Points', trace: 'L1462–1464' }],
  },
  {
    id: 'A37',
    kind: 'ambiguity',
    question: 'When do reinforcements arrive relative to the end-of-turn steps?',
    decision: 'After step 7, before the break check.',
    cites: [{ place: 'The Battle of Shiloh › Reinforcement Schedule', trace: 'L2232–2234' }],
  },
  {
    id: 'A38',
    kind: 'ambiguity',
    question: 'The Shiloh gunboat: attackable, counted, river-bound?',
    decision: 'Not attackable, not a loss, stays on the river, fires at the nearest target.',
    cites: [{ place: 'The Battle of Shiloh › Special Rules (3)', trace: 'L2177–2187' }],
  },
  {
    id: 'A39',
    kind: 'ambiguity',
    question:
      'Champion Hill: who bids for XIII Corps before McClernand arrives, and where do its broken brigades go?',
    decision: 'Grant bids; they go to the army HQ until McClernand arrives.',
    cites: [
      { place: 'The Battle of Champion Hill › Special Rules (1)', trace: 'L4310–4321' },
      {
        place: 'The Battle of Champion Hill › Union Deployment and Reinforcement Schedule',
        trace: 'L4372–4386',
      },
    ],
  },
  {
    id: 'A40',
    kind: 'ambiguity',
    question: 'Cedar Creek: no Union army commander until turn 5.',
    decision: 'Army-commander traits have no effect until Sheridan arrives.',
    cites: [
      {
        place: 'The Battle of Cedar Creek › Order of Battle Notes; Reinforcement Schedule',
        trace: 'L4953–4971',
      },
    ],
  },
  {
    id: 'A41',
    kind: 'ambiguity',
    question: "Shiloh: where is Grant's HQ before he arrives?",
    decision: 'Placed at deployment in a Union sector (D1 suggested).',
    cites: [
      { place: 'The Battle of Shiloh › Union Deployment › Reinforcement Schedule', trace: 'L2235' },
      { place: 'The Battle of Shiloh › Scenario Base Labels', trace: 'L2461–2462' },
    ],
  },
  {
    id: 'A42',
    kind: 'ambiguity',
    question: 'What is sole control of Pittsburg Landing?',
    decision: 'No enemy brigade and at least one friendly brigade in D1 at the end.',
    cites: [
      {
        place: 'The Battle of Shiloh › Union and Confederate Victory Objectives',
        trace: 'L2149–2156',
      },
    ],
  },
  {
    id: 'A43',
    kind: 'ambiguity',
    question: 'Cedar Creek looting: how many markers?',
    decision: 'One Fatigue marker.',
    cites: [{ place: 'The Battle of Cedar Creek › Special Rules (2)', trace: 'L4910–4915' }],
  },
  {
    id: 'A44',
    kind: 'ambiguity',
    question: 'The Rally Table starts at 0 though nothing is negative.',
    decision: 'Read as 4 or less.',
    cites: [{ place: 'Rally Table', trace: 'L1487' }],
  },
  {
    id: 'A45',
    kind: 'ambiguity',
    question: 'Fate totals below 1 or above 6.',
    decision: 'Clamped to 1–6.',
    cites: [
      { place: 'Appendix I › Leads from the Front, Leads from the Rear', trace: 'L1682–1686' },
    ],
  },
  {
    id: 'A46',
    kind: 'ambiguity',
    question: 'Whose chain is an unattached brigade in?',
    decision: "The command block it is printed in; army-level ones, the army commander's.",
    cites: [{ place: 'The Battle of Shiloh › Order of Battle Notes', trace: 'L2203–2208' }],
  },
  {
    id: 'A47',
    kind: 'ambiguity',
    question: 'Army Builder traits: duplicates and number.',
    decision: 'Players pick 1–3 per general and reroll duplicates.',
    cites: [{ place: 'Appendix V › Customizing the Generals (step 5)', trace: 'L2006–2011' }],
  },
  {
    id: 'A48',
    kind: 'ambiguity',
    question: 'Army Builder break point rounding.',
    decision: 'Round up.',
    cites: [{ place: 'Appendix V › Fight! (step 7)', trace: 'L2033–2034' }],
  },
  {
    id: 'A49',
    kind: 'ambiguity',
    question: 'What is "entirely behind the front" for enfilade and outflanking?',
    decision: 'All four corners beyond the extended front edge.',
    cites: [
      { place: 'Enfilade', trace: 'L926–929' },
      { place: 'Advancing into Combat Diagrams (Example #4)', trace: 'L1087–1092' },
    ],
  },
  {
    id: 'A50',
    kind: 'ambiguity',
    question: 'Is a silenced battery still a supporting unit?',
    decision: 'Yes, it is unengaged.',
    cites: [{ place: 'Supporting Units', trace: 'L1126–1136' }],
  },
];
