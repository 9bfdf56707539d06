/**
 * In Freedom's Cause: the number of player units a new coop/solo game is started with: infantry
 * and cavalry regiments plus artillery sections, generals left out, give or take a unit or two
 * for an easier or harder game. A small calculator on the coop page.
 */
import type { CalculatorTool } from '../../shared/calculator.js';
import { signed } from '../../shared/signed.js';
import { COOP_RULE, DIFFICULTY_MAX, unitsToEnter } from './coop-data.js';

/** The most units of each kind the steppers take. */
const MAX_UNITS = 40;

const num = (inputs: Readonly<Record<string, unknown>>, id: string) => inputs[id] as number;

/** The player-force count for the app. */
export const coopUnitsCalculator: CalculatorTool = {
  id: 'coop-units',
  title: 'Units to enter',
  headline: { label: 'Enter in the app', unit: { one: 'unit', other: 'units' } },
  groups: [
    {
      legend: 'Your force',
      inputs: [
        {
          kind: 'count',
          id: 'regiments',
          label: 'Infantry and cavalry regiments',
          noun: 'number of regiments',
          min: 0,
          max: MAX_UNITS,
          default: 4,
        },
        {
          kind: 'count',
          id: 'sections',
          label: 'Artillery sections',
          noun: 'number of sections',
          min: 0,
          max: MAX_UNITS,
          default: 1,
        },
        {
          kind: 'count',
          id: 'adjust',
          label: 'Difficulty (easier −, harder +)',
          noun: 'difficulty',
          min: -DIFFICULTY_MAX,
          max: DIFFICULTY_MAX,
          default: 0,
          display: 'segmented',
          signed: true,
        },
      ],
    },
  ],
  breakdown: {
    caption: 'How the count adds up',
    columns: ['Counted', 'Rulebook', 'Here'],
  },
  notesTitle: 'Around the count',
  compute(inputs) {
    const regiments = num(inputs, 'regiments');
    const sections = num(inputs, 'sections');
    const adjust = num(inputs, 'adjust');
    const total = unitsToEnter(regiments, sections, adjust);
    return {
      total,
      problems: [],
      breakdown: {
        rows: [
          { label: 'Regiments', printed: 'each', here: String(regiments) },
          { label: 'Artillery sections', printed: 'each', here: String(sections) },
          { label: 'Generals', printed: 'not counted', here: null },
          {
            label: 'Difficulty',
            printed: `up to ${signed(-DIFFICULTY_MAX)} or ${signed(DIFFICULTY_MAX)}`,
            here: adjust === 0 ? null : signed(adjust),
          },
        ],
        total: { label: 'Enter', value: String(total) },
      },
      notes: [
        {
          text: 'Play the standard setting for your first few games: the encounters vary widely anyway.',
          rule: COOP_RULE,
        },
      ],
      rulings: [],
    };
  },
};
