/**
 * Altar of Freedom: the two sides of the Close Combat tool, their inputs and cumulative
 * modifiers (Close Combat Table modifiers, L1166–1172; Evading Combat, L1226–1248; scenario
 * terrain notes, L2194–2195 and L2905–2910).
 */
import { D6 } from '../../shared/index.js';
import type { Condition, Modifier } from '../../shared/index.js';
import type { InputDef, RollSide } from '../../shared/tool.js';
import { EVASION_FAILED_CC, EVASION_STOOD_CC, MAX_FATIGUE_MARKERS } from './constants.js';
import { signed } from '../../shared/signed.js';
import { choiceInput, countInput, flagInput } from '../../shared/input-builders.js';

const DEFENDER_ARTILLERY: Condition = { input: 'defArm', eq: 'artillery' };
/** The scenario terrain features a defender may hold (scenario terrain notes). */
const FEATURES = ['sunken-road', 'sunken-lane', 'bridge-ford', 'sharpsburg'];
const FEATURE: Condition = { input: 'defFeature', in: FEATURES };
const NO_FEATURE: Condition = { not: FEATURE };

/** The inputs and modifiers both combatants share, with ids prefixed `p` ('att' / 'def'). */
function common(p: 'att' | 'def'): { inputs: InputDef[]; modifiers: Modifier[] } {
  const inputs: InputDef[] = [
    countInput(`${p}Sm`, 'Strength modifier', -3, 3, 'Close Combat Table › Cumulative Modifiers'), // L1167
    countInput(
      `${p}Support`,
      'Unengaged friendly units touching it (generals count, HQs do not)',
      0,
      8,
      'Supporting Units; Detailed Combat Example',
    ), // L1126–1136, L1178–1189
    flagInput(
      `${p}Cover`,
      'Occupies cover or is uphill',
      'Close Combat Table › Cumulative Modifiers; ruling A17',
    ), // L1169
    countInput(
      `${p}Fatigue`,
      'Fatigue markers',
      0,
      MAX_FATIGUE_MARKERS,
      'Close Combat Table › Cumulative Modifiers',
    ), // L1171
    flagInput(
      `${p}LeadsFromFront`,
      'A Leads from the Front general touches it',
      'Appendix I › Leads from the Front',
      { showWhen: { input: `${p}Fatigue`, gte: 1 } },
    ), // L1682–1684
    flagInput(
      `${p}Outflanked`,
      'Outflanked: an enemy base wholly behind its front',
      'Advancing into Combat Diagrams (Example #4); Close Combat Table › Cumulative Modifiers',
    ), // L1087–1092, L1172
  ];
  const modifiers: Modifier[] = [
    {
      id: `${p}Sm`,
      label: 'Strength modifier',
      value: 1,
      per: `${p}Sm`,
      rule: 'Close Combat Table › Cumulative Modifiers',
    }, // L1167
    {
      id: `${p}Support`,
      label: 'Supporting units',
      value: 1,
      per: `${p}Support`,
      rule: 'Close Combat Table › Cumulative Modifiers; Supporting Units', // L1168, L1126–1136
    },
    {
      id: `${p}Cover`,
      label: 'Cover or uphill',
      value: 1,
      rule: 'Close Combat Table › Cumulative Modifiers; ruling A17', // L1169
      when: p === 'att' ? { input: 'attCover' } : { all: [{ input: 'defCover' }, NO_FEATURE] },
    },
    {
      id: `${p}Fatigue`,
      label: 'Fatigue markers',
      value: -1,
      per: `${p}Fatigue`,
      rule: 'Close Combat Table › Cumulative Modifiers', // L1171
      when: { not: { input: `${p}LeadsFromFront` } },
    },
    {
      id: `${p}Outflanked`,
      label: p === 'att' ? 'Outflanked' : 'Outflanked or building field works',
      value: -3,
      rule:
        p === 'att'
          ? 'Close Combat Table › Cumulative Modifiers'
          : 'Close Combat Table › Cumulative Modifiers; Building Defensive Field Works', // L1172; L1172, L793–794
      when:
        p === 'att'
          ? { input: 'attOutflanked' }
          : { any: [{ input: 'defOutflanked' }, { input: 'defBuildingWorks' }] },
    },
  ];
  return { inputs, modifiers };
}

const att = common('att');
const def = common('def');

/** The attacker: infantry or cavalry only (Combat Limitations, L1066–1068). */
export const ATTACKER: RollSide = {
  id: 'attacker',
  label: 'Attacker',
  dice: D6,
  inputs: [
    choiceInput(
      'attArm',
      'Attacking unit',
      [
        ['infantry', 'Infantry'],
        ['cavalry', 'Cavalry'],
      ],
      'Combat Limitations',
    ), // L1066–1068
    ...att.inputs,
  ],
  modifiers: att.modifiers,
};

/** The defender, with the defence-only modifiers (L1165–1172, L1226–1248; scenario terrain). */
export const DEFENDER: RollSide = {
  id: 'defender',
  label: 'Defender',
  dice: D6,
  inputs: [
    choiceInput(
      'defArm',
      'Defending unit (primary)',
      [
        ['infantry', 'Infantry'],
        ['cavalry', 'Cavalry'],
        ['artillery', 'Artillery'],
      ],
      'Combat Limitations; Artillery in Combat',
    ), // L1066–1068, L1269–1275
    ...def.inputs,
    flagInput(
      'defBuildingWorks',
      'Building field works (hit in the flank)',
      'Building Defensive Field Works',
    ), // L793–794
    choiceInput(
      'defEvasion',
      'Evasion roll',
      [
        ['none', 'No evasion tried'],
        ['failed', `Rolled 1: fights at ${signed(EVASION_FAILED_CC)}`],
        ['stood', `Rolled 6: fights at ${signed(EVASION_STOOD_CC)}`],
      ],
      'Evading Combat... maybe',
      { showWhen: { input: 'defArm', in: ['artillery', 'cavalry'] } },
    ), // L1226–1248
    choiceInput(
      'defFeature',
      'Scenario terrain defended',
      [
        ['none', 'None'],
        ['sunken-road', 'Shiloh: sunken road (+1)'],
        ['sunken-lane', 'Antietam: sunken lane (+1)'],
        ['bridge-ford', 'Antietam: bridge or ford (+1)'],
        ['sharpsburg', 'Antietam: Sharpsburg, cover (+1)'],
      ],
      'The Battle of Shiloh › Terrain Notes; The Battle of Antietam Creek › Terrain Notes; ruling A17',
    ), // L2194–2195, L2905–2910
  ],
  modifiers: [
    ...def.modifiers,
    {
      id: 'defArtillery',
      label: 'Artillery defending',
      value: 2,
      rule: 'Close Combat Table › Cumulative Modifiers', // L1170
      when: DEFENDER_ARTILLERY,
    },
    {
      id: 'defEvasionFailed',
      label: 'Failed evasion',
      value: EVASION_FAILED_CC,
      rule: 'Evading Combat... maybe', // L1241–1244
      when: { input: 'defEvasion', eq: 'failed' },
    },
    {
      id: 'defEvasionStood',
      label: 'Refused to evade',
      value: EVASION_STOOD_CC,
      rule: 'Evading Combat... maybe', // L1245–1248
      when: { input: 'defEvasion', eq: 'stood' },
    },
    {
      id: 'defFeature',
      label: 'Scenario terrain',
      value: 1,
      rule: 'The Battle of Shiloh › Terrain Notes; The Battle of Antietam Creek › Terrain Notes', // L2194–2195, L2905–2910
      when: FEATURE,
      note: 'Replaces the cover/uphill +1, never adds to it (ruling A17).',
    },
  ],
};
