/**
 * The U.S. Civil War tracker's Rail Movement Bonus form (5.4.2): in an Action Phase, the SPs of
 * a side that move by the bonus, with what each side has used of its 2 SPs in this one. The
 * movement calculator reads the same count from the open game.
 */
import type { FormPanel } from '../../shared/tracker-form.js';
import { RAIL_BONUS } from './movement-data.js';
import { railUseText } from './rail-bonus.js';
import type { UscwContext } from './tracker-context.js';
import { countOf, sideField, sideOf } from './tracker-fields.js';
import type { UscwEvent, UscwState } from './tracker-types.js';

/** Record SPs moved by the Rail Movement Bonus. */
export const RAIL_FORM: FormPanel<UscwState, UscwContext, UscwEvent> = {
  kind: 'form',
  id: 'rail-form-h',
  title: 'Rail Movement Bonus',
  form: (s) =>
    s.phase !== 'action' || s.over
      ? null
      : {
          note: `${railUseText(s.rail)} Counted again from 0 in the next Action Phase; Generals go free.`,
          submit: 'Record',
          fields: [
            sideField,
            {
              kind: 'number',
              name: 'sps',
              label: 'SPs moved by the bonus',
              min: 1,
              max: RAIL_BONUS.spPerPhase,
              value: 1,
              hint: `At most ${RAIL_BONUS.spPerPhase} SPs a side in an Action Phase (5.4.2).`,
            },
          ],
        },
  submit: (v) => ({
    event: { type: 'rail', side: sideOf(v), sps: countOf(v, 'sps') },
    says: 'Recorded.',
  }),
};
