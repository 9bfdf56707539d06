import { expect } from '@open-wc/testing';
import { traitRollModifier } from '../../../../src/core/games/altar-of-freedom/trait-effects.js';
import { TRAITS } from '../../../../src/core/games/altar-of-freedom/traits.js';

describe('trait effects', () => {
  it('reads a trait’s roll modifier from its data (App. I)', () => {
    expect(traitRollModifier('aggressive', 'clock-control')).to.equal(1);
    expect(traitRollModifier('cautious', 'clock-control')).to.equal(-1);
    expect(traitRollModifier('leads-from-the-front', 'general-fate')).to.equal(1);
    expect(traitRollModifier('leads-from-the-rear', 'general-fate')).to.equal(-1);
  });

  it('refuses a trait that gives no such modifier', () => {
    expect(() => traitRollModifier('dour', 'general-fate')).to.throw(RangeError);
    expect(() => traitRollModifier('aggressive', 'general-fate')).to.throw(RangeError);
  });

  it('states in each description the numbers its effects hold', () => {
    const text = (id: string) => TRAITS.find((t) => t.id === id)?.description ?? '';
    expect(text('aggressive')).to.contain('adds 1 to every roll');
    expect(text('grandiose')).to.contain('1–5 costs him 1 PP this turn, 6 gives him 2 more');
    expect(text('unreliable')).to.contain('on a 1 he gives none');
  });
});
