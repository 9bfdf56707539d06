/**
 * The U.S. Civil War: a Blockade roll read off the player's entered Blockade Table, for the
 * tools that need it (the reinforcements calculator). The table is read only when the turn's
 * year is entered and it contradicts none of the rulebook's facts (ruling G3).
 */
import { parseWith } from '../../shared/parse-with.js';
import { blockadeFailures, checkBlockadeTable } from './blockade-check.js';
import {
  BlockadeTableSchema,
  blockadeCell,
  type BlockadeResult,
  type BlockadeTable,
} from './blockade-table.js';
import { yearOf } from './calendar.js';

/** The player's table if it can be read and agrees with the rulebook; otherwise null. */
export function usableBlockadeTable(userData: unknown): BlockadeTable | null {
  if (userData === null || userData === undefined) return null;
  const parsed = parseWith(BlockadeTableSchema, userData);
  if (!parsed.ok) return null;
  return blockadeFailures(checkBlockadeTable(parsed.value)).length === 0 ? parsed.value : null;
}

/** A roll read off the table: the result, and the column it came from. */
export interface BlockadeTableRead extends BlockadeResult {
  readonly year: string;
  readonly roll: number;
}

/** What a modified `roll` on `turn` reads, or null when the table has no column for its year. */
export function readBlockade(
  table: BlockadeTable | null,
  turn: number,
  roll: number,
): BlockadeTableRead | null {
  const year = String(yearOf(turn).year);
  const column = table?.years[year];
  return column ? { ...blockadeCell(column, roll), year, roll } : null;
}
