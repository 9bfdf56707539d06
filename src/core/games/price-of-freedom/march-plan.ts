/**
 * The Price of Freedom: a planned land move, region by region (§16.2-16.3): the allowance at the
 * start, then for each region entered its march attrition (who is subject, the exact chance of a
 * loss), the pick-ups, drop-offs and action taken there, and the allowance left. Every outcome of
 * the attrition dice is followed exactly, so later regions show odds over all earlier results.
 * Procedures only; the steps are those of `march.ts`.
 */
import {
  ARMY_LIMITS,
  BATTLE_MAX_CORPS,
  MARCH_ATTRITION_FROM_REGION,
  NATION_LABELS,
} from './constants.js';
import { marchAttritionTool } from './march-attrition.js';
import { actWhileMoving, dropOff, enterRegion, pickUp, startMarch } from './march.js';
import type { MarchCorps, MarchState } from './march.js';
import type { MarchPlan, MarchPlanInput, MarchPlanRow, MarchPlanStep } from './march-plan-types.js';
import { isArmySpent, movementAllowance } from './movement.js';
import type { MovementAllowance } from './movement.js';

export type { MarchPlan, MarchPlanInput, MarchPlanRow, MarchPlanStep } from './march-plan-types.js';

/** Regions a plan may list: the largest allowance is 3 + 1 (MAM) + 1 (force march) (§16.2.2). */
export const MARCH_PLAN_MAX_STEPS = 5;

/** One outcome of the dice so far. */
interface Branch {
  readonly state: MarchState;
  readonly weight: number;
  readonly lost: number;
  /** The move is over: no corps left (§16.3.6) or no allowance to enter the next region. */
  readonly ended: boolean;
  readonly path: boolean;
}

const whole = (n: number, what: string, max: number) => {
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw new RangeError(`${what} must be a whole number from 0 to ${max}.`);
};

function distribution(pairs: readonly (readonly [number, number])[], total: number) {
  const map = new Map<number, number>();
  for (const [key, w] of pairs) if (w > 0) map.set(key, (map.get(key) ?? 0) + w);
  const outcomes = [...map].sort((a, b) => a[0] - b[0]).map(([key, weight]) => ({ key, weight }));
  return { outcomes, total };
}

/** The `n` corps of one condition to drop off, farthest-marched first (the planner's choice). */
function toDrop(corps: readonly MarchCorps[], spent: boolean, n: number): string[] {
  return [...corps]
    .filter((c) => c.spent === spent)
    .sort((a, b) => b.regionsEntered - a.regionsEntered)
    .slice(0, n)
    .map((c) => c.id);
}

/** The army's size limits for a deliberate change (§7.2.4, §16.2.4). */
function sizeLimits(input: MarchPlanInput): { min: number; max: number } {
  return input.command === 'field'
    ? { min: ARMY_LIMITS.fieldMin, max: ARMY_LIMITS.fieldMax }
    : { min: ARMY_LIMITS.theaterMin[input.side], max: ARMY_LIMITS.theaterMax };
}

/** Pick-ups, drop-offs and the action of `step` in region `i`; problems only on the path. */
function inRegion(
  input: MarchPlanInput,
  state: MarchState,
  step: MarchPlanStep,
  i: number,
  problems: string[] | null,
): MarchState {
  const say = (p: string) => problems?.push(p);
  let s = state;
  for (let k = 0; k < step.pickFresh; k++) s = pickUp(s, { id: `r${i}f${k}`, spent: false });
  for (let k = 0; k < step.pickSpent; k++) s = pickUp(s, { id: `r${i}s${k}`, spent: true });
  for (const [spent, n] of [
    [false, step.dropFresh],
    [true, step.dropSpent],
  ] as const) {
    const ids = toDrop(s.corps, spent, n);
    if (ids.length < n)
      say(`The army has only ${ids.length} ${spent ? 'spent' : 'fresh'} corps to drop off here.`);
    for (const id of ids) {
      if (s.corps.length === 1) {
        say('An army keeps at least 1 corps (§7.2.4).');
        break;
      }
      s = dropOff(s, id);
    }
  }
  const moved = step.pickFresh + step.pickSpent + step.dropFresh + step.dropSpent > 0;
  const { min, max } = sizeLimits(input);
  const who = input.command === 'field' ? 'A field commander' : 'A theater commander';
  if (moved && s.corps.length > max)
    say(`${who} may have at most ${max} corps after picking up (§16.2.4).`);
  if (moved && s.corps.length < min)
    say(`${who} must keep at least ${min} corps after dropping off (§16.2.4).`);
  if (step.action !== null) {
    if (step.action === 'garrison' && input.side !== 'usa')
      say('Only the Union places garrisons (§7.1.3, §18.1).');
    try {
      s = actWhileMoving(s, step.action);
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      say(e.message);
    }
  }
  return s;
}

/** The army as the plan starts it, after checking the inputs. */
function start(input: MarchPlanInput, allowance: MovementAllowance, problems: string[]) {
  whole(input.fresh, 'Fresh corps', BATTLE_MAX_CORPS);
  whole(input.spent, 'Spent corps', BATTLE_MAX_CORPS);
  const size = input.fresh + input.spent;
  if (size < 1 || size > ARMY_LIMITS.theaterMax)
    throw new RangeError(`An army has 1 to ${ARMY_LIMITS.theaterMax} corps (§7.1.1, §7.2.3).`);
  if (input.steps.length > MARCH_PLAN_MAX_STEPS)
    throw new RangeError(`A move enters at most ${MARCH_PLAN_MAX_STEPS} regions (§16.2.2).`);
  for (const step of input.steps) {
    for (const n of [step.pickFresh, step.pickSpent, step.dropFresh, step.dropSpent])
      whole(n, 'Corps picked up or dropped off', ARMY_LIMITS.theaterMax);
  }
  if (input.command === 'field' && size > ARMY_LIMITS.fieldMax)
    problems.push(`A field commander commands at most ${ARMY_LIMITS.fieldMax} corps (§7.2.2).`);
  problems.push(...allowance.problems);
  if (!allowance.canMove)
    problems.push(
      `The ${NATION_LABELS[input.side]} army cannot move: its allowance is 0 and the OP is lost (§16.2.2 note 3).`,
    );
  const corps = [
    ...Array.from({ length: input.fresh }, (_, k) => ({ id: `f${k}`, spent: false })),
    ...Array.from({ length: input.spent }, (_, k) => ({ id: `s${k}`, spent: true })),
  ];
  return startMarch(corps, allowance.total, input.forceMarch, input.trigger);
}

/** Enters region `i` in one branch: one child, or two when a loss may or may not happen. */
function enter(b: Branch, input: MarchPlanInput, i: number, problems: string[]) {
  const step = input.steps[i];
  if (step === undefined) return { children: [], lossWeight: 0, probe: null };
  if (b.ended || b.state.remaining < 1) {
    if (b.path) problems.push('No allowance left to enter this region (§16.2.3).');
    return {
      children: [{ ...b, weight: b.weight * 6, ended: true }],
      lossWeight: 0,
      probe: null,
    };
  }
  const s = b.state.corps.filter(
    (c) => c.spent && c.regionsEntered + 1 >= MARCH_ATTRITION_FROM_REGION,
  ).length;
  const odds = marchAttritionTool.odds({ spentSubject: s, forceMarch: input.forceMarch });
  const lossWeight = odds.outcomes.find((o) => o.key === 'loss')?.weight ?? 0;
  const outcomes: [number, number, boolean][] =
    s === 0
      ? [[6, 0, false]]
      : [
          [6 - lossWeight, 6, false],
          [lossWeight, 1, true],
        ];
  const avoidable = lossWeight < 6;
  const children: Branch[] = [];
  let probe: ReturnType<typeof enterRegion> | null = null;
  for (const [w, die, lose] of outcomes) {
    if (w === 0) continue;
    const stepped = enterRegion(b.state, s === 0 ? null : die);
    const onPath = b.path && lose !== avoidable;
    if (onPath) probe = stepped;
    const gone = stepped.state.corps.length === 0;
    const after = gone
      ? stepped.state
      : inRegion(input, stepped.state, step, i, onPath ? problems : null);
    children.push({
      state: after,
      weight: b.weight * w,
      lost: b.lost + (lose ? 1 : 0),
      ended: gone,
      path: onPath,
    });
  }
  return { children, lossWeight: b.weight * lossWeight, probe };
}

/**
 * Plans a land move (§16.2-16.3): the allowance at the start from `movementAllowance`, then
 * each region in turn through `enterRegion`, the pick-ups and drop-offs (which never change the
 * allowance, §16.2.4) and the action taken there (`actWhileMoving`). Throws a RangeError for
 * counts out of range; rule breaches are reported as problems.
 */
export function planMarch(input: MarchPlanInput): MarchPlan {
  const armySpent = isArmySpent(input.fresh + input.spent, input.spent);
  const allowance = movementAllowance({
    mam: input.mam,
    spent: armySpent,
    intendsAttack: input.intendsAttack,
    mudMarch: input.mudMarch,
    forceMarch: input.forceMarch,
  });
  const problems: string[] = [];
  let branches: Branch[] = [
    { state: start(input, allowance, problems), weight: 1, lost: 0, ended: false, path: true },
  ];
  let total = 1;
  const rows: MarchPlanRow[] = [];
  for (let i = 0; i < input.steps.length; i++) {
    const rowProblems: string[] = [];
    const next: Branch[] = [];
    let lossWeight = 0;
    let probe: ReturnType<typeof enterRegion> | null = null;
    for (const b of branches) {
      const out = enter(b, input, i, rowProblems);
      next.push(...out.children);
      lossWeight += out.lossWeight;
      probe ??= out.probe;
    }
    branches = next;
    total *= 6;
    const path = branches.find((b) => b.path);
    const corps = path?.state.corps ?? [];
    rows.push({
      index: i + 1,
      name: input.steps[i]?.name ?? '',
      path: {
        entered: probe !== null,
        subject: probe?.subject.length ?? 0,
        spentSubject: probe?.spentSubject.length ?? 0,
        flipped: probe?.flipped.length ?? 0,
        lostHere: probe?.lost != null,
        slowed: probe?.slowed ?? false,
        fresh: corps.filter((c) => !c.spent).length,
        spent: corps.filter((c) => c.spent).length,
        remaining: path?.state.remaining ?? 0,
      },
      loss: { weight: lossWeight, total },
      remaining: distribution(
        branches.map((b) => [b.ended ? 0 : b.state.remaining, b.weight] as const),
        total,
      ),
      lostSoFar: distribution(
        branches.map((b) => [b.lost, b.weight] as const),
        total,
      ),
      problems: rowProblems,
    });
  }
  const path = branches.find((b) => b.path);
  const actions = input.steps.filter((s, i) => s.action !== null && rows[i]?.path.entered).length;
  const wiped = branches
    .filter((b) => b.state.corps.length === 0)
    .reduce((t, b) => t + b.weight, 0);
  return {
    allowance,
    armySpent,
    rows,
    problems,
    canGoOn:
      path !== undefined &&
      !path.ended &&
      path.state.remaining > 0 &&
      input.steps.length < MARCH_PLAN_MAX_STEPS,
    ops: allowance.canMove ? 1 + actions : 1,
    wipedOut: { weight: wiped, total },
  };
}
