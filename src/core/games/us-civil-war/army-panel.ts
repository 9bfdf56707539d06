/**
 * The U.S. Civil War tracker's optional rules panel (22.1, 22.4 with 22.5): each rule with its
 * switch and place; while Army Markers are in use, each side's markers placed against the count
 * its counters supply, each Army's morale with its buttons, and the form that places one.
 */
import type { FormPanel } from '../../shared/tracker-form.js';
import type { TrackerCounter, UnitTable } from '../../shared/tracker.js';
import { ARMY_LIMITS, OPTIONAL_RULES, type ArmyMarker } from './army-markers.js';
import { SIDES } from './sides.js';
import type { UscwContext } from './tracker-context.js';
import { countOf, sideField, sideOf, textOf } from './tracker-fields.js';
import type { UscwEvent, UscwState } from './tracker-types.js';
import { keysOf } from '../../shared/keys-of.js';

const SIDE_IDS = keysOf(SIDES);

/** The optional rules, each in use or not, with the button that switches it. */
export function optionalTables(s: UscwState): UnitTable<UscwEvent>[] {
  return [
    {
      id: 'optional-h',
      title: 'Optional rules',
      caption: 'The optional rules the tracker keeps, and whether you use them',
      columns: ['Rule', 'In use'],
      rows: keysOf(OPTIONAL_RULES).map((r) => {
        const on = s.optional[r];
        const o = OPTIONAL_RULES[r];
        return {
          id: r,
          name: o.name,
          note: o.rule,
          cells: [on ? 'Yes' : 'No'],
          actions: [
            {
              label: on ? 'Stop using' : 'Use',
              ariaLabel: `${on ? 'Stop using' : 'Use'} ${o.name}`,
              event: { type: 'optional', rule: r, on: !on },
              says: `${o.name} ${on ? 'not used' : 'in use'}.`,
            },
          ],
        };
      }),
    },
  ];
}

/** Each side's Army markers on the map against the count its counters supply (22.4). */
export function armyCounters(s: UscwState): TrackerCounter<UscwEvent>[] {
  if (!s.optional.armies) return [];
  return SIDE_IDS.map((side) => {
    const placed = s.armies.list.filter((a) => a.side === side).length;
    const supplied = s.armies.supplied[side];
    const step = (d: 1 | -1) => ({
      label: d > 0 ? '+1' : '−1',
      ariaLabel: `${SIDES[side]} Army markers in the counters ${d > 0 ? 'plus' : 'minus'} 1`,
      event: { type: 'army-supply', side, count: (supplied ?? placed) + d } as const,
      says: 'Count changed.',
      disabled: d < 0 && (supplied ?? placed) <= placed,
    });
    return {
      label: `${SIDES[side]} Army markers on the map`,
      value: placed,
      ...(supplied === null ? {} : { limit: supplied, unit: 'in your counters' }),
      detail:
        supplied === null
          ? 'How many your counters hold is the limit, but not in the rulebook: count them and set it here.'
          : 'The count is from your counters; the rulebook does not give it.',
      rule: '22.4',
      over: supplied !== null && placed >= supplied,
      actions: [step(-1), step(1)],
    };
  });
}

const row = (a: ArmyMarker) => ({
  id: a.id,
  name: `${a.general}’s Army`,
  cells: [`${a.stars}★`, a.high ? 'High' : 'Normal'],
  state: a.high ? 'High morale' : 'Normal',
  actions: [
    {
      label: a.high ? 'Lose high morale' : 'Gains high morale',
      ariaLabel: `${a.general}’s Army ${a.high ? 'loses' : 'gains'} high morale`,
      event: { type: 'army-morale', id: a.id, high: !a.high } as const,
      says: 'Morale changed.',
    },
    {
      label: 'Remove',
      ariaLabel: `Remove ${a.general}’s Army marker`,
      event: { type: 'army-remove', id: a.id } as const,
      says: 'Removed.',
    },
  ],
});

/** Each side's Armies with their morale (22.5), while Army Markers are in use. */
export function armyTables(s: UscwState): UnitTable<UscwEvent>[] {
  if (!s.optional.armies) return [];
  return SIDE_IDS.map((side) => {
    const mine = s.armies.list.filter((a) => a.side === side);
    return {
      id: `armies-${side}`,
      title: `${SIDES[side]} Armies${mine.length ? '' : ': none'}`,
      caption: `${SIDES[side]} Army markers on the map, their General and morale`,
      columns: ['Army', 'General', 'Morale'],
      rows: mine.map(row),
    };
  });
}

/** Place an Army marker on a stack. */
export const ARMY_FORM: FormPanel<UscwState, UscwContext, UscwEvent> = {
  kind: 'form',
  id: 'army-form-h',
  title: 'Place an Army marker',
  form: (s) =>
    s.over || !s.optional.armies
      ? null
      : {
          note: 'Only a stack with a 3- or 4-star General may use an Army marker; place or remove one at any time, at no cost (22.4). It has high morale after a Closely Fought Major Battle won, and loses it with any battle lost (22.5).',
          submit: 'Place',
          fields: [
            sideField,
            { kind: 'text', name: 'general', label: 'General', maxLength: ARMY_LIMITS.nameMax },
            {
              kind: 'number',
              name: 'stars',
              label: 'His stars',
              min: 1,
              max: ARMY_LIMITS.maxStars,
            },
          ],
        },
  submit: (v) => ({
    event: {
      type: 'army-place',
      army: { side: sideOf(v), general: textOf(v, 'general'), stars: countOf(v, 'stars') },
    },
    says: 'Army marker placed.',
  }),
};
