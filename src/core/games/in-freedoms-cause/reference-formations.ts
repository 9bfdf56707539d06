/**
 * In Freedom's Cause reference: each formation as an entry (shape, who fires, whether it may
 * charge, facing), the formation changes, and the tables by troop type and cost.
 */
import type { ReferenceEntry, ReferenceSection } from '../../shared/reference.js';
import { FORMATION_CHANGES, FORMATIONS, mayCharge } from './formations.js';
import { COST_TABLE, FORMATIONS_TABLE } from './reference-moves.js';
import { FORMATION_LABELS, troopType } from './troop-types.js';

const ENTRIES: readonly ReferenceEntry[] = FORMATIONS.map((f) => ({
  id: `formation-${f.id}`,
  name: FORMATION_LABELS[f.id],
  badge: f.rule.replace(' Formations', '').toLowerCase(),
  description: f.note ?? '',
  fields: [
    { term: 'Shape', value: [f.shape] },
    { term: 'Fires', value: [f.fires] },
    { term: 'Charges', value: [mayCharge(f.id) ? 'Yes' : 'No'] },
    { term: 'Facing', value: [f.facing] },
  ],
}));

/** The formations. */
export const FORMATIONS_SECTION: ReferenceSection = {
  id: 'formations',
  title: 'Formations',
  rule: 'Formations and Movement',
  paragraphs: [
    [
      'Every unit but a general has a formation and, besides it, a status: ordered or disordered. Figures stand in even ranks and files, touching, the odd one at the rear; losses come off the rear and flanks.',
    ],
  ],
  tables: [FORMATIONS_TABLE],
  entries: ENTRIES,
};

/** The formation changes. */
export const CHANGES_SECTION: ReferenceSection = {
  id: 'changes',
  title: 'Formation changes',
  rule: 'Formation Changes',
  tables: [
    {
      caption: 'Formation changes',
      captionHidden: true,
      columns: ['Change', 'From', 'To'],
      rows: FORMATION_CHANGES.map((c) => [
        c.who
          ? [c.name, { note: `${c.who.map((t) => troopType(t).label).join(', ')} only` }]
          : c.name,
        c.from,
        c.to,
      ]),
    },
    COST_TABLE,
  ],
};
