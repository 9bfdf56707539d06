/**
 * In Freedom's Cause: the unit tracker's forms for divisional generals: add one to a side (the
 * rulebook makes them optional, for a side of more than one brigade), and attach one to a unit of
 * his army or detach him. The reducer checks each entry (a fallen general, a unit of the other
 * army, a unit out of play).
 */
import type { FormPanel, TrackerForm } from '../../shared/tracker-form.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { SIDE_LABEL } from './tracker-reducer.js';
import { name, nameAndSide } from './tracker-forms.js';
import { brigadesOf } from './tracker-morale.js';
import { SIDES } from './tracker-tables.js';
import type { IfcEvent, IfcSnapshot } from './tracker-types.js';

type Panel = FormPanel<WithHistory<IfcSnapshot>, unknown, IfcEvent>;

/** Value of the attach form's unit choice that detaches the general. */
const DETACH = '';

/** The form for a new divisional general: his name and side. */
const NEW_DIVISIONAL: TrackerForm = {
  note: 'Optional: each counts as a brigade toward his army’s morale test, and as a broken one if he falls.',
  submit: 'Add the general',
  fields: nameAndSide('General’s name'),
};

export const DIVISIONAL_FORM: Panel = {
  kind: 'form',
  id: 'add-divisional-h',
  title: 'Add a divisional general',
  form: (s) => (s.brigades.length > 0 ? NEW_DIVISIONAL : null),
  submit: (v) => {
    const n = name(v, 'general');
    if (typeof n !== 'string') return n;
    const side = v['side'] === 'confederate' ? 'confederate' : 'union';
    return { event: { type: 'add-divisional', side, name: n }, says: `${n} added.` };
  },
};

/** The units a general may be attached to, each named with its side; first, none. */
function unitChoices(s: IfcSnapshot): { value: string; label: string }[] {
  const inPlay = s.units.filter((u) => !u.removed);
  return [
    { value: DETACH, label: 'No unit (detach him)' },
    ...SIDES.flatMap((side) => {
      const ids = new Set(brigadesOf(s, side).map((b) => b.id));
      return inPlay
        .filter((u) => ids.has(u.brigade))
        .map((u) => ({ value: u.id, label: `${u.name} (${SIDE_LABEL[side]})` }));
    }),
  ];
}

/** The attach form, while a divisional general who has not fallen is in the battle. */
function attachForm(s: IfcSnapshot): TrackerForm | null {
  const generals = s.generals.filter((g) => !g.fallen);
  return generals.length === 0
    ? null
    : {
        note: 'He may join a unit of any brigade of his army; the brigadier joins from his unit’s row.',
        submit: 'Attach',
        fields: [
          {
            kind: 'select',
            name: 'general',
            label: 'General',
            options: generals.map((g) => ({ value: g.id, label: g.name })),
          },
          { kind: 'select', name: 'unit', label: 'Attach to', options: unitChoices(s) },
        ],
      };
}

export const ATTACH_FORM: Panel = {
  kind: 'form',
  id: 'attach-h',
  title: 'Attach a divisional general',
  form: attachForm,
  submit: (v, s) => {
    const g = s.generals.find((x) => x.id === v['general'] && !x.fallen);
    if (!g) return { problem: 'Choose a general who has not fallen.' };
    const unit = String(v['unit'] ?? DETACH);
    if (unit === DETACH)
      return {
        event: { type: 'attach', general: g.id, unit: null },
        says: `${g.name} is no longer attached.`,
      };
    const u = s.units.find((x) => x.id === unit && !x.removed);
    if (!u) return { problem: 'Choose a unit in play.' };
    return {
      event: { type: 'attach', general: g.id, unit: u.id },
      says: `${g.name} joins ${u.name}.`,
    };
  },
};
