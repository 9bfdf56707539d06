/**
 * The U.S. Civil War: Low on Coal as a calculator (21.2.7, Advanced Game): in each friendly
 * Supply Segment, what happens to a stack of Naval Units from where it can trace supply, and
 * whether it rolls for surrender. No dice here: the surrender roll is the Surrender Table's.
 */
import type { CalculatorTool } from '../../shared/calculator.js';
import type { Inputs } from '../../shared/types.js';
import { on } from './calc-inputs.js';

/** What the segment does to the stack. */
export type CoalStep = 'supplied' | 'marked' | 'holding' | 'surrender';

/** The step for the inputs (21.2.7). */
export function coalStep(i: Inputs): CoalStep {
  if (on(i, 'full')) return 'supplied';
  if (!on(i, 'low')) return 'marked';
  return on(i, 'safe') ? 'holding' : 'surrender';
}

const HEADLINE: Readonly<Record<CoalStep, string>> = {
  supplied: 'In supply',
  marked: 'Low on Coal',
  holding: 'Still Low on Coal',
  surrender: 'Roll for surrender',
};

const LINES: Readonly<Record<CoalStep, string>> = {
  supplied: 'Remove any Low on Coal marker.',
  marked: 'Place a Low on Coal marker on the stack.',
  holding:
    'The marker stays; no surrender roll while it can reach a port that is not Isolated or is a Source of Provisions.',
  surrender:
    'Roll on the Surrender Table for the stack as a group of its own, with no Naval Leader modifier: surrendered NSPs are eliminated and their Naval Leaders Displaced.',
};

/** The Low on Coal calculator. */
export const lowOnCoalCalculator: CalculatorTool = {
  id: 'low-on-coal',
  title: 'Low on Coal',
  headline: { label: 'The stack is', unit: { one: '', other: '' } },
  groups: [
    {
      legend: 'A stack of Naval Units in your Supply Segment',
      rule: '21.2.7',
      inputs: [
        {
          kind: 'flag',
          id: 'full',
          label: 'It is in, or traces a waterway Supply Path to, a friendly port in Full Supply',
          rule: '21.2.7, 13.4',
        },
        { kind: 'flag', id: 'low', label: 'It is already Low on Coal', rule: '21.2.7' },
        {
          kind: 'flag',
          id: 'safe',
          label:
            'It is at, or can trace to, a friendly port that is not Isolated or is a Source of Provisions',
          rule: '21.2.7',
        },
      ],
    },
  ],
  breakdown: { caption: 'The stack’s supply', columns: ['Question', 'Rule', 'Answer'] },
  notesTitle: 'Notes',
  compute(inputs) {
    const step = coalStep(inputs);
    const yes = (id: string) => (on(inputs, id) ? 'yes' : 'no');
    return {
      total: 0,
      headline: { text: HEADLINE[step], unit: '' },
      problems: [],
      lines: [
        [LINES[step], ' ', { rule: '21.2.7' }],
        ...(on(inputs, 'safe')
          ? [['Clear its Surrender Points. ', { rule: '21.2.7, 13.6' }] as const]
          : []),
      ],
      breakdown: {
        rows: [
          { label: 'Full Supply port reached', rule: '21.2.7', printed: '', here: yes('full') },
          { label: 'Already Low on Coal', rule: '21.2.7', printed: '', here: yes('low') },
          {
            label: 'Port not Isolated, or Provisions',
            rule: '21.2.7',
            printed: '',
            here: yes('safe'),
          },
        ],
        total: { label: 'Step', value: HEADLINE[step] },
      },
      notes: [
        { text: 'Ships Low on Coal cannot recover from Demoralization.', rule: '21.2.7, 13.1.2' },
        {
          text: 'A Low on Coal unit that moves and ends its move without Limited or Full Supply is eliminated at the end of the move.',
          rule: '21.2.7',
        },
        { text: 'An Advanced Game rule (ruling C26).', rule: '21' },
      ],
      rulings: ['C26'],
    };
  },
};
