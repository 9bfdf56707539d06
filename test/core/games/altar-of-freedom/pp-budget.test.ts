import { expect } from '@open-wc/testing';
import { scriptedRoller } from '../../../../src/core/shared/index.js';
import {
  budgetRollsNeeded,
  rollFinestHour,
  rollTurnBudget,
  turnBudget,
  turnBudgetOdds,
} from '../../../../src/core/games/altar-of-freedom/index.js';

const weights = (d: ReturnType<typeof turnBudgetOdds>) =>
  d === null ? null : [d.outcomes.map((o) => [o.key, o.weight]), d.total];

describe('Altar of Freedom PP for the turn from a general’s traits (App. I; ruling A35)', () => {
  it('App. I, Hesitant: his PP are whatever the D6 shows, whatever his rating', () => {
    expect(turnBudget(7, ['hesitant'], { hesitant: 2 })).to.deep.equal({
      pp: 2,
      steps: [{ trait: 'hesitant', roll: 2, pp: 2 }],
    });
    expect(turnBudget(null, ['hesitant'], { hesitant: 5 }).pp).to.equal(5);
    expect(weights(turnBudgetOdds(7, ['hesitant']))).to.deep.equal([
      [1, 2, 3, 4, 5, 6].map((k) => [k, 1]),
      6,
    ]);
  });

  it('App. I, Grandiose: 1–5 loses 1 PP, 6 adds 2', () => {
    expect(turnBudget(5, ['grandiose'], { grandiose: 5 }).pp).to.equal(4);
    expect(turnBudget(5, ['grandiose'], { grandiose: 6 }).pp).to.equal(7);
    expect(weights(turnBudgetOdds(5, ['grandiose']))).to.deep.equal([
      [
        [4, 5],
        [7, 1],
      ],
      6,
    ]);
  });

  it('App. I, Unreliable: on a 1 he issues no points this turn', () => {
    expect(turnBudget(6, ['unreliable'], { unreliable: 1 }).pp).to.equal(0);
    expect(turnBudget(6, ['unreliable'], { unreliable: 2 }).pp).to.equal(6);
    expect(weights(turnBudgetOdds(6, ['unreliable']))).to.deep.equal([
      [
        [0, 1],
        [6, 5],
      ],
      6,
    ]);
  });

  it('ruling A35: Unreliable first (a 1 ends it), then Hesitant, then Grandiose', () => {
    const traits = ['grandiose', 'hesitant', 'unreliable'] as const;
    expect(budgetRollsNeeded(traits)).to.deep.equal(['unreliable', 'hesitant', 'grandiose']);
    expect(budgetRollsNeeded(traits, { unreliable: 1 })).to.deep.equal([]);
    expect(budgetRollsNeeded(traits, { unreliable: 3 })).to.deep.equal(['hesitant', 'grandiose']);
    expect(turnBudget(8, traits, { unreliable: 3, hesitant: 4, grandiose: 6 })).to.deep.equal({
      pp: 6,
      steps: [
        { trait: 'unreliable', roll: 3, pp: 8 },
        { trait: 'hesitant', roll: 4, pp: 4 },
        { trait: 'grandiose', roll: 6, pp: 6 },
      ],
    });
    // Unreliable 1 then nothing more is rolled: one die used.
    const roller = scriptedRoller([1, 6, 6]);
    expect(rollTurnBudget(8, traits, roller)).to.deep.equal({
      pp: 0,
      steps: [{ trait: 'unreliable', roll: 1, pp: 0 }],
    });
    expect(roller.remaining).to.equal(2);
    // Unreliable and Hesitant: 0 on 6 of 36, each of 1–6 on 5 of 36.
    expect(weights(turnBudgetOdds(3, ['unreliable', 'hesitant']))).to.deep.equal([
      [[0, 6], ...[1, 2, 3, 4, 5, 6].map((k) => [k, 5])],
      36,
    ]);
  });

  it('a general with no rating entered: unknown unless Hesitant decides it', () => {
    expect(turnBudgetOdds(null, ['grandiose'])).to.equal(null);
    expect(turnBudgetOdds(null, [])).to.equal(null);
    expect(weights(turnBudgetOdds(4, []))).to.deep.equal([[[4, 1]], 1]);
    expect(() => turnBudget(4, ['grandiose'], { grandiose: 7 })).to.throw(RangeError);
  });

  it('App. I, Finest Hour: a D6 of bonus PP once the clock has run out', () => {
    expect(rollFinestHour(scriptedRoller([4]))).to.equal(4);
  });
});
