/**
 * The U.S. Civil War tracker's Strategic Movement counter (15.2–15.6, S1.3): each side's SPs moved
 * this turn by type against its limit, and the form that records a move in the Strategic
 * Movement Phase, with the Union's Strategic Naval Redeployment beside it (21.2.6).
 */
import type { FormPanel } from '../../shared/tracker-form.js';
import type { UnitTable } from '../../shared/tracker.js';
import { SIDES } from './sides.js';
import {
  NAVAL_REDEPLOYMENT,
  POLITICAL_SM_NOTE,
  STRATEGIC_TYPES,
  strategicLimit,
  strategicUsed,
  type StrategicType,
} from './strategic.js';
import { THEATERS, type Theater } from './theaters.js';
import type { UscwContext } from './tracker-context.js';
import { countOf, sideField, sideOf, theaterField, theaterOf } from './tracker-fields.js';
import type { UscwEvent, UscwState } from './tracker-types.js';
import { keysOf } from '../../shared/keys-of.js';

const rowsOf = (): { type: StrategicType; theater: Theater; name: string; rule: string }[] =>
  STRATEGIC_TYPES.flatMap((t) =>
    t.id === 'road'
      ? keysOf(THEATERS).map((th) => ({
          type: t.id,
          theater: th,
          name: `Road, ${THEATERS[th]}`,
          rule: t.rule,
        }))
      : [{ type: t.id, theater: 'east', name: t.name, rule: t.rule }],
  );

/** Each side's moves this turn against the limits (with the 1861 ramp-up where it applies). */
export function strategicTables(s: UscwState, c: UscwContext): UnitTable<UscwEvent>[] {
  return keysOf(SIDES).map((side) => ({
    id: `strategic-${side}`,
    title: `${SIDES[side]} strategic moves, Turn ${s.turn}`,
    caption: `${SIDES[side]} SPs moved this turn by type, and the limit`,
    columns: ['Type', 'Moved', 'Limit', 'Left'],
    rows: rowsOf().map((r) => {
      const limit = strategicLimit(side, r.type, s.turn, c.game.from1861);
      const used = strategicUsed(s.strategic[side], r.type, r.theater);
      return {
        id: `${side}-${r.name}`,
        name: r.name,
        note: r.rule,
        cells: [String(used), String(limit), String(limit - used)],
      };
    }),
  }));
}

/** Record a strategic move (each type used counts against its own limit, 15.1). */
export const STRATEGIC_FORM: FormPanel<UscwState, UscwContext, UscwEvent> = {
  kind: 'form',
  id: 'strategic-form-h',
  title: 'Record a strategic move',
  form: (s) =>
    s.phase !== 'strategic' || s.over
      ? null
      : {
          note: `The Union moves first. Enter each leg of a move by its type; a type used twice counts twice. Only SPs move, never the last SP of a stack with a General; a move ends in a friendly-controlled Resource or Objective Hex, Fort, Coastal Fort, Port, Island or Town, or with a friendly General (15.6). ${NAVAL_REDEPLOYMENT.text} (${NAVAL_REDEPLOYMENT.rule}) ${POLITICAL_SM_NOTE} ${s.optional.political ? 'In use: enter the stack and its stars.' : 'Not in use: switch it on under Optional rules.'}`,
          submit: 'Record',
          fields: [
            sideField,
            {
              kind: 'select',
              name: 'move',
              label: 'Type',
              options: STRATEGIC_TYPES.map((t) => ({ value: t.id, label: t.name })),
            },
            { ...theaterField, hint: 'For a road move' },
            { kind: 'number', name: 'sps', label: 'SPs', min: 1, max: 99 },
            ...(s.optional.political
              ? ([
                  {
                    kind: 'number',
                    name: 'stack',
                    label: 'SPs in the stack (22.1)',
                    min: 1,
                    max: 99,
                  },
                  {
                    kind: 'number',
                    name: 'stars',
                    label: 'Stars of its face-up Generals (22.1)',
                    min: 0,
                    max: 99,
                  },
                ] as const)
              : []),
          ],
        },
  submit: (v) => {
    const move = STRATEGIC_TYPES.find((t) => t.id === v.move)?.id ?? 'rail';
    return {
      event: {
        type: 'strategic',
        side: sideOf(v),
        move,
        theater: theaterOf(v),
        sps: countOf(v, 'sps'),
        ...(v.stack === undefined ? {} : { stack: countOf(v, 'stack') }),
        ...(v.stars === undefined ? {} : { stars: countOf(v, 'stars') }),
      },
      says: 'Recorded.',
    };
  },
};
