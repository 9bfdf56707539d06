/**
 * The U.S. Civil War: the entered Blockade Table checked against every fact the rulebook gives
 * about it (`BLOCKADE_FACTS`). Each fact passes, fails, or waits for a column; a table that fails
 * any is flagged, and the reinforcements calculator does not read it (ruling G3).
 */
import { yearOf } from './calendar.js';
import { BLOCKADE_FACTS, ROLLS_PER_TURN, type BlockadeFact } from './blockade-facts.js';
import {
  BLOCKADE_YEARS,
  INFLATION_MARK,
  parseBlockadeResult,
  type BlockadeColumn,
  type BlockadeTable,
} from './blockade-table.js';

export type BlockadeCheckStatus = 'pass' | 'fail' | 'missing';

/** One fact checked: what the rulebook says, what the table gives, and the verdict. */
export interface BlockadeCheck {
  readonly fact: BlockadeFact;
  readonly status: BlockadeCheckStatus;
  readonly expected: string;
  readonly found: string;
}

const bps = (column: BlockadeColumn): number[] => [
  ...new Set(column.results.map((r) => parseBlockadeResult(r)?.bp ?? 0)),
];

/** `count` of the values (each usable again) that add up to `total`, smallest first; or null. */
export function sumOf(values: readonly number[], count: number, total: number): number[] | null {
  if (count === 0) return total === 0 ? [] : null;
  for (const x of [...values].sort((a, b) => a - b)) {
    if (x > total) continue;
    const rest = sumOf(
      values.filter((y) => y >= x),
      count - 1,
      total - x,
    );
    if (rest) return [x, ...rest];
  }
  return null;
}

function check(fact: BlockadeFact, table: BlockadeTable): Omit<BlockadeCheck, 'fact'> {
  if (fact.kind === 'turn-total') {
    const year = String(yearOf(fact.turn).year);
    const expected = `Turn ${fact.turn}: ${ROLLS_PER_TURN} rolls in the ${year} column give ${fact.total} BPs`;
    const column = table.years[year];
    if (!column) return { status: 'missing', expected, found: `column ${year} not entered` };
    const parts = sumOf(bps(column), ROLLS_PER_TURN, fact.total);
    return parts
      ? { status: 'pass', expected, found: `${parts.join(' + ')} = ${fact.total}` }
      : { status: 'fail', expected, found: `no ${ROLLS_PER_TURN} results add up to ${fact.total}` };
  }
  const expected = `some column holds ${INFLATION_MARK}`;
  const entered = BLOCKADE_YEARS.filter((y) => table.years[y]);
  const holds = entered.filter((y) =>
    table.years[y]?.results.some((r) => parseBlockadeResult(r)?.inflation === true),
  );
  if (holds.length > 0) return { status: 'pass', expected, found: `in ${holds.join(', ')}` };
  if (entered.length < BLOCKADE_YEARS.length)
    return { status: 'missing', expected, found: `not in the columns entered yet` };
  return { status: 'fail', expected, found: `no ${INFLATION_MARK} in any column` };
}

/** Every fact of the rulebook about the Blockade Table, checked against `table`. */
export function checkBlockadeTable(table: BlockadeTable): BlockadeCheck[] {
  return BLOCKADE_FACTS.map((fact) => ({ fact, ...check(fact, table) }));
}

/** The ids of the facts `table` contradicts: the table is not used while there is any. */
export function blockadeFailures(checks: readonly BlockadeCheck[]): string[] {
  return checks.filter((c) => c.status === 'fail').map((c) => c.fact.id);
}
