/**
 * The U.S. Civil War: the reacting stack's side of a reaction roll, its controls and the
 * modifiers they switch on (9.4, 22.3, S1.3). Every value is read from `reaction-data.ts`.
 */
import { choiceInput, countInput, flagInput } from '../../shared/input-builders.js';
import type { RollSide } from '../../shared/tool.js';
import type { Condition, Modifier } from '../../shared/types.js';
import { CHARTS_USER_DATA, type Charts } from './charts-data.js';
import {
  DEFENSE_INPUT_MAX,
  REACTION_DRM,
  REACTION_KINDS,
  REACTION_ROLL,
  type ReactionDrm,
  type ReactionKind,
} from './reaction-data.js';
import { reactionGenerals, type ReactionGenerals } from './reaction-generals.js';

/** The hexside rivers a reaction may cross, as the `river` input's values. */
export const RIVER_CROSSINGS = [
  ['none', 'No river'],
  ['minor-unbridged', 'Minor, unbridged'],
  ['minor-bridged', 'Minor, bridged'],
  ['navigable-bridged', 'Navigable, bridged'],
  ['navigable-unbridged', 'Navigable, unbridged'],
  ['navigable-enemy', 'Navigable, enemy navy'],
] as const;

/** The mountain hexsides a reaction may cross, as the `mountain` input's values. */
export const MOUNTAIN_CROSSINGS = [
  ['none', 'None'],
  ['pass', 'By a Pass or Rail Gap'],
  ['mountain', 'No Pass or Rail Gap'],
  ['impassable', 'Impassable'],
] as const;

/** The rows of the reaction choice, read from the kinds' data. */
const KIND_ROWS = Object.entries(REACTION_KINDS).map(
  ([value, kind]) =>
    [value, `${kind.label}${'optional' in kind ? ', optional' : ''} (${kind.rule})`] as const,
);
const [FIRST_KIND, ...OTHER_KINDS] = KIND_ROWS;
if (!FIRST_KIND) throw new Error('No reaction kinds.');
const KIND_INPUT = choiceInput('kind', 'Reaction', [FIRST_KIND, ...OTHER_KINDS], '9.2, 9.3, 22.6');

/** The kind input is one of `kinds`. */
export function kindIn(...kinds: ReactionKind[]): Condition {
  return { input: 'kind', in: kinds };
}

/** Not the 1861 railroad interception, where only the Defense Rating counts (S1.3). */
const NOT_RAIL: Condition = { not: { input: 'rail1861' } };

/** A fixed modifier from the data, applying when `when` holds (and never to the rail move). */
function drm(id: string, label: string, d: ReactionDrm, when: Condition): Modifier {
  return { id, label, value: d.value, rule: d.rule, when: { all: [when, NOT_RAIL] } };
}

/** A hexside modifier, applying when the choice `input=value` names its crossing. */
function crossing(
  id: string,
  label: string,
  d: ReactionDrm,
  choice: `${'river' | 'mountain'}=${string}`,
): Modifier {
  const [input = '', eq = ''] = choice.split('=');
  return drm(id, label, d, { input, eq });
}

/** The cavalry bonus's condition: the flag, or a Cavalry General picked. */
const cavalryOf = (g: ReactionGenerals): Condition =>
  g.cavalry ? { any: [{ input: 'cavalry' }, g.cavalry] } : { input: 'cavalry' };

/**
 * The reacting stack under the players' charts: two dice, its situation, its generals (picked
 * from the entered counters, else typed) and every modifier of 9.4 and 22.3.
 */
export function reactingSide(data: Charts): RollSide {
  const generals = reactionGenerals(data);
  const cavalry = cavalryOf(generals);
  return {
    id: 'reacting',
    label: 'Reacting stack',
    dice: REACTION_ROLL.dice,
    inputs: [
      KIND_INPUT,
      flagInput('general', 'The stack has a General (not only its intrinsic one)', '9.2.1, 5.10', {
        default: true,
        help: 'A lone General with no SPs may react too (7.6).',
      }),
      ...generals.inputs,
      countInput('defense', 'Commanding General’s Defense Rating', 0, DEFENSE_INPUT_MAX, '9.4', {
        help: 'The commander’s rating counts even when a subordinate is sent (9.2.3).',
        ...(generals.typed ? { showWhen: generals.typed } : {}),
      }),
      flagInput('cavalry', 'A Cavalry Unit reacts, or a Cavalry General is in the force', '9.4'),
      flagInput('momentum', 'The stack already retreated in this activation', '9.4', {
        showWhen: kindIn('avoid'),
        help: 'A successful Avoid Battle counts as a retreat (ruling C14).',
      }),
      flagInput('reinforce', 'Into a hex already holding a friendly force or Fort', '22.3', {
        showWhen: kindIn('interception', 'manoeuvre'),
        help: 'Optional rule; never added to the cavalry bonus.',
      }),
      choiceInput('river', 'River hexside crossed', RIVER_CROSSINGS, '9.4', {
        help: 'Enemy navy: a Navigable River under enemy Naval Control.',
      }),
      choiceInput('mountain', 'Mountain hexside crossed', MOUNTAIN_CROSSINGS, '9.4'),
      flagInput('coastal', 'Between a Coastal Fort and its own port, you hold both', '10.3.2', {
        showWhen: kindIn('interception', 'avoid'),
        help: 'Not between Forts St. Philip & Jackson and New Orleans (Special Hexes).',
      }),
      flagInput('rail1861', 'J. Johnston’s railroad interception, Turn 1 of 1861', 'S1.3', {
        showWhen: kindIn('interception'),
        help: 'Only his Defense Rating modifies this roll.',
      }),
    ],
    modifiers: [
      {
        id: 'defense',
        label: 'Commanding General’s Defense',
        value: 1,
        per: 'defense',
        rule: '9.4',
      },
      ...generals.modifiers,
      drm('cavalry', 'Cavalry reacting or present', REACTION_DRM.cavalry, cavalry),
      drm('momentum', 'Momentum: already retreated', REACTION_DRM.momentum, {
        all: [kindIn('avoid'), { input: 'momentum' }],
      }),
      drm('reinforce', 'Into a friendly force or Fort', REACTION_DRM.reinforce, {
        all: [kindIn('interception', 'manoeuvre'), { input: 'reinforce' }, { not: cavalry }],
      }),
      crossing(
        'minor',
        'Unbridged Minor River',
        REACTION_DRM.minorUnbridged,
        'river=minor-unbridged',
      ),
      crossing(
        'navigable',
        'Bridged Navigable River',
        REACTION_DRM.navigableBridged,
        'river=navigable-bridged',
      ),
      crossing('pass', 'Mountain Pass or Rail Gap', REACTION_DRM.mountainPass, 'mountain=pass'),
      crossing('mountain', 'Mountain hexside', REACTION_DRM.mountain, 'mountain=mountain'),
    ],
  };
}

/** The reacting stack before any counter is entered. */
export const REACTING_SIDE: RollSide = reactingSide(CHARTS_USER_DATA.empty());
