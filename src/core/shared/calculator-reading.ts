/**
 * A calculator's inputs read from a tracker's saved game (`GameReading`): which saved game is
 * read by default, the inputs as read, and, when the player overrides them, which of his entries
 * differ from the game's. Pure.
 */
import { calculatorInputs, type CalculatorTool } from './calculator.js';
import type { Inputs } from './types.js';

/** The link parameter that says the player's own entries are used instead of the game's. */
export const OWN_PARAM = 'own';

/** A saved game as offered: its id, name and last save. */
export interface ReadableGame {
  readonly id: string;
  readonly name: string;
  readonly updatedAt: string;
}

/**
 * The game read by default: the one last opened in the tracker (`active`) if it is offered,
 * else the one saved last; null when there is none.
 */
export function defaultGame(games: readonly ReadableGame[], active: unknown): string | null {
  if (games.some((g) => g.id === active)) return active as string;
  const newest = [...games].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  return newest?.id ?? null;
}

/** What reading `state` gives under `inputs`: the inputs as read, their lines, and their ids. */
export function readInputs(
  tool: CalculatorTool,
  state: object,
  inputs: Inputs,
): {
  readonly inputs: Inputs;
  readonly lines: readonly string[];
  readonly ids: readonly string[];
} | null {
  const read = tool.readsGame?.read(state, inputs);
  if (!read) return null;
  const ids = calculatorInputs(tool)
    .map((i) => i.id)
    .filter((id) => id in read.inputs);
  return { inputs: { ...inputs, ...read.inputs }, lines: read.lines, ids };
}

/** The labels of the read inputs whose values in `own` differ from those `read` gives. */
export function ownDifferences(
  tool: CalculatorTool,
  own: Inputs,
  read: Inputs,
  ids: readonly string[],
): string[] {
  return calculatorInputs(tool)
    .filter((i) => ids.includes(i.id) && own[i.id] !== read[i.id])
    .map((i) => i.label);
}
