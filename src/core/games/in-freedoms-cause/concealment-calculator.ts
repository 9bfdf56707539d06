/**
 * In Freedom's Cause: the coop/solo deployment distance with concealing terrain as a calculator:
 * the inches of a line measured in the open and in woods or out of sight in, the distance it
 * counts for, and how much further it must go to reach the distance the encounter calls for.
 */
import { calcCount } from '../../shared/calc-builders.js';
import type { CalcInput, CalculatorTool } from '../../shared/calculator.js';
import { countOf } from '../../shared/tool-support.js';
import { COOP_RULE, DEPLOYMENT } from './coop-data.js';
import { countedInches, stillToGo } from './concealment.js';
import { inchText } from './movement-data.js';

const RULE = `${COOP_RULE} › Deploying Enemy Forces`;

/** A control bound, not a rule: the longest line the steppers take, the designers' table's length. */
const MAX_INCHES = DEPLOYMENT.tableFeet.length * 12;

const inches = (id: string, label: string, min: number, def: number): CalcInput =>
  calcCount(id, label, 'inches', min, MAX_INCHES, { default: def });

const times = `×${String(DEPLOYMENT.concealment)}`;

/** The concealment distance calculator (Cooperative and Solo Play Mode). */
export const concealmentCalculator: CalculatorTool = {
  id: 'concealment',
  title: 'Deployment distance with concealing terrain',
  headline: { label: 'The line counts for', unit: { one: 'inch', other: 'inches' } },
  groups: [
    {
      legend: 'The distance called for',
      rule: RULE,
      inputs: [
        inches(
          'needed',
          `Inches the encounter calls for (a picket’s distance; ${inchText(DEPLOYMENT.frontLine)} for a main force)`,
          1,
          DEPLOYMENT.frontLine,
        ),
      ],
    },
    {
      legend: 'The line as measured on the table',
      rule: RULE,
      inputs: [
        inches('open', 'Inches in the open, in the players’ sight', 0, 0),
        inches('concealed', 'Inches in woods or similar, or out of sight behind a hill', 0, 0),
      ],
    },
  ],
  breakdown: {
    caption: 'What each part of the line counts for',
    columns: ['Part of the line', 'Counts', 'Here'],
  },
  notesTitle: 'Notes',
  compute(inputs) {
    const needed = countOf(inputs, 'needed', DEPLOYMENT.frontLine);
    const line = { open: countOf(inputs, 'open', 0), concealed: countOf(inputs, 'concealed', 0) };
    const go = stillToGo(line, needed);
    const counted = countedInches(line);
    return {
      total: counted,
      problems: [],
      lines: [
        go.short === 0
          ? [
              { strong: `Far enough: ` },
              `the line counts for ${inchText(counted)}, at least the ${inchText(needed)} called for.`,
            ]
          : [
              { strong: `${inchText(go.short)} short: ` },
              `go on ${inchText(go.open)} in the open, or ${inchText(go.concealed)} through concealing terrain, to reach ${inchText(needed)}.`,
            ],
      ],
      breakdown: {
        rows: [
          { label: 'In the open', printed: '×1', here: inchText(line.open) },
          {
            label: 'In woods or out of sight',
            printed: times,
            here: inchText(DEPLOYMENT.concealment * line.concealed),
          },
        ],
        total: { label: 'The line counts for', value: inchText(counted) },
      },
      notes: [
        {
          text: `Each inch of woods or similar concealing terrain counts ${String(DEPLOYMENT.concealment)} inches when a picket’s distance is measured beyond the players’ front line.`,
          rule: RULE,
        },
        {
          text: `No main-force unit deploys closer than ${inchText(DEPLOYMENT.frontLine)} to the players, and the second line stands ${inchText(DEPLOYMENT.secondLine)} behind the first, measured the same way; ground out of the players’ sight behind a hill counts double too.`,
          rule: RULE,
        },
      ],
      rulings: [],
    };
  },
};
