/**
 * Altar of Freedom: contradictions and gaps in the rulebook and the app's defaults
 * (spec §8.1–8.2). Wording is the app's own.
 */
import { EVASION_RECOIL_BD, FATIGUE_RECOVERY_INCHES } from './constants.js';
import { scaleInfo } from './measure.js';
import type { Ruling } from '../../shared/ruling.js';
import { rulingsFromRows } from '../../shared/ruling-rows.js';
import { ALTERNATIVE_ARTILLERY_BASE } from './scales.js';

const ALT_ARTILLERY_IN = ALTERNATIVE_ARTILLERY_BASE.widthIn;

/** Contradictions (spec §8.2) and the gaps the app had to decide (spec §8.1). */
export const CONTRADICTION_RULINGS: readonly Ruling[] = rulingsFromRows([
  [
    'C1',
    'Shiloh Confederate break point: the Victory chapter example says 12, the scenario 8.',
    'Use the scenario value, 8.',
    [
      ['Army Break Points', 'L1619–1623'],
      ['The Battle of Shiloh › Confederate Victory Objectives', 'L2153–2156'],
    ],
  ],
  [
    'C2',
    'Steady is 25% in the Victory chapter but 30% in the Army Builder.',
    'Moods use 25%; the Army Builder keeps its own 30% suggestion.',
    [
      ['Army Break Points', 'L1608–1610'],
      ['Appendix V › Fight! (step 7)', 'L2033–2034'],
    ],
  ],
  [
    'C3',
    `Fatigue recovery: "at least ${FATIGUE_RECOVERY_INCHES}″" or "more than ${FATIGUE_RECOVERY_INCHES}″" from the enemy?`,
    `At least ${FATIGUE_RECOVERY_INCHES}″.`,
    [
      ['Fatigue', 'L1260–1262'],
      ['Recover Fatigue', 'L1528–1531'],
    ],
  ],
  [
    'C4',
    'The rules say only one D6 is ever rolled, yet Masterful rolls two.',
    'Masterful is an exception.',
    [
      ['What You Need to Play › Dice, Tape Measures, Etc.', 'L123–124'],
      ['Appendix I › Masterful', 'L1687–1689'],
    ],
  ],
  [
    'C5',
    'Lew Wallace: special rule 2 starts rolling at the end of the 2:00pm turn; the schedule says 3:00pm onward and cites rule 1.',
    'Roll from the end of turn 8 (2:00pm) per special rule 2.',
    [
      ['The Battle of Shiloh › Special Rules (2)', 'L2168–2176'],
      ['The Battle of Shiloh › Union Deployment › Reinforcement Schedule', 'L2236–2237'],
    ],
  ],
  [
    'C6',
    `A successful evasion recoils ${EVASION_RECOIL_BD} BD (rules) or "up to ${EVASION_RECOIL_BD}" (quick reference).`,
    `Exactly ${EVASION_RECOIL_BD} BD, as the rules text says.`,
    [
      ['Evading Combat... maybe', 'L1236–1238'],
      ['Quick Reference Sheet › Evasion Table', 'L5784'],
    ],
  ],
  [
    'C7',
    'The number of published scenarios differs ("over thirty" vs "40+").',
    'Cosmetic; no effect on play.',
    [
      ['Mustering Armies', 'L359–362'],
      ['Starter Scenarios', 'L2056'],
    ],
  ],
  [
    'C8',
    `The optional ${ALT_ARTILLERY_IN}″ artillery base is said to match an infantry frontage of ${scaleInfo('6mm').bases.infantry.widthIn}″.`,
    `Cosmetic; the optional base is listed as ${ALT_ARTILLERY_IN}″ square.`,
    [
      ['Appendix IV › Alternative Artillery Basing', 'L1926–1928'],
      ['What You Need to Play › Basing Your Miniature Army', 'L112'],
    ],
  ],
  [
    'C9',
    'Shiloh: two Union artillery stands are both named Taylor.',
    'Keep both, with distinct ids.',
    [['The Battle of Shiloh › Federal Order of Battle', 'L2346, L2359']],
  ],
  [
    'C10',
    'Shiloh: the Confederate labels show one +2 where the OOB has two (Russell, Pond).',
    'The OOB values are used.',
    [
      ['The Battle of Shiloh › Scenario Base Labels (Confederate)', 'L2617–2828'],
      ['The Battle of Shiloh › Confederate Order of Battle', 'L2380, L2408'],
    ],
  ],
  [
    'C11',
    'Antietam: Longstreet and Jackson command "corps" in the OOB but "wings" on the labels.',
    'Naming only; the labels\u2019 wing titles are used for generals and HQs.',
    [
      ['The Battle of Antietam Creek › Confederate Order of Battle', 'L3277, L3360'],
      ['The Battle of Antietam Creek › Scenario Base Labels', 'L3954, L4042'],
    ],
  ],
  [
    'C12',
    'Antietam: a J.A. Walker brigade appears in both D.R. Jones\u2019 and Lawton\u2019s divisions.',
    'Two different brigades with distinct ids.',
    [['The Battle of Antietam Creek › Confederate Order of Battle', 'L3307, L3366']],
  ],
  [
    'C13',
    'Shiloh special rule 1 credits Beauregard though Johnston commands.',
    'Flavour only.',
    [['The Battle of Shiloh › Special Rules (1)', 'L2164–2167']],
  ],
  [
    'C14',
    'Antietam: Stuart\u2019s three brigades carry no cavalry tag.',
    'Treated as cavalry.',
    [['The Battle of Antietam Creek › Confederate Order of Battle', 'L3259–3261']],
  ],
  [
    'C15',
    'Printed break points do not all follow the mood percentages.',
    'Always use the scenario\u2019s printed break point.',
    [['Army Break Points', 'L1608–1610'], 'each scenario’s Victory Objectives'],
  ],
  [
    'G1',
    'No general\u2019s Priority Points or traits are printed for any starter scenario.',
    'Left empty (null); the player enters them before play.',
    [['Unit Types › Example General OOB', 'L260–264'], 'each scenario’s Order of Battle'],
  ],
  [
    'G6',
    'Antietam: a label reads "Artillery, D.R. Jones\u2019 Div." with no matching OOB row.',
    'Not added: the OOB is followed (51 Confederate stands); the break point fits either way.',
    [['The Battle of Antietam Creek › Scenario Base Labels', 'L4199–4200']],
  ],
  [
    'G7',
    'Cedar Creek: the Confederate Left Wing has no general, label or HQ.',
    'Its divisions answer to Early directly; their broken brigades go to the army HQ.',
    [
      ['The Battle of Cedar Creek › Confederate Order of Battle', 'L5110'],
      ['The Battle of Cedar Creek › Scenario Base Labels', 'L5419–5596'],
    ],
  ],
  [
    'AB1',
    'Army Builder: must the SM total equal the unspent points, or may it be anything up to them?',
    'Any total from 0 up to the unspent points ("some of those points").',
    [['Appendix V › Strength Modifiers (step 6)', 'L2013–2024']],
  ],
]);
