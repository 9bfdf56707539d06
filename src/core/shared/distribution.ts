/**
 * Exact discrete distributions of dice outcomes: integer weights over a common total, built by
 * enumeration (no sampling), so that odds shown to players sum to exactly 1.
 */
import { assertDiceSpec } from './dice-spec.js';
import type { DiceSpec, Distribution } from './types.js';

/** A probability as an exact fraction: `weight` chances out of `total`. */
export interface Fraction {
  readonly weight: number;
  readonly total: number;
}

function assertSafeTotal(total: number): void {
  if (!Number.isSafeInteger(total)) {
    throw new RangeError(
      `A distribution over ${String(total)} outcomes is too large to count exactly.`,
    );
  }
}

/**
 * A distribution from accumulated weights: ascending keys when every key is a number,
 * first-seen order otherwise.
 */
function fromWeights<K extends string | number>(
  weights: Map<K, number>,
  total: number,
): Distribution<K> {
  const outcomes = [...weights].map(([key, weight]) => ({ key, weight }));
  if (outcomes.every((o) => typeof o.key === 'number')) {
    outcomes.sort((x, y) =>
      typeof x.key === 'number' && typeof y.key === 'number' ? x.key - y.key : 0,
    );
  }
  return { outcomes, total };
}

function add<K>(weights: Map<K, number>, key: K, weight: number): void {
  weights.set(key, (weights.get(key) ?? 0) + weight);
}

/**
 * The exact distribution of the sum of `spec`: each reachable sum with the number of ways to
 * roll it, over total = sides^count. Throws a RangeError for a spec outside `DICE_LIMITS` or
 * one whose total is beyond exact integer arithmetic (2^53).
 */
export function diceDistribution(spec: DiceSpec): Distribution<number> {
  assertDiceSpec(spec);
  assertSafeTotal(spec.sides ** spec.count);
  let ways = new Map<number, number>([[0, 1]]);
  for (let die = 0; die < spec.count; die++) {
    const next = new Map<number, number>();
    for (const [sum, weight] of ways) {
      for (let face = 1; face <= spec.sides; face++) add(next, sum + face, weight);
    }
    ways = next;
  }
  return fromWeights(ways, spec.sides ** spec.count);
}

/** `d` with every key passed through `fn`; keys mapping to the same value merge their weights. */
export function mapDistribution<K extends string | number, L extends string | number>(
  d: Distribution<K>,
  fn: (key: K) => L,
): Distribution<L> {
  const weights = new Map<L, number>();
  for (const { key, weight } of d.outcomes) add(weights, fn(key), weight);
  return fromWeights(weights, d.total);
}

/**
 * The distribution of `fn(x, y)` for independent outcomes x of `a` and y of `b`: weights
 * multiply, total = a.total × b.total. Throws a RangeError if that total is beyond 2^53.
 */
export function combineDistributions<
  A extends string | number,
  B extends string | number,
  K extends string | number,
>(a: Distribution<A>, b: Distribution<B>, fn: (x: A, y: B) => K): Distribution<K> {
  const total = a.total * b.total;
  assertSafeTotal(total);
  const weights = new Map<K, number>();
  for (const x of a.outcomes) {
    for (const y of b.outcomes) add(weights, fn(x.key, y.key), x.weight * y.weight);
  }
  return fromWeights(weights, total);
}

/** `d` with `n` (a finite number, usually the net modifier) added to every key. */
export function shiftDistribution(d: Distribution<number>, n: number): Distribution<number> {
  if (!Number.isFinite(n)) throw new RangeError(`Cannot shift a distribution by ${String(n)}.`);
  return mapDistribution(d, (key) => key + n);
}

/** The exact chance of `key` in `d` (weight 0 when it cannot occur). */
export function probabilityOf<K extends string | number>(d: Distribution<K>, key: K): Fraction {
  let weight = 0;
  for (const outcome of d.outcomes) if (outcome.key === key) weight += outcome.weight;
  return { weight, total: d.total };
}

/** Each outcome of `d` with its probability as a number in 0..1, in `d`'s order. For charts. */
export function toProbabilities<K extends string | number>(
  d: Distribution<K>,
): { readonly key: K; readonly probability: number }[] {
  return d.outcomes.map(({ key, weight }) => ({ key, probability: weight / d.total }));
}
