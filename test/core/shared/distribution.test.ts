import { expect } from '@open-wc/testing';
import { D10, D12, D20, D6, THREE_D6, TWO_D6, clockDie } from '../../../src/core/shared/dice.js';
import {
  combineDistributions,
  diceDistribution,
  mapDistribution,
  probabilityOf,
  shiftDistribution,
  toProbabilities,
} from '../../../src/core/shared/distribution.js';
import type { DiceSpec, Distribution } from '../../../src/core/shared/types.js';

const sumWeights = <K extends string | number>(d: Distribution<K>): number =>
  d.outcomes.reduce((sum, o) => sum + o.weight, 0);

const GAME_DICE: DiceSpec[] = [D6, TWO_D6, THREE_D6, D10, D12, D20];
for (let sides = 10; sides <= 20; sides++) GAME_DICE.push(clockDie(sides));

describe('distribution', () => {
  it('the odds of every die the games use sum to exactly 1', () => {
    for (const spec of GAME_DICE) {
      const d = diceDistribution(spec);
      expect(d.total, `${spec.count}d${spec.sides}`).to.equal(spec.sides ** spec.count);
      expect(sumWeights(d), `${spec.count}d${spec.sides}`).to.equal(d.total);
      expect(d.outcomes[0]?.key).to.equal(spec.count);
      expect(d.outcomes.at(-1)?.key).to.equal(spec.count * spec.sides);
    }
  });

  it('2d6 has weights 1,2,3,4,5,6,5,4,3,2,1 over 36 for sums 2..12', () => {
    const d = diceDistribution(TWO_D6);
    expect(d.total).to.equal(36);
    expect(d.outcomes.map((o) => o.key)).to.deep.equal([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(d.outcomes.map((o) => o.weight)).to.deep.equal([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
  });

  it('3d6 has the known weights (10 and 11 each 27 of 216)', () => {
    const d = diceDistribution(THREE_D6);
    expect(d.outcomes.map((o) => o.weight)).to.deep.equal([
      1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1,
    ]);
  });

  it('refuses dice outside the limits', () => {
    expect(() => diceDistribution({ count: 0, sides: 6 })).to.throw(RangeError);
    expect(() => diceDistribution({ count: 10, sides: 100 })).to.throw(RangeError, /too large/);
  });

  it('mapDistribution merges keys that map together, keeping the total', () => {
    const parity = mapDistribution(diceDistribution(TWO_D6), (sum) =>
      sum % 2 === 0 ? 'even' : 'odd',
    );
    expect(parity).to.deep.equal({
      outcomes: [
        { key: 'even', weight: 18 },
        { key: 'odd', weight: 18 },
      ],
      total: 36,
    });
    const capped = mapDistribution(diceDistribution(D6), (face) => Math.min(face, 4));
    expect(capped.outcomes).to.deep.equal([
      { key: 1, weight: 1 },
      { key: 2, weight: 1 },
      { key: 3, weight: 1 },
      { key: 4, weight: 3 },
    ]);
  });

  it('mapDistribution orders number keys ascending and other keys by first appearance', () => {
    const reversed = mapDistribution(diceDistribution(D6), (face) => 7 - face);
    expect(reversed.outcomes.map((o) => o.key)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    const words = mapDistribution(diceDistribution(D6), (face) => (face > 3 ? 'high' : 'low'));
    expect(words.outcomes.map((o) => o.key)).to.deep.equal(['low', 'high']);
  });

  it('combineDistributions takes the independent product', () => {
    const d6 = diceDistribution(D6);
    const twice = combineDistributions(d6, d6, (a, b) => a + b);
    expect(twice).to.deep.equal(diceDistribution(TWO_D6));
    const d20 = diceDistribution(D20);
    const versus = combineDistributions(d20, d20, (a, b) => a - b);
    expect(versus.total).to.equal(400);
    expect(sumWeights(versus)).to.equal(400);
  });

  it('shiftDistribution adds to every key', () => {
    const d = shiftDistribution(diceDistribution(TWO_D6), -3);
    expect(d.outcomes[0]).to.deep.equal({ key: -1, weight: 1 });
    expect(d.outcomes.at(-1)).to.deep.equal({ key: 9, weight: 1 });
    expect(d.total).to.equal(36);
    expect(() => shiftDistribution(d, Number.NaN)).to.throw(RangeError);
  });

  it('probabilityOf gives the exact fraction, 0 for an impossible key', () => {
    expect(probabilityOf(diceDistribution(TWO_D6), 7)).to.deep.equal({ weight: 6, total: 36 });
    expect(probabilityOf(diceDistribution(TWO_D6), 13)).to.deep.equal({ weight: 0, total: 36 });
  });

  it('toProbabilities gives numbers summing to 1', () => {
    const p = toProbabilities(diceDistribution(TWO_D6));
    expect(p[5]).to.deep.equal({ key: 7, probability: 6 / 36 });
    expect(p.reduce((sum, o) => sum + o.probability, 0)).to.be.closeTo(1, 1e-12);
  });
});
