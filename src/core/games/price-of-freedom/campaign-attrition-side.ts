/**
 * The Price of Freedom: the one side of the campaign attrition tool: its controls and the
 * modifiers of §19.1. Data only (conditions are built from the inputs).
 */
import { flagModifier } from '../../shared/modifier-rows.js';
import { D6 } from '../../shared/index.js';
import type { Condition } from '../../shared/index.js';
import type { RollSide } from '../../shared/tool.js';
import { halfOrMoreSpent } from './conditions.js';
import { CORPS_COUNTERS } from './constants.js';
import { choiceInput, countInput, flagInput } from '../../shared/input-builders.js';

/** The most corps one side can have in a region (§2.2.3). */
export const MAX_CORPS_IN_REGION = CORPS_COUNTERS.usa;
/** The Union is rolling (the default, so a missing input counts as the Union). */
export const USA_ROLLS: Condition = { not: { input: 'side', eq: 'csa' } };
/** A single Union corps, or a garrison alone, in a coastal region (§19.1 note; ruling A6). */
const SINGLE_UNION_COASTAL: Condition = {
  all: [
    USA_ROLLS,
    { input: 'coastal' },
    {
      any: [
        { all: [{ input: 'corps', eq: 1 }, { not: { input: 'garrison' } }] },
        { all: [{ input: 'corps', eq: 0 }, { input: 'garrison' }] },
      ],
    },
  ],
};

/** The region rolling for campaign attrition (§19.1). */
export const CAMPAIGN_ATTRITION_SIDE: RollSide = {
  id: 'region',
  label: 'Region',
  dice: D6,
  inputs: [
    choiceInput(
      'side',
      'Side rolling',
      [
        ['usa', 'Union'],
        ['csa', 'Confederate'],
      ],
      '§19.1',
    ),
    countInput('corps', 'Own corps in the region', 0, MAX_CORPS_IN_REGION, '§19.1', { default: 1 }),
    countInput('spent', 'of which spent', 0, MAX_CORPS_IN_REGION, '§19.1; ruling A5'),
    flagInput('garrison', 'Union garrison in the region', '§18, §19.1-19.2', {
      showWhen: USA_ROLLS,
    }),
    choiceInput(
      'location',
      'Region type',
      [
        ['other', 'Not a resource region'],
        ['resource', 'Resource region (not a capital)'],
        ['capital', 'Capital region (either capital)'],
      ],
      '§19.1; ruling A4',
    ),
    flagInput('outOfSupply', 'Out of supply', '§2.7, §19.1'),
    flagInput('coastal', 'Coastal region', '§19.1 note', {
      showWhen: { all: [USA_ROLLS, { input: 'outOfSupply' }] },
    }),
    flagInput('nonHome', 'Not a home region of this side', '§19.1'),
    flagInput('cavalryRaid', 'CAVALRY RAID played against it', '§19.1'),
  ],
  modifiers: [
    {
      id: 'capital',
      label: 'In capital region',
      value: 2,
      rule: '§19.1',
      when: { input: 'location', eq: 'capital' },
    },
    {
      id: 'resource',
      label: 'In resource region other than capital',
      value: 1,
      rule: '§19.1',
      when: { input: 'location', eq: 'resource' },
    },
    {
      id: 'outOfSupply',
      label: 'Out of supply',
      value: -1,
      rule: '§19.1',
      when: { all: [{ input: 'outOfSupply' }, { not: SINGLE_UNION_COASTAL }] },
      note: 'Ignored for a single Union corps or garrison in a coastal region.',
    },
    flagModifier('nonHome', 'In non-home region', -1, '§19.1'),
    flagModifier('cavalryRaid', 'Adverse CAVALRY RAID', -1, '§19.1'),
    {
      id: 'halfSpent',
      label: 'Half or more spent corps',
      value: -1,
      rule: '§19.1',
      when: halfOrMoreSpent('corps', 'spent', MAX_CORPS_IN_REGION),
    },
  ],
};
