/**
 * The U.S. Civil War reference cards: the Naval Control blocking matrix (20.1.4), read from
 * `naval-control.ts`.
 */
import type { ReferenceTable } from '../../shared/reference.js';
import { NAVAL_BLOCKERS, NAVAL_BLOCKING, NAVAL_WATERS } from './naval-control.js';

/** Which enemy pieces block Naval Control on which waters. */
export const NAVAL_CONTROL_TABLE: ReferenceTable = {
  caption: 'Does this enemy piece block your Naval Control?',
  rule: '20.1.4',
  columns: ['Water', ...NAVAL_BLOCKERS.map(([, label]) => label)],
  rows: NAVAL_WATERS.map(([water, label]) => [
    label,
    ...NAVAL_BLOCKERS.map(([blocker]) => (NAVAL_BLOCKING[water][blocker] ? 'Blocks' : 'No')),
  ]),
  notes: [
    [
      'Only Confederate ports in Southern States block, on their own river; Galveston, Hatteras Inlet and Roanoke Island block even when empty. ',
      { rule: '20.1.4' },
    ],
    [
      'Naval Units beat Forts, and Forts beat Entrenchments and ports; two Forts facing one hexside with no Naval Unit leave it uncontrolled, crossed as if friendly. ',
      { rule: '20.1.5, 20.1.6' },
    ],
  ],
};
