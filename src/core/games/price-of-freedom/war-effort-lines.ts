/**
 * The Price of Freedom: the War Effort modifiers of §4.1 (Confederate) and §4.2 (Union) as
 * data. 'permanent' lines stay once their event happens; 'current' lines hold only while their
 * condition does (the tables' "cancelled if no longer valid" footnotes).
 */
import type { Nation } from './constants.js';

/** One War Effort modifier as the table prints it. */
export interface WarEffortLineDef {
  readonly id: string;
  readonly side: Nation;
  /** Value once, or per unit when `perUnit` is set. */
  readonly value: number;
  readonly perUnit?: boolean;
  readonly label: string;
  readonly kind: 'permanent' | 'current';
  readonly rule: string;
  readonly note?: string;
}

/** Confederate War Effort: starts at 6 (§4.1). */
export const CSA_WAR_EFFORT_LINES: readonly WarEffortLineDef[] = [
  {
    id: 'csa-turn-2',
    side: 'csa',
    value: 2,
    label: 'Start of Turn 2',
    kind: 'permanent',
    rule: '§4.1, §10.7',
  },
  {
    id: 'csa-turn-3',
    side: 'csa',
    value: 2,
    label: 'Start of Turn 3',
    kind: 'permanent',
    rule: '§4.1, §10.7',
  },
  {
    id: 'csa-kentucky',
    side: 'csa',
    value: 1,
    label: 'Kentucky pro-Confederate',
    kind: 'current',
    rule: '§4.1 note 1, §5.6',
    note: 'Cancelled while the Union controls all 4 Kentucky regions.',
  },
  {
    id: 'csa-emancipation',
    side: 'csa',
    value: -1,
    label: 'Emancipation proclaimed',
    kind: 'permanent',
    rule: '§4.1, §6.4',
  },
  {
    id: 'csa-inflation',
    side: 'csa',
    value: -1,
    label: 'CONFEDERATE INFLATION played',
    kind: 'permanent',
    rule: '§4.1',
  },
  {
    id: 'csa-mississippi',
    side: 'csa',
    value: -1,
    label: 'Mississippi Union-controlled',
    kind: 'current',
    rule: '§4.1 notes 2-3',
    note: 'New Orleans, Vicksburg, Memphis, St. Louis and Cairo all Union-controlled.',
  },
  {
    id: 'csa-memphis-nashville',
    side: 'csa',
    value: -1,
    label: 'Memphis and Nashville both Union-controlled',
    kind: 'current',
    rule: '§4.1 note 2',
  },
  {
    id: 'csa-shenandoah',
    side: 'csa',
    value: -1,
    label: 'Shenandoah Union-controlled',
    kind: 'current',
    rule: '§4.1 note 2',
  },
  {
    id: 'csa-atlanta',
    side: 'csa',
    value: -1,
    label: 'Atlanta Union-controlled',
    kind: 'current',
    rule: '§4.1 note 2',
  },
  {
    id: 'csa-gulf',
    side: 'csa',
    value: -1,
    label: 'Gulf Coast blockaded',
    kind: 'current',
    rule: '§4.1 notes 2, 4',
    note: 'Every coastal region of the coast Union-controlled or with a blockade marker in its box.',
  },
  {
    id: 'csa-atlantic',
    side: 'csa',
    value: -2,
    label: 'Atlantic Coast blockaded',
    kind: 'current',
    rule: '§4.1 notes 2, 4',
    note: 'Every coastal region of the coast Union-controlled or with a blockade marker in its box.',
  },
  {
    id: 'csa-richmond',
    side: 'csa',
    value: -3,
    label: 'Richmond Union-controlled',
    kind: 'current',
    rule: '§4.1 note 2',
  },
];

/** Union War Effort: starts at 8 (§4.2). */
export const USA_WAR_EFFORT_LINES: readonly WarEffortLineDef[] = [
  {
    id: 'usa-turn-2',
    side: 'usa',
    value: 2,
    label: 'Start of Turn 2',
    kind: 'permanent',
    rule: '§4.2, §10.7',
  },
  {
    id: 'usa-turn-3',
    side: 'usa',
    value: 2,
    label: 'Start of Turn 3',
    kind: 'permanent',
    rule: '§4.2, §10.7',
  },
  {
    id: 'usa-draft',
    side: 'usa',
    value: 1,
    label: 'DRAFT played',
    kind: 'permanent',
    rule: '§4.2',
  },
  {
    id: 'usa-emancipation',
    side: 'usa',
    value: 1,
    label: 'Emancipation proclaimed',
    kind: 'permanent',
    rule: '§4.2, §6.4',
  },
  {
    id: 'usa-kentucky',
    side: 'usa',
    value: 1,
    label: 'Kentucky pro-Union',
    kind: 'permanent',
    rule: '§4.2, §5.6',
  },
  {
    id: 'usa-kentucky-violation',
    side: 'usa',
    value: -1,
    label: 'Union violated Kentucky’s neutrality',
    kind: 'permanent',
    rule: '§4.2, §5.2',
  },
  {
    id: 'usa-resource-regions',
    side: 'usa',
    value: -1,
    perUnit: true,
    label: 'Each Confederate-controlled Union resource region other than Washington',
    kind: 'current',
    rule: '§4.2 note 1',
  },
  {
    id: 'usa-emancipation-missed',
    side: 'usa',
    value: -1,
    label: 'Emancipation not proclaimed when first possible',
    kind: 'current',
    rule: '§4.2 note 2, §6.3',
    note: 'Cancelled as soon as the Emancipation is proclaimed.',
  },
  {
    id: 'usa-washington-first',
    side: 'usa',
    value: -2,
    label: 'Washington Confederate-controlled for the first time',
    kind: 'permanent',
    rule: '§4.2',
  },
  {
    id: 'usa-washington-held',
    side: 'usa',
    value: -2,
    label: 'Washington Confederate-controlled',
    kind: 'current',
    rule: '§4.2 note 1',
  },
];

/** Both tables, Union first. */
export const WAR_EFFORT_LINES: readonly WarEffortLineDef[] = [
  ...USA_WAR_EFFORT_LINES,
  ...CSA_WAR_EFFORT_LINES,
];

/** The regions whose control the War Effort tables name (§4.1, §4.2, §5.2). */
export const WAR_EFFORT_REGIONS = {
  washington: 'washington',
  richmond: 'richmond',
  shenandoah: 'shenandoah',
  atlanta: 'atlanta',
  memphis: 'memphis',
  nashville: 'nashville',
  mississippi: ['new-orleans', 'vicksburg', 'memphis', 'st-louis', 'cairo'],
  kentucky: ['forts-henry-donelson', 'bowling-green', 'louisville', 'lebanon'],
} as const;
