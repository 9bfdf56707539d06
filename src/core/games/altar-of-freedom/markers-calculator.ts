/**
 * Altar of Freedom: the concealed movement markers an army of so many divisions fields under the
 * optional rule (App. IV, Concealed Movement Markers), as a small calculator the movement
 * reference shows under each scenario's count: one marker per division, plus the dummies.
 */
import type { CalculatorTool } from '../../shared/calculator.js';
import { choiceOf, rowsOf } from '../../shared/input-builders.js';
import { DIVISIONS_PER_DUMMY_MARKER } from './constants.js';
import { concealedMarkers, type MarkerCount } from './concealed-markers.js';
import { SIDE_NAMES } from './display-names.js';
import type { Side } from './schema.js';

/** Most divisions the calculator takes (Large Army Builder armies field 15). */
const MAX_DIVISIONS = 99;

const RULE = 'App. IV, Concealed Movement Markers';

/** A count of markers in words: '9 (7 divisions + 2 dummies)'. */
export function markerText(m: MarkerCount): string {
  const dummies = `${m.dummies} ${m.dummies === 1 ? 'dummy' : 'dummies'}`;
  return `${m.markers} (${m.divisions} divisions + ${dummies})`;
}

/** The markers of an army of `div` divisions of `side`. */
export const markersCalculator: CalculatorTool = {
  id: 'markers',
  title: 'Concealed movement markers',
  headline: { label: 'Markers for your army', unit: { one: 'marker', other: 'markers' } },
  groups: [
    {
      legend: 'Your army',
      rule: RULE,
      inputs: [
        choiceOf('side', 'Side', rowsOf(SIDE_NAMES), { default: 'CSA' }),
        {
          kind: 'count',
          id: 'div',
          label: 'Divisions',
          noun: 'number of divisions',
          min: 0,
          max: MAX_DIVISIONS,
          default: 7,
        },
      ],
    },
  ],
  breakdown: {
    caption: 'How the markers add up: one per division, plus the dummies',
    columns: ['Markers', 'Rule', 'Here'],
  },
  notesTitle: 'Around the markers',
  compute(inputs) {
    const side: Side = inputs['side'] === 'USA' ? 'USA' : 'CSA';
    const m = concealedMarkers(inputs['div'] as number, side);
    return {
      total: m.markers,
      headline: { text: markerText(m), unit: 'markers' },
      problems: [],
      breakdown: {
        rows: [
          { label: 'Divisions', rule: RULE, printed: '1 each', here: String(m.divisions) },
          {
            label: 'Dummies',
            rule: RULE,
            printed: `1 per ${DIVISIONS_PER_DUMMY_MARKER} divisions, ${side === 'CSA' ? 'rounded up' : 'rounded down'}`,
            here: String(m.dummies),
          },
        ],
        total: { label: 'Markers', value: String(m.markers) },
      },
      notes: [],
      rulings: [],
    };
  },
};
