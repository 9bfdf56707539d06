/**
 * The U.S. Civil War tracker's Displaced Boxes (14.6): a table per side with each theater's SPs,
 * Militia and Generals and its Return button (in the Reinforcement Phase), and a form to put
 * units in.
 */
import type { FormPanel } from '../../shared/tracker-form.js';
import type { UnitTable } from '../../shared/tracker.js';
import { spReturn } from './displaced.js';
import { SIDES } from './sides.js';
import { THEATERS } from './theaters.js';
import type { UscwContext } from './tracker-context.js';
import { countOf, sideField, sideOf, textOf, theaterField, theaterOf } from './tracker-fields.js';
import type { UscwEvent, UscwState } from './tracker-types.js';
import { LEADER_NAME_MAX } from './leaders.js';
import { keysOf } from '../../shared/keys-of.js';

/** Most SPs or Militia put in at once (a sanity bound on typing, not a rule). */
const MAX_IN = 99;

/** Each side's boxes by theater. */
export function displacedTables(s: UscwState): UnitTable<UscwEvent>[] {
  return keysOf(SIDES).map((side) => ({
    id: `displaced-${side}`,
    title: `${SIDES[side]} Displaced Boxes`,
    caption: `${SIDES[side]} Displaced Boxes by theater: SPs, Militia and Generals`,
    columns: ['Theater', 'SPs', 'Militia', 'Generals'],
    rows: keysOf(THEATERS).map((t) => {
      const b = s.displaced[side][t];
      const r = spReturn(b.sps);
      const empty = b.sps + b.militia + b.generals.length === 0;
      return {
        id: `${side}-${t}`,
        name: THEATERS[t],
        cells: [
          { text: String(b.sps), note: b.sps ? `returns ${r.back}, loses ${r.eliminated}` : '' },
          String(b.militia),
          b.generals.map((g) => (g.wait > 0 ? `${g.name} (sits out)` : g.name)).join(', ') || '—',
        ],
        actions: [
          {
            label: 'Return',
            ariaLabel: `Return the ${SIDES[side]} ${THEATERS[t]} box`,
            event: { type: 'return', side, theater: t },
            says: 'Returned.',
            disabled: s.phase !== 'reinforcement' || empty,
          },
        ],
      };
    }),
  }));
}

/** Put SPs, Militia or a General into a box. */
export const DISPLACE_FORM: FormPanel<UscwState, UscwContext, UscwEvent> = {
  kind: 'form',
  id: 'displace-form-h',
  title: 'Into a Displaced Box',
  form: (s) =>
    s.over
      ? null
      : {
          note: 'Disperse, automatic displacement, attrition, a General caught alone or left without SPs, or surrender. A Cavalry General sits out the next Reinforcement Phase (8.7). SPs that cannot be placed on return go back in.',
          submit: 'Put in',
          fields: [
            sideField,
            theaterField,
            { kind: 'number', name: 'sps', label: 'SPs', min: 0, max: MAX_IN, value: 0 },
            { kind: 'number', name: 'militia', label: 'Militia', min: 0, max: MAX_IN, value: 0 },
            { kind: 'text', name: 'general', label: 'General', maxLength: LEADER_NAME_MAX },
            { kind: 'check', name: 'cavalry', label: 'He is a Cavalry General' },
          ],
        },
  submit: (v) => ({
    event: {
      type: 'displace',
      side: sideOf(v),
      theater: theaterOf(v),
      sps: countOf(v, 'sps'),
      militia: countOf(v, 'militia'),
      general: textOf(v, 'general'),
      cavalry: v.cavalry === true,
    },
    says: 'Put in the box.',
  }),
};
