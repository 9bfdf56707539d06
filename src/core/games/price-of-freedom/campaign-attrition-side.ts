/**
 * The Price of Freedom: the one side of the campaign attrition tool: its controls and the
 * modifiers of §19.1. Data only (conditions are built from the inputs).
 */
import { D6 } from '../../shared/index.js';
import type { Condition } from '../../shared/index.js';
import type { RollSide } from '../../shared/tool.js';
import { halfOrMoreSpent } from './conditions.js';
import { CORPS_COUNTERS } from './constants.js';

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
    {
      kind: 'choice',
      id: 'side',
      label: 'Side rolling',
      options: [
        { value: 'usa', label: 'Union' },
        { value: 'csa', label: 'Confederate' },
      ],
      default: 'usa',
      rule: '§19.1',
    },
    {
      kind: 'count',
      id: 'corps',
      label: 'Own corps in the region',
      min: 0,
      max: MAX_CORPS_IN_REGION,
      default: 1,
      rule: '§19.1',
    },
    {
      kind: 'count',
      id: 'spent',
      label: 'of which spent',
      min: 0,
      max: MAX_CORPS_IN_REGION,
      default: 0,
      rule: '§19.1; ruling A5',
    },
    {
      kind: 'flag',
      id: 'garrison',
      label: 'Union garrison in the region',
      rule: '§18, §19.1-19.2',
      showWhen: USA_ROLLS,
    },
    {
      kind: 'choice',
      id: 'location',
      label: 'Region type',
      options: [
        { value: 'other', label: 'Not a resource region' },
        { value: 'resource', label: 'Resource region (not a capital)' },
        { value: 'capital', label: 'Capital region (either capital)' },
      ],
      default: 'other',
      rule: '§19.1; ruling A4',
    },
    { kind: 'flag', id: 'outOfSupply', label: 'Out of supply', rule: '§2.7, §19.1' },
    {
      kind: 'flag',
      id: 'coastal',
      label: 'Coastal region',
      rule: '§19.1 note',
      showWhen: { all: [USA_ROLLS, { input: 'outOfSupply' }] },
    },
    { kind: 'flag', id: 'nonHome', label: 'Not a home region of this side', rule: '§19.1' },
    { kind: 'flag', id: 'cavalryRaid', label: 'CAVALRY RAID played against it', rule: '§19.1' },
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
    {
      id: 'nonHome',
      label: 'In non-home region',
      value: -1,
      rule: '§19.1',
      when: { input: 'nonHome' },
    },
    {
      id: 'cavalryRaid',
      label: 'Adverse CAVALRY RAID',
      value: -1,
      rule: '§19.1',
      when: { input: 'cavalryRaid' },
    },
    {
      id: 'halfSpent',
      label: 'Half or more spent corps',
      value: -1,
      rule: '§19.1',
      when: halfOrMoreSpent('corps', 'spent', MAX_CORPS_IN_REGION),
    },
  ],
};
