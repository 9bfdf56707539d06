/**
 * Test fixtures for the schema tests: a real roll, a roll-log record and an axis as plain data.
 */
import { TWO_D6 } from '../../../src/core/shared/dice.js';
import { rollModified } from '../../../src/core/shared/roll.js';
import { scriptedRoller } from '../../../src/core/shared/roller.js';
import type { ParseResult } from '../../../src/core/shared/schema.js';
import type { RollResult } from '../../../src/core/shared/types.js';

export function issuesOf<T>(result: ParseResult<T>): { path: string; message: string }[] {
  if (result.ok) throw new Error('expected the input to be refused');
  return result.issues;
}

export function valueOf<T>(result: ParseResult<T>): T {
  if (!result.ok)
    throw new Error(`expected the input to be accepted: ${JSON.stringify(result.issues)}`);
  return result.value;
}

export const result: RollResult = rollModified(
  TWO_D6,
  [{ id: 'cover', label: 'Cover', rule: '7.1', value: -1 }],
  scriptedRoller([3, 5]),
  { min: 2, max: 12 },
);

export const record = {
  id: 'r-1',
  gameSlug: 'altar-of-freedom',
  tool: 'firing',
  savedGameId: null,
  at: '2025-06-01T14:03:22.511Z',
  inputs: { flanked: true, support: 2, arm: 'infantry' },
  result,
  outcome: 'Retreat',
  source: 'shared',
  seed: 'k3x9v0a2mq',
  seedIndex: 4,
};

export const axisData = {
  label: 'Roll',
  entries: [
    { key: '..2', label: '≤2', min: null, max: 2 },
    { key: '3', label: '3', min: 3, max: 3 },
    { key: '4..', label: '4+', min: 4, max: null },
  ],
};
