/**
 * Altar of Freedom: the two sides of the Close Combat tool, their inputs and cumulative
 * modifiers (Close Combat Table modifiers, L1166–1172; Evading Combat, L1226–1248; scenario
 * terrain notes, L2194–2195 and L2905–2910).
 */
import { D6 } from '../../shared/index.js';
import type { Condition, Modifier } from '../../shared/index.js';
import type { InputDef, RollSide } from '../../shared/tool.js';
import { MAX_FATIGUE_MARKERS } from './constants.js';

const DEFENDER_ARTILLERY: Condition = { input: 'defArm', eq: 'artillery' };
/** The scenario terrain features a defender may hold (scenario terrain notes). */
const FEATURES = ['sunken-road', 'sunken-lane', 'bridge-ford', 'sharpsburg'];
const FEATURE: Condition = { input: 'defFeature', in: FEATURES };
const NO_FEATURE: Condition = { not: FEATURE };

/** The inputs and modifiers both combatants share, with ids prefixed `p` ('att' / 'def'). */
function common(p: 'att' | 'def'): { inputs: InputDef[]; modifiers: Modifier[] } {
  const inputs: InputDef[] = [
    {
      kind: 'count',
      id: `${p}Sm`,
      label: 'Strength modifier',
      min: -3,
      max: 3,
      default: 0,
      rule: 'Close Combat Table › Cumulative Modifiers', // L1167
    },
    {
      kind: 'count',
      id: `${p}Support`,
      label: 'Unengaged friendly units touching it (generals count, HQs do not)',
      min: 0,
      max: 8,
      default: 0,
      rule: 'Supporting Units; Detailed Combat Example', // L1126–1136, L1178–1189
    },
    {
      kind: 'flag',
      id: `${p}Cover`,
      label: 'Occupies cover or is uphill',
      rule: 'Close Combat Table › Cumulative Modifiers; ruling A17', // L1169
    },
    {
      kind: 'count',
      id: `${p}Fatigue`,
      label: 'Fatigue markers',
      min: 0,
      max: MAX_FATIGUE_MARKERS,
      default: 0,
      rule: 'Close Combat Table › Cumulative Modifiers', // L1171
    },
    {
      kind: 'flag',
      id: `${p}LeadsFromFront`,
      label: 'A Leads from the Front general touches it',
      rule: 'Appendix I › Leads from the Front', // L1682–1684
      showWhen: { input: `${p}Fatigue`, gte: 1 },
    },
    {
      kind: 'flag',
      id: `${p}Outflanked`,
      label: 'Outflanked: an enemy base wholly behind its front',
      rule: 'Advancing into Combat Diagrams (Example #4); Close Combat Table › Cumulative Modifiers', // L1087–1092, L1172
    },
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
    {
      kind: 'choice',
      id: 'attArm',
      label: 'Attacking unit',
      options: [
        { value: 'infantry', label: 'Infantry' },
        { value: 'cavalry', label: 'Cavalry' },
      ],
      default: 'infantry',
      rule: 'Combat Limitations', // L1066–1068
    },
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
    {
      kind: 'choice',
      id: 'defArm',
      label: 'Defending unit (primary)',
      options: [
        { value: 'infantry', label: 'Infantry' },
        { value: 'cavalry', label: 'Cavalry' },
        { value: 'artillery', label: 'Artillery' },
      ],
      default: 'infantry',
      rule: 'Combat Limitations; Artillery in Combat', // L1066–1068, L1269–1275
    },
    ...def.inputs,
    {
      kind: 'flag',
      id: 'defBuildingWorks',
      label: 'Building field works (hit in the flank)',
      rule: 'Building Defensive Field Works', // L793–794
    },
    {
      kind: 'choice',
      id: 'defEvasion',
      label: 'Evasion roll',
      options: [
        { value: 'none', label: 'No evasion tried' },
        { value: 'failed', label: 'Rolled 1: fights at −1' },
        { value: 'stood', label: 'Rolled 6: fights at +1' },
      ],
      default: 'none',
      rule: 'Evading Combat... maybe', // L1226–1248
      showWhen: { input: 'defArm', in: ['artillery', 'cavalry'] },
    },
    {
      kind: 'choice',
      id: 'defFeature',
      label: 'Scenario terrain defended',
      options: [
        { value: 'none', label: 'None' },
        { value: 'sunken-road', label: 'Shiloh: sunken road (+1)' },
        { value: 'sunken-lane', label: 'Antietam: sunken lane (+1)' },
        { value: 'bridge-ford', label: 'Antietam: bridge or ford (+1)' },
        { value: 'sharpsburg', label: 'Antietam: Sharpsburg, cover (+1)' },
      ],
      default: 'none',
      rule: 'The Battle of Shiloh › Terrain Notes; The Battle of Antietam Creek › Terrain Notes; ruling A17', // L2194–2195, L2905–2910
    },
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
      value: -1,
      rule: 'Evading Combat... maybe', // L1241–1244
      when: { input: 'defEvasion', eq: 'failed' },
    },
    {
      id: 'defEvasionStood',
      label: 'Refused to evade',
      value: 1,
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
