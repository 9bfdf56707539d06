/**
 * The U.S. Civil War tracker's naval panel (Advanced Game): the Union's Naval Pool by kind with
 * the turn's replacements from it (21.9.2) and the ships sunk into it (21.6.6), the Confederate
 * Ironclads under construction and completed with their changes (21.10.3, 21.6.6), and the End
 * Phase's repair reminder (21.8.2). The form records Union NSPs sunk.
 */
import type { FormPanel } from '../../shared/tracker-form.js';
import type { TrackerCounter } from '../../shared/tracker.js';
import { CSA_NSP, IRONCLAD_COMPLETION } from './naval-data.js';
import {
  NSP_KINDS,
  NSP_MIX,
  NSP_REPLACEMENTS,
  UNION_SHIPYARDS,
  type NspKind,
} from './naval-pool.js';
import type { UscwContext } from './tracker-context.js';
import { countOf } from './tracker-fields.js';
import type { UscwEvent, UscwState } from './tracker-types.js';
import { keysOf } from '../../shared/keys-of.js';

const KINDS = keysOf(NSP_KINDS);

function poolCounter(s: UscwState, kind: NspKind): TrackerCounter<UscwEvent> {
  const n = s.naval;
  const taken = n.replacedTurn === s.turn;
  return {
    label: `Naval Pool: ${NSP_KINDS[kind]} NSPs`,
    class: 'level union',
    value: n.pool[kind],
    limit: NSP_MIX[kind],
    unit: 'NSPs (counter mix)',
    detail: `Sunk Union ships wait here; ${NSP_REPLACEMENTS[kind]} comes back each Reinforcement Phase, no carry-over${taken ? ' (taken this turn)' : ''}.`,
    rule: '21.9.2',
    actions: [
      {
        label: '1 sunk',
        ariaLabel: `1 Union ${NSP_KINDS[kind]} NSP sunk, to the Naval Pool`,
        event: { type: 'naval-sunk', kind, nsps: 1 },
        says: 'To the pool.',
        disabled: s.over || n.pool[kind] >= NSP_MIX[kind],
      },
    ],
  };
}

/** The naval counters. */
export function navalCounters(s: UscwState): TrackerCounter<UscwEvent>[] {
  const n = s.naval;
  const { building, built } = n.ironclads;
  const replaceable = n.pool.river + n.pool.ocean > 0 && n.replacedTurn !== s.turn;
  const [river, ocean] = KINDS.map((k) => poolCounter(s, k));
  const replace = {
    label: 'Take replacements',
    ariaLabel: `Take this turn’s Union naval replacements from the Naval Pool`,
    event: { type: 'naval-replace' as const },
    says: 'Replaced.',
    disabled: !replaceable || s.phase !== 'reinforcement' || s.over,
  };
  const act = (
    change: 'begin' | 'complete' | 'damaged' | 'sunk' | 'lost',
    label: string,
    off: boolean,
  ) => ({
    label,
    ariaLabel: `Confederate Ironclad: ${label.toLowerCase()}`,
    event: { type: 'ironclad' as const, change },
    says: 'Done.',
    disabled: off || s.over,
  });
  return [
    ...(river ? [{ ...river, actions: [...(river.actions ?? []), replace] }] : []),
    ...(ocean ? [ocean] : []),
    {
      label: 'Confederate Ironclads under construction',
      class: 'level confederate',
      value: building,
      unit: `Ironclads, ${CSA_NSP.underConstruction} NSPs`,
      detail: `End Phase: ${IRONCLAD_COMPLETION.dice.count}d${IRONCLAD_COMPLETION.dice.sides} at ${IRONCLAD_COMPLETION.target} or more completes one${n.completedTurn === s.turn ? ' (one completed this turn)' : ''}.`,
      rule: '21.10.3',
      actions: [
        act('begin', 'New one', false),
        act(
          'complete',
          'Completed',
          building < 1 || s.phase !== 'end' || n.completedTurn === s.turn,
        ),
        act('lost', 'Lost', building < 1),
      ],
    },
    {
      label: 'Confederate Ironclads completed',
      class: 'level confederate',
      value: built,
      unit: `Ironclads, ${CSA_NSP.ironclad} NSPs each`,
      detail: `Repair in the End Phase mends damaged ships in a friendly Shipyard in Full Supply (the Union’s: ${UNION_SHIPYARDS.join(', ')}), never a Confederate Ironclad.`,
      rule: '21.8.2, 21.6.6',
      actions: [act('damaged', 'Damaged', built < 1), act('sunk', 'Sunk', built < 1)],
    },
  ];
}

/** Record Union NSPs sunk. */
export const SUNK_FORM: FormPanel<UscwState, UscwContext, UscwEvent> = {
  kind: 'form',
  id: 'sunk-form-h',
  title: 'Union NSPs sunk',
  form: (s) =>
    s.over
      ? null
      : {
          note: 'Hits on Union ships send their NSPs to the Naval Pool (21.6.6).',
          submit: 'To the pool',
          fields: [
            {
              kind: 'select',
              name: 'kind',
              label: 'Kind',
              options: KINDS.map((k) => ({ value: k, label: NSP_KINDS[k] })),
            },
            {
              kind: 'number',
              name: 'nsps',
              label: 'NSPs',
              min: 1,
              max: Math.max(...KINDS.map((k) => NSP_MIX[k])),
            },
          ],
        },
  submit: (v) => ({
    event: {
      type: 'naval-sunk',
      kind: v.kind === 'ocean' ? 'ocean' : 'river',
      nsps: countOf(v, 'nsps'),
    },
    says: 'To the pool.',
  }),
};
