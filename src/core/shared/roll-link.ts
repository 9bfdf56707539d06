/**
 * A roll as the page's link holds it: the tool's inputs, then either the seed the dice were
 * rolled from (anyone opening the link sees the same roll) or the dice entered at the table.
 * Reading a link checks both against the tool and says in words what could not be used. Pure:
 * the generic roller reads and writes its link through these, and tests call them directly.
 */
import { rollDice } from './dice.js';
import { seededRoller } from './roller.js';
import { signed } from './signed.js';
import type { RollTool } from './tool.js';
import {
  effectiveInputs,
  formatDiceParam,
  parseDiceParam,
  readInputs,
  sideDice,
  writeInputs,
  type InputProblem,
} from './tool-inputs.js';
import type { InputValue, Inputs, RollResult } from './types.js';
import type { RollRecord } from './roll-record-schema.js';

/** Where the shown dice came from: rolled here, rolled from a shared link's seed, or entered. */
export type RollSource =
  | { readonly kind: 'app'; readonly seed: string }
  | { readonly kind: 'shared'; readonly seed: string }
  | { readonly kind: 'entered' }
  /**
   * A two-party roll: its result link's token and what was checked, in words; `proves` false
   * where it proves nothing on this device (this device did not answer its request).
   */
  | {
      readonly kind: 'two-party';
      readonly token: string;
      readonly status: string;
      readonly proves?: boolean;
    };

/** The dice on screen (each side's natural faces) and where they came from. */
export interface ShownRoll {
  readonly naturals: readonly (readonly number[])[];
  readonly source: RollSource;
}

/** A seed a link may carry: a short run of URL-safe characters. */
const SEED = /^[A-Za-z0-9_-]{1,64}$/;

/** Each side's dice as the seed rolls them under `inputs`, in side order. */
export function rollFromSeed(tool: RollTool, seed: string, inputs: Inputs = {}): number[][] {
  const roller = seededRoller(seed);
  const eff = effectiveInputs(tool, inputs);
  return tool.sides.map((s) => rollDice(sideDice(s, eff), roller));
}

/** Whether `naturals` fit the tool: one list per side, of its dice count, each face in range. */
function diceFit(
  tool: RollTool,
  naturals: readonly (readonly number[])[],
  inputs: Inputs,
): boolean {
  const eff = effectiveInputs(tool, inputs);
  return (
    naturals.length === tool.sides.length &&
    naturals.every((faces, i) => {
      const side = tool.sides[i];
      const spec = side && sideDice(side, eff);
      return (
        spec !== undefined &&
        faces.length === spec.count &&
        faces.every((f) => f >= 1 && f <= spec.sides)
      );
    })
  );
}

/**
 * The inputs and the roll a link holds. A malformed seed, or dice that do not fit the tool, show
 * no roll and are reported; the inputs are read as `readInputs` reads them.
 */
export function readRollLink(
  tool: RollTool,
  params: readonly (readonly [string, string])[],
): {
  inputs: Record<string, InputValue>;
  problems: InputProblem[];
  shown: ShownRoll | null;
  /** The two-party token (`tp`), checked and shown by the two-party section; null when none. */
  twoParty: string | null;
} {
  const { inputs, problems } = readInputs(tool, params);
  const get = (k: string) => params.find(([key]) => key === k)?.[1];
  const twoParty = get('tp') ?? null;
  if (twoParty !== null) return { inputs, problems, shown: null, twoParty };
  const seed = get('seed');
  const dice = get('dice');
  let shown: ShownRoll | null = null;
  if (seed !== undefined) {
    if (SEED.test(seed))
      shown = { naturals: rollFromSeed(tool, seed, inputs), source: { kind: 'shared', seed } };
    else
      problems.push({
        key: 'seed',
        message: 'The roll in this link has a malformed seed; no roll is shown.',
      });
  } else if (dice !== undefined) {
    const naturals = parseDiceParam(dice);
    if (naturals !== null && diceFit(tool, naturals, inputs))
      shown = { naturals, source: { kind: 'entered' } };
    else
      problems.push({
        key: 'dice',
        message: `The dice in this link (“${dice.slice(0, 40)}”) do not fit this roll; no roll is shown.`,
      });
  }
  return { inputs, problems, shown, twoParty };
}

/** The link for `inputs` and the shown roll: the inputs, then its seed or its entered dice. */
export function writeRollLink(
  tool: RollTool,
  inputs: Inputs,
  shown: ShownRoll | null,
): [string, string][] {
  const pairs = writeInputs(tool, inputs);
  if (shown?.source.kind === 'two-party') pairs.push(['tp', shown.source.token]);
  if (shown?.source.kind === 'app' || shown?.source.kind === 'shared')
    pairs.push(['seed', shown.source.seed]);
  if (shown && shown.source.kind === 'entered')
    pairs.push(['dice', formatDiceParam(shown.naturals)]);
  return pairs;
}

/** A signed modifier total as the roller shows it: ±0 for none. */
export const signedTotal = (n: number): string => signed(n, '±0');

/** The rolls in one sentence per side, as the roller announces them. */
export function rollBreakdownText(tool: RollTool, rolls: readonly RollResult[]): string {
  return rolls
    .map((r, i) => {
      const side = tool.sides[i]?.label ?? '';
      return `${side}: rolled ${r.natural.join(' and ')}, modifiers ${signedTotal(r.total - r.naturalTotal)}, total ${r.total}${r.clamped !== r.total ? ` (read as ${r.clamped})` : ''}.`;
    })
    .join(' ');
}

/** A roll result as the roll-log schema types it (plain arrays). */
export const recordedResult = (r: RollResult): RollRecord['result'] => ({
  ...r,
  dice: { ...r.dice },
  natural: [...r.natural],
  modifiers: r.modifiers.map((m) => ({ ...m })),
});

/** What the roll log keeps of a resolved roll. */
export interface RollRecordParts {
  readonly id: string;
  readonly game: string;
  readonly tool: RollTool;
  readonly savedGameId: string | null;
  /** When it was rolled (ISO time). */
  readonly at: string;
  /** The inputs in effect (hidden ones left out). */
  readonly inputs: Inputs;
  readonly rolls: readonly RollResult[];
  readonly outcome: string;
  readonly source: RollSource;
}

/** The roll log's entry for a roll: its first side's result, the others after it. */
export function rollRecord(p: RollRecordParts): RollRecord | null {
  const [first, ...others] = p.rolls;
  if (!first) return null;
  return {
    id: p.id,
    gameSlug: p.game,
    tool: p.tool.id,
    savedGameId: p.savedGameId,
    at: p.at,
    inputs: { ...p.inputs },
    result: recordedResult(first),
    ...(others.length > 0 ? { others: others.map(recordedResult) } : {}),
    outcome: p.outcome,
    source: p.source.kind,
    ...(p.source.kind === 'app' || p.source.kind === 'shared'
      ? { seed: p.source.seed, seedIndex: 0 }
      : {}),
    ...(p.source.kind === 'two-party' ? { proof: p.source.token } : {}),
  };
}
