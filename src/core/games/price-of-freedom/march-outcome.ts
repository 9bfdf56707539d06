/**
 * The Price of Freedom: one region of a planned march in words, as the march planner shows it
 * under the region's fields: the corps march attrition reaches (§16.3.2-16.3.3), the chance of a
 * loss there over every earlier outcome (§16.3.4-16.3.5), the allowance left, the army, and the
 * corps lost so far. Pure.
 */
import type { CalcText } from '../../shared/calculator.js';
import type { RepeatItemResult } from '../../shared/calculator-repeat.js';
import { formatPercent } from '../../shared/odds.js';
import type { Distribution } from '../../shared/types.js';
import type { MarchPlanRow } from './march-plan-types.js';

const corpsWord = (n: number) => `${n} corps`;

/** A distribution of whole numbers in words: '1' when certain, else '1 (66.7%) or 0 (33.3%)'. */
export function spread(d: Distribution<number>, word: (n: number) => string = String): string {
  if (d.outcomes.length === 1) return word(d.outcomes[0]?.key ?? 0);
  return [...d.outcomes]
    .sort((a, b) => b.weight - a.weight)
    .map((o) => `${word(o.key)} (${formatPercent(o.weight, d.total)})`)
    .join(' or ');
}

/** Who march attrition reaches on entering the region. */
function attrition(row: MarchPlanRow): CalcText[] {
  const { path } = row;
  return [
    path.subject === 0
      ? 'No corps is in its 3rd region yet.'
      : `${corpsWord(path.subject)} in a 3rd or later region, ${path.spentSubject} already spent${path.flipped > 0 ? `; ${path.flipped} fresh turn spent` : ''}.`,
    ' ',
    { rule: '§16.3.2-16.3.3' },
  ];
}

/** The region's outcome lines and its breaches. */
export function marchOutcome(row: MarchPlanRow): RepeatItemResult {
  const { path } = row;
  if (!path.entered)
    return {
      lines: [{ term: 'Allowance left', detail: ['0: the army cannot enter it'], main: true }],
      problems: row.problems,
    };
  const lostAny = row.lostSoFar.outcomes.some((o) => o.key > 0 && o.weight > 0);
  return {
    lines: [
      { term: 'Attrition', detail: attrition(row) },
      {
        term: 'Loss here',
        detail:
          row.loss.weight > 0
            ? [
                { strong: formatPercent(row.loss.weight, row.loss.total) },
                ' chance of losing 1 spent corps (to the force pool) ',
                { rule: '§16.3.4-16.3.5' },
              ]
            : ['No roll.'],
      },
      {
        term: 'Allowance left',
        main: true,
        detail: [
          spread(row.remaining),
          ...(path.slowed
            ? [' ', { note: '1 less: march attrition left the army spent (§16.3.3).' }]
            : []),
        ],
      },
      {
        term: 'Army',
        detail: [
          `${path.fresh} fresh, ${path.spent} spent`,
          ...(lostAny ? [' ', { note: 'if no corps was lost on the way' }] : []),
        ],
      },
      ...(lostAny
        ? [
            {
              term: 'Lost so far',
              detail: [spread(row.lostSoFar, (n) => (n === 0 ? 'none' : corpsWord(n)))],
            },
          ]
        : []),
    ],
    problems: row.problems,
  };
}
