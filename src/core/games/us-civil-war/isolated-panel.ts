/**
 * The U.S. Civil War tracker's Isolated Groups (13.6): each side's groups kept from turn to turn
 * with their Surrender Points against the total that surrenders them, the changes a Supply
 * Segment makes (points incurred, cleared, the group relieved), and the form that adds one.
 */
import type { FormPanel } from '../../shared/tracker-form.js';
import type { UnitTable } from '../../shared/tracker.js';
import type { IsolatedGroup } from './isolated-groups.js';
import { SIDES } from './sides.js';
import { SURRENDER_AT } from './supply-data.js';
import type { UscwContext } from './tracker-context.js';
import { sideField, sideOf, textOf } from './tracker-fields.js';
import { WHERE_MAX, type UscwEvent, type UscwState } from './tracker-types.js';
import { keysOf } from '../../shared/keys-of.js';

const AT = SURRENDER_AT.points;

function row(g: IsolatedGroup, s: UscwState) {
  const inAction = s.phase === 'action' && !s.over;
  const add = (n: number) => ({
    label: n >= AT - g.points ? `+${n}: surrenders` : `+${n}`,
    ariaLabel: `The group at ${g.where} incurs ${n} Surrender Point${n === 1 ? '' : 's'}`,
    event: { type: 'surrender-points' as const, id: g.id, points: n },
    says: n >= AT - g.points ? 'Surrendered.' : 'Points added.',
    disabled: !inAction,
  });
  return {
    id: g.id,
    name: g.where,
    cells: [{ pips: g.points, of: AT, label: `${g.points} of ${AT} Surrender Points` }],
    actions: [
      ...Array.from({ length: AT - g.points }, (_, i) => add(i + 1)),
      {
        label: 'Clear points',
        ariaLabel: `Clear the Surrender Points of the group at ${g.where}`,
        event: { type: 'surrender-clear' as const, id: g.id },
        says: 'Cleared.',
        disabled: g.points === 0 || s.over,
      },
      {
        label: 'Relieved',
        ariaLabel: `The group at ${g.where} is no longer Isolated`,
        event: { type: 'isolation-end' as const, id: g.id },
        says: 'Removed from the list.',
        disabled: s.over,
      },
    ],
  };
}

/** Each side's Isolated Groups. */
export function isolatedTables(s: UscwState): UnitTable<UscwEvent>[] {
  return keysOf(SIDES).map((side) => {
    const groups = s.isolated.filter((g) => g.side === side);
    return {
      id: `isolated-${side}`,
      title: `${SIDES[side]} Isolated Groups${groups.length ? '' : ': none'}`,
      caption: `${SIDES[side]} Isolated Groups and their Surrender Points`,
      columns: ['Where', 'Surrender Points'],
      rows: groups.map((g) => row(g, s)),
    };
  });
}

/** Add an Isolated Group. */
export const ISOLATE_FORM: FormPanel<UscwState, UscwContext, UscwEvent> = {
  kind: 'form',
  id: 'isolate-form-h',
  title: 'An Isolated Group',
  form: (s) =>
    s.over
      ? null
      : {
          note: `A group that traces no LOC of any length to a Primary Supply Source rolls for surrender in each friendly Supply Segment; its points stay from turn to turn and it surrenders at ${AT} (13.6.1, 13.6.4). Roll on the Surrender page, then add the points here.`,
          submit: 'Add',
          fields: [
            sideField,
            { kind: 'text', name: 'where', label: 'Where (space or hex)', maxLength: WHERE_MAX },
          ],
        },
  submit: (v) => ({
    event: { type: 'isolate', side: sideOf(v), where: textOf(v, 'where') },
    says: 'Group added.',
  }),
};
