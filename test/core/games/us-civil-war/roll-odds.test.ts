import { expect } from '@open-wc/testing';
import type { Outcome, RollSide } from '../../../../src/core/shared/tool.js';
import { modifiedRollOdds } from '../../../../src/core/games/us-civil-war/roll-odds.js';

const SIDE: RollSide = {
  id: 'roller',
  label: 'Roller',
  dice: { count: 1, sides: 6 },
  inputs: [],
  modifiers: [{ id: 'up', label: 'Up', value: 2, rule: '1.1', when: { input: 'up' } }],
};
const OUTCOMES: Outcome[] = [
  { key: 'low', label: 'Low', tone: 'bad' },
  { key: 'high', label: 'High', tone: 'good' },
  { key: 'never', label: 'Never', tone: 'neutral' },
];
const keyOf = (t: number) => (t >= 6 ? 'high' : 'low');

describe('US Civil War odds of a modified roll', () => {
  it('weighs each outcome in the tool’s order, an unreachable one at 0', () => {
    expect(modifiedRollOdds(SIDE, {}, OUTCOMES, keyOf)).to.deep.equal({
      outcomes: [
        { key: 'low', weight: 5 },
        { key: 'high', weight: 1 },
        { key: 'never', weight: 0 },
      ],
      total: 6,
    });
  });

  it('reads the total with the modifiers that apply', () => {
    expect(modifiedRollOdds(SIDE, { up: true }, OUTCOMES, keyOf).outcomes[1]).to.deep.equal({
      key: 'high',
      weight: 3,
    });
  });
});
