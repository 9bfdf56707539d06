/**
 * Altar of Freedom: the five results tables as data. Every number is the rulebook's; the labels
 * are short descriptions in the app's own words. Line references (Lnnn) are to the rulebook text.
 */
import type { AxisEntry, ResultsTable } from '../../shared/types.js';
import type { CloseCombatCell, EvasionCell, FateCell, FiringCell, RallyCell } from './cells.js';
import {
  EVASION_FAILED_CC,
  EVASION_RECOIL_BD,
  EVASION_STOOD_CC,
  FATE_RELOCATE_INCHES,
  RALLIED_PLACEMENT_INCHES,
} from './constants.js';

/**
 * A table row from `min` to `max` (inclusive; `null` is open above), keyed and labelled as the
 * app's links and the book write it: `band(4, 6)` is '4-6', `band(5)` is '5', `band(10, null)`
 * is '10+' keyed 'ge10'.
 */
function band(min: number, max: number | null = min): AxisEntry {
  const span = max === null ? `${min}+` : min === max ? `${min}` : `${min}-${max}`;
  return { key: max === null ? `ge${min}` : span, label: span, min, max };
}

/** A first row open below, printed from its lowest roll: `upTo(1, 3)` is '1-3', keyed 'le3'. */
function upTo(printedMin: number, max: number): AxisEntry {
  return { key: `le${max}`, label: `${printedMin}-${max}`, min: null, max };
}

/** A table row and its one cell. */
type TableRow<C> = readonly [row: AxisEntry, cell: C];

/**
 * A one-column results table of this game: its id is the title's (`aof-general-fate`), its rows
 * are measured by `rowLabel`, and each row is written beside its cell.
 */
function oneColumnTable<C>(
  title: string,
  rule: string,
  rowLabel: string,
  outOfRange: ResultsTable<C>['outOfRange'],
  rows: readonly TableRow<C>[],
): ResultsTable<C> {
  return {
    id: `aof-${title.toLowerCase().replaceAll(' ', '-')}`,
    title,
    rule,
    rows: { label: rowLabel, entries: rows.map(([entry]) => entry) },
    cells: rows.map(([, cell]) => [cell]),
    outOfRange,
  };
}

/**
 * A table read with a modified D6 whose total is kept within the printed rows (Firing, General
 * Fate, Rally): the rows are measured as 'Modified D6' and a total outside them is clamped.
 */
function modifiedD6Table<C>(title: string, rule: string, rows: readonly TableRow<C>[]) {
  return oneColumnTable(title, rule, 'Modified D6', 'clamp', rows);
}

/**
 * Firing Table: one D6 per firing brigade plus cumulative modifiers (L868–899; QRS L5660–5685).
 * Totals of 3 or less have no effect and 10 or more breaks the target: both ends are open, so a
 * total never falls outside the table.
 */
export const FIRING_TABLE: ResultsTable<FiringCell> = modifiedD6Table(
  'Firing',
  'Firing Table; Quick Reference Sheet › Ranged Firing Table', // L868–899, L5660–5685
  [
    [upTo(1, 3), { kind: 'no-effect' }],
    [band(4, 6), { kind: 'recoil', bd: 2, fatigue: 0 }],
    [band(7, 9), { kind: 'recoil', bd: 3, fatigue: 1 }],
    [band(10, null), { kind: 'broken' }],
  ],
);

/**
 * Close Combat Table: rows are the disparity |attacker total − defender total|
 * (L1120–1172; QRS L5686–5725). 6 or more is open-ended.
 */
export const CLOSE_COMBAT_TABLE: ResultsTable<CloseCombatCell> = oneColumnTable(
  'Close combat',
  'Close Combat Table; Quick Reference Sheet › Close Combat Table', // L1120–1172, L5686–5725
  'Disparity',
  'reject',
  [
    [
      { ...band(0), key: 'equal', label: 'Equal' },
      { kind: 'tie', bd: 1 },
    ],
    [
      band(1, 2),
      { kind: 'loser-recoils', loserBd: 2, loserFatigue: 1, advanceMin: 1, advanceMax: 1 },
    ],
    [
      band(3, 5),
      { kind: 'loser-recoils', loserBd: 3, loserFatigue: 1, advanceMin: 1, advanceMax: 2 },
    ],
    [band(6, null), { kind: 'loser-broken', victorFatigue: 1 }],
  ],
);

/**
 * Evasion Table: one unmodified D6 for an artillery or cavalry defender (L1226–1248;
 * QRS L5733–5787). A 1 fights at −1, 2–5 evades by recoiling 3 BD, a 6 fights at +1.
 */
export const EVASION_TABLE: ResultsTable<EvasionCell> = oneColumnTable(
  'Evasion',
  'Evading Combat... maybe; Quick Reference Sheet › Evasion Table', // L1226–1248, L5733–5787
  'D6',
  'reject',
  [
    [band(1), { kind: 'fights', ccModifier: EVASION_FAILED_CC }],
    [band(2, 5), { kind: 'evades', bd: EVASION_RECOIL_BD }],
    [band(6), { kind: 'fights', ccModifier: EVASION_STOOD_CC }],
  ],
);

/**
 * General Fate Table: high rolls are bad (L1287–1342; QRS L5688–5756). Leads from the Front
 * (+1) and Leads from the Rear (−1) can push the total outside 1–6; it is clamped to the
 * printed range (spec §2.7, inferred; ruling A45).
 */
export const FATE_TABLE: ResultsTable<FateCell> = modifiedD6Table(
  'General fate',
  'Fate Table; Quick Reference Sheet › General Fate Table', // L1287–1342, L5688–5756
  [
    [band(1, 2), { kind: 'relocate', inches: FATE_RELOCATE_INCHES }],
    [band(3), { kind: 'new-horse' }],
    [band(4), { kind: 'fallen', loss: 'captured' }],
    [band(5), { kind: 'fallen', loss: 'wounded' }],
    [band(6), { kind: 'fallen', loss: 'killed' }],
  ],
);

/**
 * Rally Table: broken infantry and cavalry only (L1485–1503; QRS L5758–5779). The book prints
 * '0-4' though no modifier is negative; it is read as 4 or less (ruling A44). 6+ is open-ended.
 */
export const RALLY_TABLE: ResultsTable<RallyCell> = modifiedD6Table(
  'Rally',
  'Rally Table; Quick Reference Sheet › Rally Table', // L1485–1503, L5758–5779
  [
    [upTo(0, 4), { kind: 'disintegrates' }],
    [band(5), { kind: 'wavering' }],
    [band(6, null), { kind: 'rallied', hqInches: RALLIED_PLACEMENT_INCHES }],
  ],
);
