/**
 * In Freedom's Cause: the casualty bracket of the app's Morale tab as a calculator. From the
 * figures a unit started with and those it has lost, the highest bracket reached and how far off
 * the next one is.
 */
import type { CalcInput, CalcText, CalculatorTool } from '../../shared/calculator.js';
import { calcCount, seeAlso } from '../../shared/calc-builders.js';
import { countOf } from '../../shared/tool-support.js';
import {
  BRACKET_EXAMPLES,
  BRACKET_RULE,
  CASUALTY_BRACKETS,
  bracketReached,
  bracketText,
  bracketThreshold,
} from './casualty-brackets.js';

/** A control bound, not a rule: the most figures the steppers take. */
const FIGURES_MAX = 40;

const count = (id: string, label: string, min: number, def: number): CalcInput =>
  calcCount(id, label, label.toLowerCase(), min, FIGURES_MAX, { default: def });

const examples = BRACKET_EXAMPLES.map(
  (e) => `${e.start} figures reach ${e.percent}% at ${e.lost} lost`,
).join('; ');

/** The casualty bracket calculator (Morale and Combat Results). */
export const casualtiesCalculator: CalculatorTool = {
  id: 'casualties',
  title: 'Casualty brackets',
  headline: { label: 'Casualties to enter', unit: { one: '', other: '' } },
  groups: [
    {
      legend: 'The unit',
      rule: BRACKET_RULE,
      inputs: [
        count('start', 'Figures at the start of play', 1, BRACKET_EXAMPLES[0].start),
        count('lost', 'Figures lost since', 0, 0),
      ],
    },
  ],
  limits: [
    {
      input: 'lost',
      atMost: 'start',
      message: (lost, start) => `A unit of ${start} figures cannot lose ${lost}; ${start} is used.`,
    },
  ],
  breakdown: {
    caption: 'Each bracket against the unit’s starting figures',
    columns: ['Bracket', 'Reached at', 'This unit'],
  },
  notesTitle: 'Notes and rulings',
  seeAlso: seeAlso(
    'A general attached to the unit may fall too: ',
    'general-casualty',
    'general casualty',
  ),
  compute(inputs) {
    const start = Math.max(1, countOf(inputs, 'start', 1));
    const lost = Math.min(start, countOf(inputs, 'lost', 0));
    const reached = bracketReached(start, lost);
    const next = CASUALTY_BRACKETS.find((b) => lost < bracketThreshold(start, b.percent));
    const line: CalcText[] = [
      { strong: `${start} figures at the start, ${lost} lost (${start - lost} left): ` },
      reached === null ? 'no bracket reached yet.' : `enter ${bracketText(reached)}.`,
    ];
    if (next)
      line.push(` ${bracketText(next)} comes at ${bracketThreshold(start, next.percent)} lost.`);
    return {
      total: reached?.percent ?? 0,
      headline: { text: bracketText(reached), unit: '' },
      problems: [],
      lines: [line],
      breakdown: {
        rows: CASUALTY_BRACKETS.map((b) => {
          const at = bracketThreshold(start, b.percent);
          return {
            label: bracketText(b),
            ...(b.named ? {} : { note: 'not named by the rulebook; assumed (ruling G7)' }),
            printed: `${at} lost`,
            here: lost >= at ? 'reached' : `${at - lost} more to go`,
          };
        }),
        total: { label: 'Highest bracket reached', value: bracketText(reached) },
      },
      notes: [
        {
          text: 'Losses count against the figures the unit had at the start of play, not those left.',
          rule: BRACKET_RULE,
        },
        {
          text: `A bracket is reached once the figures lost are at least its share of the start, rounded up: ${examples}.`,
          rule: BRACKET_RULE,
        },
        {
          text: 'Enter only the highest bracket reached.',
          rule: BRACKET_RULE,
        },
      ],
      rulings: ['G7'],
    };
  },
};
