import { applyIfcEvent } from '../../src/core/games/in-freedoms-cause/tracker-reducer.js';
import type {
  IfcEvent,
  IfcSnapshot,
  NewUnit,
} from '../../src/core/games/in-freedoms-cause/tracker-types.js';
import type { WithHistory } from '../../src/core/shared/tracker-history.js';

/** In Freedom's Cause's tracker state, with its history. */
export type IfcState = WithHistory<IfcSnapshot>;

/** `s` after each of `events` in turn, through the tracker's reducer. */
export const run = (s: IfcState, ...events: IfcEvent[]): IfcState =>
  events.reduce(applyIfcEvent, s);

/** Adding an Average infantry unit of 18 figures with a Minie rifle (or as `extra` says). */
export const addUnit = (brigade: string, name: string, extra: Partial<NewUnit> = {}): IfcEvent => ({
  type: 'add-unit',
  unit: {
    name,
    brigade,
    type: 'infantry',
    quality: 'average',
    weapon: 'minie',
    formation: '',
    start: 18,
    ...extra,
  },
});
