import { expect } from '@open-wc/testing';
import type { InputDef, Inputs, InputValue, RollTool } from '../../../../src/core/shared/index.js';
import {
  applyModifiers,
  diceDistribution,
  failedChecks,
  resolveTool,
  sumModifiers,
} from '../../../../src/core/shared/index.js';
import { TOOLS } from '../../../../src/core/games/altar-of-freedom/index.js';

/** Every value an input can take. */
function valuesOf(def: InputDef): InputValue[] {
  if (def.kind === 'flag') return [false, true];
  if (def.kind === 'choice') return def.options.map((o) => o.value);
  const out: number[] = [];
  for (let n = def.min; n <= def.max; n++) out.push(n);
  return out;
}

/** Every combination of input values (the tools are small enough to enumerate). */
function* combinations(defs: readonly InputDef[], at = 0, acc: Inputs = {}): Generator<Inputs> {
  const def = defs[at];
  if (def === undefined) {
    yield acc;
    return;
  }
  for (const value of valuesOf(def)) yield* combinations(defs, at + 1, { ...acc, [def.id]: value });
}

/** Every natural roll of every side (cartesian product). */
function naturalRolls(tool: RollTool): number[][][] {
  let out: number[][][] = [[]];
  for (const side of tool.sides) {
    const faces: number[][] = [];
    const walk = (prefix: number[]) => {
      if (prefix.length === side.dice.count) {
        faces.push(prefix);
        return;
      }
      for (let f = 1; f <= side.dice.sides; f++) walk([...prefix, f]);
    };
    walk([]);
    out = out.flatMap((rolls) => faces.map((f) => [...rolls, f]));
  }
  return out;
}

/**
 * Per side, one situation for each distinct (net modifier, choice values) pair reachable by any
 * combination of that side's inputs; then every pairing of the sides' situations. This covers
 * every reachable modified total under every choice without enumerating billions of cases.
 */
function situations(tool: RollTool): Inputs[] {
  let out: Inputs[] = [{}];
  for (const side of tool.sides) {
    const reps = new Map<string, Inputs>();
    for (const inputs of combinations(side.inputs)) {
      const net = sumModifiers(applyModifiers(side.modifiers, inputs));
      const choices = side.inputs
        .filter((d) => d.kind === 'choice')
        .map((d) => String(inputs[d.id]));
      const key = `${net}|${choices.join('|')}`;
      if (!reps.has(key)) reps.set(key, inputs);
    }
    out = out.flatMap((acc) => [...reps.values()].map((inputs) => ({ ...acc, ...inputs })));
  }
  return out;
}

/** A deterministic subset of the combinations when there are too many to roll every die. */
function sample<T>(items: T[], keep: number): T[] {
  if (items.length <= keep) return items;
  const step = items.length / keep;
  return Array.from({ length: keep }, (_, i) => items[Math.floor(i * step)] as T);
}

describe('Altar of Freedom tools: whole-table invariant', function () {
  // Exhaustive enumeration: its length depends on the machine's load, not on a deadline, so no
  // per-test time limit (the runner's limit for the whole run still applies).
  this.timeout(0);
  for (const tool of TOOLS) {
    it(`${tool.id}: every input combination has exact odds over all outcomes`, () => {
      const keys = tool.outcomes.map((o) => o.key);
      let count = 0;
      for (const inputs of situations(tool)) {
        const odds = tool.odds(inputs);
        const expectedTotal = tool.sides.reduce((t, s) => t * diceDistribution(s.dice).total, 1);
        expect(odds.total).to.equal(expectedTotal);
        expect(odds.outcomes.reduce((t, o) => t + o.weight, 0)).to.equal(odds.total);
        expect(odds.outcomes.map((o) => o.key)).to.deep.equal(keys);
        count += 1;
      }
      expect(count).to.be.greaterThan(0);
    });

    it(`${tool.id}: every reachable modified total resolves to a declared outcome`, () => {
      const keys = new Set(tool.outcomes.map((o) => o.key));
      const all = situations(tool).filter((inputs) => failedChecks(tool, inputs).length === 0);
      for (const inputs of sample(all, 3000)) {
        for (const naturals of naturalRolls(tool)) {
          const { resolution } = resolveTool(tool, naturals, inputs);
          expect(keys.has(resolution.outcome.key), `${tool.id} ${resolution.outcome.key}`).to.equal(
            true,
          );
        }
      }
    });
  }
});
