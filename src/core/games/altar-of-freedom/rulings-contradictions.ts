/**
 * Altar of Freedom: contradictions and gaps in the rulebook and the app's defaults
 * (spec §8.1–8.2). Wording is the app's own.
 */
import { EVASION_RECOIL_BD, FATIGUE_RECOVERY_INCHES } from './constants.js';
import { scaleInfo } from './measure.js';
import type { Ruling } from '../../shared/ruling.js';
import { ALTERNATIVE_ARTILLERY_BASE } from './scales.js';

const ALT_ARTILLERY_IN = ALTERNATIVE_ARTILLERY_BASE.widthIn;

/** Contradictions (spec §8.2) and the gaps the app had to decide (spec §8.1). */
export const CONTRADICTION_RULINGS: readonly Ruling[] = [
  {
    id: 'C1',
    kind: 'contradiction',
    question:
      'Shiloh Confederate break point: the Victory chapter example says 12, the scenario 8.',
    decision: 'Use the scenario value, 8.',
    cites: [
      { place: 'Army Break Points', trace: 'L1619–1623' },
      { place: 'The Battle of Shiloh › Confederate Victory Objectives', trace: 'L2153–2156' },
    ],
  },
  {
    id: 'C2',
    kind: 'contradiction',
    question: 'Steady is 25% in the Victory chapter but 30% in the Army Builder.',
    decision: 'Moods use 25%; the Army Builder keeps its own 30% suggestion.',
    cites: [
      { place: 'Army Break Points', trace: 'L1608–1610' },
      { place: 'Appendix V › Fight! (step 7)', trace: 'L2033–2034' },
    ],
  },
  {
    id: 'C3',
    kind: 'contradiction',
    question: `Fatigue recovery: "at least ${FATIGUE_RECOVERY_INCHES}″" or "more than ${FATIGUE_RECOVERY_INCHES}″" from the enemy?`,
    decision: `At least ${FATIGUE_RECOVERY_INCHES}″.`,
    cites: [
      { place: 'Fatigue', trace: 'L1260–1262' },
      { place: 'Recover Fatigue', trace: 'L1528–1531' },
    ],
  },
  {
    id: 'C4',
    kind: 'contradiction',
    question: 'The rules say only one D6 is ever rolled, yet Masterful rolls two.',
    decision: 'Masterful is an exception.',
    cites: [
      { place: 'What You Need to Play › Dice, Tape Measures, Etc.', trace: 'L123–124' },
      { place: 'Appendix I › Masterful', trace: 'L1687–1689' },
    ],
  },
  {
    id: 'C5',
    kind: 'contradiction',
    question:
      'Lew Wallace: special rule 2 starts rolling at the end of the 2:00pm turn; the schedule says 3:00pm onward and cites rule 1.',
    decision: 'Roll from the end of turn 8 (2:00pm) per special rule 2.',
    cites: [
      { place: 'The Battle of Shiloh › Special Rules (2)', trace: 'L2168–2176' },
      {
        place: 'The Battle of Shiloh › Union Deployment › Reinforcement Schedule',
        trace: 'L2236–2237',
      },
    ],
  },
  {
    id: 'C6',
    kind: 'contradiction',
    question: `A successful evasion recoils ${EVASION_RECOIL_BD} BD (rules) or "up to ${EVASION_RECOIL_BD}" (quick reference).`,
    decision: `Exactly ${EVASION_RECOIL_BD} BD, as the rules text says.`,
    cites: [
      { place: 'Evading Combat... maybe', trace: 'L1236–1238' },
      { place: 'Quick Reference Sheet › Evasion Table', trace: 'L5784' },
    ],
  },
  {
    id: 'C7',
    kind: 'contradiction',
    question: 'The number of published scenarios differs ("over thirty" vs "40+").',
    decision: 'Cosmetic; no effect on play.',
    cites: [
      { place: 'Mustering Armies', trace: 'L359–362' },
      { place: 'Starter Scenarios', trace: 'L2056' },
    ],
  },
  {
    id: 'C8',
    kind: 'contradiction',
    question: `The optional ${ALT_ARTILLERY_IN}″ artillery base is said to match an infantry frontage of ${scaleInfo('6mm').bases.infantry.widthIn}″.`,
    decision: `Cosmetic; the optional base is listed as ${ALT_ARTILLERY_IN}″ square.`,
    cites: [
      { place: 'Appendix IV › Alternative Artillery Basing', trace: 'L1926–1928' },
      { place: 'What You Need to Play › Basing Your Miniature Army', trace: 'L112' },
    ],
  },
  {
    id: 'C9',
    kind: 'contradiction',
    question: 'Shiloh: two Union artillery stands are both named Taylor.',
    decision: 'Keep both, with distinct ids.',
    cites: [{ place: 'The Battle of Shiloh › Federal Order of Battle', trace: 'L2346, L2359' }],
  },
  {
    id: 'C10',
    kind: 'contradiction',
    question: 'Shiloh: the Confederate labels show one +2 where the OOB has two (Russell, Pond).',
    decision: 'The OOB values are used.',
    cites: [
      { place: 'The Battle of Shiloh › Scenario Base Labels (Confederate)', trace: 'L2617–2828' },
      { place: 'The Battle of Shiloh › Confederate Order of Battle', trace: 'L2380, L2408' },
    ],
  },
  {
    id: 'C11',
    kind: 'contradiction',
    question:
      'Antietam: Longstreet and Jackson command "corps" in the OOB but "wings" on the labels.',
    decision: 'Naming only; the labels\u2019 wing titles are used for generals and HQs.',
    cites: [
      {
        place: 'The Battle of Antietam Creek › Confederate Order of Battle',
        trace: 'L3277, L3360',
      },
      { place: 'The Battle of Antietam Creek › Scenario Base Labels', trace: 'L3954, L4042' },
    ],
  },
  {
    id: 'C12',
    kind: 'contradiction',
    question:
      'Antietam: a J.A. Walker brigade appears in both D.R. Jones\u2019 and Lawton\u2019s divisions.',
    decision: 'Two different brigades with distinct ids.',
    cites: [
      {
        place: 'The Battle of Antietam Creek › Confederate Order of Battle',
        trace: 'L3307, L3366',
      },
    ],
  },
  {
    id: 'C13',
    kind: 'contradiction',
    question: 'Shiloh special rule 1 credits Beauregard though Johnston commands.',
    decision: 'Flavour only.',
    cites: [{ place: 'The Battle of Shiloh › Special Rules (1)', trace: 'L2164–2167' }],
  },
  {
    id: 'C14',
    kind: 'contradiction',
    question: 'Antietam: Stuart\u2019s three brigades carry no cavalry tag.',
    decision: 'Treated as cavalry.',
    cites: [
      { place: 'The Battle of Antietam Creek › Confederate Order of Battle', trace: 'L3259–3261' },
    ],
  },
  {
    id: 'C15',
    kind: 'contradiction',
    question: 'Printed break points do not all follow the mood percentages.',
    decision: 'Always use the scenario\u2019s printed break point.',
    cites: [
      { place: 'Army Break Points', trace: 'L1608–1610' },
      { place: 'each scenario’s Victory Objectives' },
    ],
  },
  {
    id: 'G1',
    kind: 'gap',
    question: 'No general\u2019s Priority Points or traits are printed for any starter scenario.',
    decision: 'Left empty (null); the player enters them before play.',
    cites: [
      { place: 'Unit Types › Example General OOB', trace: 'L260–264' },
      { place: 'each scenario’s Order of Battle' },
    ],
  },
  {
    id: 'G6',
    kind: 'gap',
    question:
      'Antietam: a label reads "Artillery, D.R. Jones\u2019 Div." with no matching OOB row.',
    decision:
      'Not added: the OOB is followed (51 Confederate stands); the break point fits either way.',
    cites: [{ place: 'The Battle of Antietam Creek › Scenario Base Labels', trace: 'L4199–4200' }],
  },
  {
    id: 'G7',
    kind: 'gap',
    question: 'Cedar Creek: the Confederate Left Wing has no general, label or HQ.',
    decision: 'Its divisions answer to Early directly; their broken brigades go to the army HQ.',
    cites: [
      { place: 'The Battle of Cedar Creek › Confederate Order of Battle', trace: 'L5110' },
      { place: 'The Battle of Cedar Creek › Scenario Base Labels', trace: 'L5419–5596' },
    ],
  },
  {
    id: 'AB1',
    kind: 'ambiguity',
    question:
      'Army Builder: must the SM total equal the unspent points, or may it be anything up to them?',
    decision: 'Any total from 0 up to the unspent points ("some of those points").',
    cites: [{ place: 'Appendix V › Strength Modifiers (step 6)', trace: 'L2013–2024' }],
  },
];
