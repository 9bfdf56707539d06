/**
 * The U.S. Civil War: the results table of a naval roll that succeeds at a target or more
 * (interception, Ironclad completion), written once for the tools that read one.
 */
import { rangeEntry } from '../../shared/axis.js';
import type { Outcome } from '../../shared/tool.js';
import type { ResultsTable } from '../../shared/types.js';

/** The two cells of a target roll. */
export type TargetCell = 'succeeds' | 'fails';

/** Below `target` fails, `target` or more succeeds; a roll past either end reads that end. */
export function targetTable(
  id: string,
  title: string,
  rule: string,
  target: number,
): ResultsTable<TargetCell> {
  return {
    id,
    title,
    rule,
    rows: {
      label: 'Modified roll',
      entries: [rangeEntry(null, target - 1), rangeEntry(target, null)],
    },
    cells: [['fails'], ['succeeds']],
    outOfRange: 'clamp',
  };
}

/** The outcomes of a target roll, success first, labelled for the tool. */
export function targetOutcomes(success: string, failure: string): readonly [Outcome, Outcome] {
  return [
    { key: 'succeeds', label: success, tone: 'good' },
    { key: 'fails', label: failure, tone: 'bad' },
  ];
}
