/**
 * In Freedom's Cause: the unit tracker read through the morale procedures. The brigade and army
 * morale tools take counts (units by quality, units lost, the brigadier, tests passed); these
 * functions count them from the tracked units and ask the tools' own triggers whether a test is
 * due, and resolve a test's dice with the tools themselves, so no rule is written twice.
 */
import { resolveTool } from '../../shared/tool-inputs.js';
import type { Inputs } from '../../shared/types.js';
import { armyMoraleTool, armyTrigger } from './army-morale.js';
import { brigadeMoraleTool, brigadeTrigger } from './brigade-morale.js';
import { firstTestAt } from './morale-data.js';
import { bracketReached, type CasualtyBracket } from './casualty-brackets.js';
import type { MoraleTrigger } from './morale-test.js';
import { QUALITY_IDS } from './quality.js';
import type { IfcSnapshot, Side, TrackedBrigade, TrackedUnit } from './tracker-types.js';

/** Units of each rating, by rating id, over `units` (lost ones included). */
function qualityInputs(units: readonly TrackedUnit[]): Record<string, number> {
  return Object.fromEntries(
    QUALITY_IDS.map((q) => [q, units.filter((u) => u.quality === q).length]),
  );
}

/** The units of brigade `id`. */
export function unitsOf(s: IfcSnapshot, id: string): TrackedUnit[] {
  return s.units.filter((u) => u.brigade === id);
}

/** The brigades of `side`. */
export function brigadesOf(s: IfcSnapshot, side: Side): TrackedBrigade[] {
  return s.brigades.filter((b) => b.side === side);
}

/** The units of `side`'s army. */
export function armyUnits(s: IfcSnapshot, side: Side): TrackedUnit[] {
  const ids = new Set(brigadesOf(s, side).map((b) => b.id));
  return s.units.filter((u) => ids.has(u.brigade));
}

/**
 * The brigade morale tool's inputs for brigade `b` as the tracker stands. A battle saved before
 * the losses at the first test were kept has none for a brigade that passed: it is read as the
 * first test's threshold, the count the tracker used then.
 */
export function brigadeInputs(s: IfcSnapshot, b: TrackedBrigade): Inputs {
  const units = unitsOf(s, b.id);
  const counts = qualityInputs(units);
  const lost = units.filter((u) => u.removed !== null).length;
  const atFirst = b.lostAtFirstTest ?? (b.passed > 0 ? firstTestAt(units.length + 1) : 0);
  return {
    ...counts,
    lost,
    generalFallen: b.generalFallen,
    passed: b.passed,
    lostAtFirst: atFirst,
  };
}

/** The army morale tool's inputs for `side` as the tracker stands. */
export function armyInputs(s: IfcSnapshot, side: Side): Inputs {
  const a = s.armies[side];
  const brigades = brigadesOf(s, side);
  const divisionals = s.generals.filter((g) => g.side === side);
  return {
    ...qualityInputs(armyUnits(s, side)),
    brigades: Math.max(1, brigades.length),
    broken: brigades.filter((b) => b.broken).length,
    divisional: divisionals.length,
    divisionalFallen: divisionals.filter((g) => g.fallen).length,
    passed: a.passed,
    armyLost: armyLost(s, side),
    armyLostAtFirst: a.lostAtFirstTest ?? 0,
  };
}

/** Whether brigade `b` tests now (a broken brigade tests no more: ruling A13). */
export function brigadeDue(s: IfcSnapshot, b: TrackedBrigade): MoraleTrigger {
  if (b.broken)
    return { due: false, why: 'Broken: its later losses bring army re-tests only (ruling A13).' };
  if (unitsOf(s, b.id).length === 0) return { due: false, why: 'No units entered yet.' };
  return brigadeTrigger(brigadeInputs(s, b));
}

/** Units `side`'s army has lost, from every brigade. */
export function armyLost(s: IfcSnapshot, side: Side): number {
  return armyUnits(s, side).filter((u) => u.removed !== null).length;
}

/**
 * Whether `side`'s army tests now: when its trigger is reached, and after a pass once more for
 * each unit the army loses since its first test.
 */
export function armyDue(s: IfcSnapshot, side: Side): MoraleTrigger {
  const a = s.armies[side];
  if (a.state === 'left-field') return { due: false, why: 'The army has left the field.' };
  if (brigadesOf(s, side).length === 0) return { due: false, why: 'No brigades entered yet.' };
  const trigger = armyTrigger(armyInputs(s, side));
  if (!trigger.due || a.lostAtFirstTest === null) return trigger;
  const next = a.lostAtFirstTest + a.passed;
  if (armyLost(s, side) >= next) return { due: true };
  return {
    due: false,
    why: `Passed ${a.passed}: the next re-test comes when the army has lost ${next} units.`,
  };
}

/** A test's result from its dice: the tool resolves them with the tracker's counts. */
export function moraleResult(
  kind: 'brigade' | 'army',
  inputs: Inputs,
  dice: readonly number[],
): { pass: boolean; text: string; total: number } {
  const tool = kind === 'brigade' ? brigadeMoraleTool : armyMoraleTool;
  const { rolls, resolution } = resolveTool(tool, [dice], inputs);
  const key = resolution.outcome.key;
  if (key === 'not-due') throw new RangeError(resolution.effects?.[0] ?? 'No test is due.');
  return {
    pass: key === 'pass',
    text: `${resolution.outcome.label}: ${resolution.effects?.[0] ?? ''}`,
    total: rolls[0]?.total ?? 0,
  };
}

/** A unit's figures lost, and the casualty bracket it has reached. */
export function unitBracket(u: TrackedUnit): { lost: number; bracket: CasualtyBracket | null } {
  const lost = u.start - u.figures;
  return { lost, bracket: bracketReached(u.start, lost) };
}
