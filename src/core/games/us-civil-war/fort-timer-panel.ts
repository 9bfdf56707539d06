/**
 * The U.S. Civil War tracker's Forts under construction (10.2.2–10.2.3, 10.2.6): each with the
 * Action Phase whose end completes it and a button to remove it when caught alone, and the form
 * that begins one (with a card in an Action Phase, or the Union's free Fort in the Reinforcement
 * Phase).
 */
import type { FormPanel } from '../../shared/tracker-form.js';
import type { UnitTable } from '../../shared/tracker.js';
import { BUILDABLE, fortName } from './fort-timer.js';
import { SIDES } from './sides.js';
import type { UscwContext } from './tracker-context.js';
import { sideField, sideOf, textOf } from './tracker-fields.js';
import { WHERE_MAX } from './tracker-reducer.js';
import type { UscwEvent, UscwState } from './tracker-types.js';

/** The Forts being built. */
export function fortTables(s: UscwState): UnitTable<UscwEvent>[] {
  return [
    {
      id: 'forts-h',
      title: s.forts.length ? 'Forts being built' : 'Forts being built: none',
      caption: 'Forts under construction and when each is done',
      columns: ['Space', 'Side', 'Fort', 'Done at the end of'],
      rows: s.forts.map((f) => ({
        id: f.id,
        name: f.where,
        cells: [
          SIDES[f.side],
          `${fortName(f.level)}${f.free ? ' (free)' : ''}`,
          `Action Phase ${f.due.action}${f.due.turn === s.turn ? '' : `, Turn ${f.due.turn}`}`,
        ],
        actions: [
          {
            label: 'Caught alone',
            ariaLabel: `Remove the Fort being built at ${f.where}, caught alone`,
            event: { type: 'fort-remove', id: f.id },
            says: 'Removed.',
          },
        ],
      })),
    },
  ];
}

/** Begin a Fort. */
export const FORT_FORM: FormPanel<UscwState, UscwContext, UscwEvent> = {
  kind: 'form',
  id: 'fort-form-h',
  title: 'Begin a Fort',
  form: (s) =>
    s.over || (s.phase !== 'action' && s.phase !== 'reinforcement')
      ? null
      : {
          note:
            s.phase === 'reinforcement'
              ? 'The Union’s free Fort or upgrade: done at the end of his first Action Phase (10.2.6).'
              : 'With a card of the theater, in a friendly space in Full Supply: done at the end of the side’s next Action Phase; upgrades only in Objective or Resource Hexes (10.2.2, 10.2.3).',
          submit: 'Begin',
          fields: [
            sideField,
            { kind: 'text', name: 'where', label: 'Space (name or hex)', maxLength: WHERE_MAX },
            {
              kind: 'select',
              name: 'level',
              label: 'Fort',
              options: BUILDABLE.map((f) => ({ value: f.id, label: f.name })),
            },
          ],
        },
  submit: (v, s) => ({
    event: {
      type: 'fort',
      side: sideOf(v),
      where: textOf(v, 'where'),
      level: textOf(v, 'level') || (BUILDABLE[0]?.id ?? ''),
      free: s.phase === 'reinforcement',
    },
    says: 'Fort begun.',
  }),
};
