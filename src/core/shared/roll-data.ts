/**
 * A roll tool that reads the player's entered data (a chart the rulebook does not print): the
 * kind of data it reads and how its tool is built from that data. The roller loads the data,
 * builds the tool from it and builds it again when the data changes (another tab saves it), so
 * the tool's procedures (`resolve`, `odds`) see the data without the generic roll core knowing
 * about it. Types and one constructor only.
 */
import type { RollTool } from './tool.js';
import type { UserDataKind } from './user-data.js';

/** The entered data a roll tool reads, and the tool for a given value of it. */
export interface RollToolData<T = unknown> {
  readonly kind: UserDataKind<T>;
  /** The tool under `data` (the kind's empty data before anything is entered). Pure. */
  readonly tool: (data: T) => RollTool;
}

/**
 * The entered data of `kind` for a roll tool built by `tool`, typed for a descriptor (the data's
 * type is checked here, where kind and builder meet, and erased after).
 */
export function rollToolData<T>(kind: UserDataKind<T>, tool: (data: T) => RollTool): RollToolData {
  return { kind, tool } as unknown as RollToolData;
}
