/**
 * In Freedom's Cause reference: the movement tables, read from the game's data: base moves at
 * both scales, the charge reach they give, the formations each troop type may take, and what a
 * formation change costs from each.
 */
import type { ReferenceSection, ReferenceTable, RichText } from '../../shared/reference.js';
import { CHARGE_FORMATIONS } from './charge-data.js';
import {
  BASE_MOVES,
  baseMove,
  CHARGE_BONUS,
  factorText,
  FORMATION_CHANGE,
  inchText,
  MOVE_RULE,
  SCALES,
  scaled,
  SIEGE_TURN_DEGREES,
} from './movement-data.js';
import { FORMATION_LABELS, TROOP_TYPES } from './troop-types.js';

const [NATIVE, SMALL] = SCALES;
const both = (n: number) => [inchText(n), inchText(scaled(n, SMALL.id))];

const MOVES_TABLE: ReferenceTable = {
  caption: 'Base move in open ground',
  captionHidden: true,
  rule: MOVE_RULE,
  columns: ['Troop type and formation', NATIVE.label, SMALL.label],
  rows: BASE_MOVES.map((m) => [
    m.mover === 'siege-artillery'
      ? [m.label, { note: `may turn up to ${SIEGE_TURN_DEGREES}° instead` }]
      : m.label,
    ...both(m.inches),
  ]),
  notes: [
    ['Dismounted cavalry move as infantry in the same formation; generals always as mounted.'],
  ],
};

const CHARGERS = [
  { mover: 'foot', label: 'On foot (infantry, light infantry, dismounted cavalry)' },
  { mover: 'mounted', label: 'Mounted cavalry' },
] as const;

const REACH_TABLE: ReferenceTable = {
  caption: `Charge reach in open ground at ${NATIVE.label}`,
  rule: 'Charges and Melee; ruling C5',
  columns: ['Charger', ...CHARGE_FORMATIONS.map((f) => FORMATION_LABELS[f])],
  rows: CHARGERS.map((c) => [
    [c.label, { note: `+${inchText(CHARGE_BONUS[c.mover])}` }] as RichText,
    ...CHARGE_FORMATIONS.map((f) =>
      inchText((baseMove(c.mover, f)?.inches ?? 0) + CHARGE_BONUS[c.mover]),
    ),
  ]),
  notes: [['Rough ground halves the reach like any move; the path is marked before the charge.']],
};

/** The formations each troop type may take. */
export const FORMATIONS_TABLE: ReferenceTable = {
  caption: 'Formations each troop type may take',
  rule: 'Formations and Movement',
  columns: ['Troop type', 'Formations'],
  rows: TROOP_TYPES.map((t) => [
    t.label,
    t.formations.length > 0
      ? t.formations.map((f) => FORMATION_LABELS[f]).join(', ') +
        (t.mounts ? '; mounted or dismounted' : '')
      : 'None',
  ]),
};

/** The cost of a formation change from each formation. */
export const COST_TABLE: ReferenceTable = {
  caption: `Cost of one formation change: ${factorText(FORMATION_CHANGE.share)} the base move of the formation left`,
  rule: `${FORMATION_CHANGE.rule}; ruling A4`,
  columns: ['From', NATIVE.label, SMALL.label],
  rows: BASE_MOVES.filter((m) => m.formations.length > 0).map((m) => [
    m.label,
    ...both(m.inches * FORMATION_CHANGE.share),
  ]),
  notes: [
    [
      `Any number of changes in one move, each at any point, with a free change of facing; the centre stays put but for up to ${inchText(FORMATION_CHANGE.shiftInches)} to fit terrain or friends. Never with a charge.`,
    ],
  ],
};

/** Base moves and charge reach. */
export const MOVES_SECTION: ReferenceSection = {
  id: 'moves',
  title: 'Base moves',
  rule: MOVE_RULE,
  paragraphs: [
    [
      `For figures of ${SMALL.name}, every distance is ${factorText(SMALL.factor)} (the “${SMALL.label}” column), or the distances are kept and each figure becomes a small base. The `,
      { tool: 'movement', text: 'movement calculator' },
      ' adds terrain, changes and obstacles.',
    ],
  ],
  tables: [MOVES_TABLE, REACH_TABLE],
};
