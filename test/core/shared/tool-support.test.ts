import { expect } from '@open-wc/testing';
import { D6 } from '../../../src/core/shared/dice.js';
import { opposedD6 } from '../../../src/core/shared/tool-support.js';
import type { RollSide } from '../../../src/core/shared/tool.js';

/** A side whose only modifier is `value`, applied when the input `id` is ticked. */
function side(id: string, value: number): RollSide {
  return {
    id,
    label: id,
    dice: D6,
    inputs: [],
    modifiers: [{ id, label: id, value, rule: 'test', when: { input: id } }],
  };
}

describe('opposedD6', () => {
  it('spans −5 to +5 over 36 throws when neither side has a modifier', () => {
    const d = opposedD6(side('a', 2), side('b', 1), {});
    expect(d.total).to.equal(36);
    const keys = d.outcomes.map((o) => o.key);
    expect(Math.min(...keys)).to.equal(-5);
    expect(Math.max(...keys)).to.equal(5);
    expect(d.outcomes.find((o) => o.key === 0)?.weight).to.equal(6);
  });

  it('shifts the difference by each side’s net modifier', () => {
    const d = opposedD6(side('a', 2), side('b', 1), { a: true, b: true });
    const keys = d.outcomes.map((o) => o.key);
    expect(Math.min(...keys)).to.equal(-4);
    expect(Math.max(...keys)).to.equal(6);
    expect(d.outcomes.find((o) => o.key === 1)?.weight).to.equal(6);
  });
});
