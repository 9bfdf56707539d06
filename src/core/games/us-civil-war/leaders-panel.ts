/**
 * The U.S. Civil War tracker's leader roster (16.1–16.6): each side's listed Generals with where
 * they are and the moves the Leader Management Phase allows, and a form to add one as the Turn
 * Record Track brings him in.
 */
import type { FormPanel } from '../../shared/tracker-form.js';
import type { UnitTable } from '../../shared/tracker.js';
import {
  LEADER_NAME_MAX,
  LEADER_STATUS,
  UNASSIGNED_GENERALS,
  type LeaderStatus,
} from './leaders.js';
import { SIDES } from './sides.js';
import type { UscwContext } from './tracker-context.js';
import { sideField, sideOf, textOf } from './tracker-fields.js';
import type { UscwEvent, UscwState } from './tracker-types.js';
import { keysOf } from '../../shared/keys-of.js';

const MOVES: readonly { readonly to: LeaderStatus; readonly label: string }[] = [
  { to: 'play', label: 'Into play' },
  { to: 'unassigned', label: 'Unassigned' },
  { to: 'removed', label: 'Remove' },
];

/** Each side's roster. */
export function leaderTables(s: UscwState): UnitTable<UscwEvent>[] {
  return keysOf(SIDES).map((side) => {
    const list = s.leaders.filter((l) => l.side === side);
    return {
      id: `leaders-${side}`,
      title: `${SIDES[side]} Generals${list.length ? '' : ': none listed'}`,
      caption: `${SIDES[side]} Generals on the roster and where each is`,
      columns: ['General', 'Where'],
      rows: list.map((l) => ({
        id: l.name,
        name: l.name,
        cells: [LEADER_STATUS[l.status]],
        actions: MOVES.filter(
          (m) =>
            m.to !== l.status &&
            (m.to !== 'unassigned' || UNASSIGNED_GENERALS.some((u) => u.general === l.name)),
        ).map((m) => ({
          label: m.label,
          ariaLabel: `${l.name}: ${LEADER_STATUS[m.to]}`,
          event: { type: 'leader', name: l.name, status: m.to },
          says: `${l.name}: ${LEADER_STATUS[m.to]}.`,
          disabled: s.over,
        })),
      })),
    };
  });
}

/** Add a General to the roster. */
export const LEADER_FORM: FormPanel<UscwState, UscwContext, UscwEvent> = {
  kind: 'form',
  id: 'leader-form-h',
  title: 'Add a General',
  form: (s) =>
    s.over
      ? null
      : {
          note: 'As the Turn Record Track brings him in, in its theater; unless he replaces a General, in a space with a friendly SP and an LOC to a Primary Supply Source, a 3-star not on an Island or Coastal Fort; with no such space, in that theater’s Displaced Box (16.2). The Union finishes his Leader Management before the Confederate starts (16.1).',
          submit: 'Add',
          fields: [
            { kind: 'text', name: 'name', label: 'Name', maxLength: LEADER_NAME_MAX },
            sideField,
          ],
        },
  submit: (v) => ({
    event: { type: 'leader-add', name: textOf(v, 'name'), side: sideOf(v) },
    says: 'Added.',
  }),
};
