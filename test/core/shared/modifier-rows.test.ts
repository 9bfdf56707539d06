import { expect } from '@open-wc/testing';
import { applyModifiers } from '../../../src/core/shared/modifiers.js';
import { flagModifier, perModifier } from '../../../src/core/shared/modifier-rows.js';

describe('modifier rows', () => {
  it('switches a flag modifier on with the input of its own id', () => {
    const mod = flagModifier('cover', 'In cover', -1, 'R', { note: 'N' });
    expect(mod).to.deep.equal({
      id: 'cover',
      label: 'In cover',
      value: -1,
      rule: 'R',
      when: { input: 'cover' },
      note: 'N',
    });
    expect(applyModifiers([mod], { cover: true }).map((m) => m.value)).to.deep.equal([-1]);
    expect(applyModifiers([mod], { cover: false })).to.deep.equal([]);
  });

  it('counts a per modifier by the number input of its own id, when its condition holds', () => {
    expect(perModifier('mam', 'MAM', 1, 'R')).to.deep.equal({
      id: 'mam',
      label: 'MAM',
      value: 1,
      per: 'mam',
      rule: 'R',
    });
    const cards = perModifier('cards', 'Cards', 1, 'R', { when: { not: { input: 'fog' } } });
    expect(applyModifiers([cards], { cards: 3, fog: false }).map((m) => m.value)).to.deep.equal([
      3,
    ]);
    expect(applyModifiers([cards], { cards: 3, fog: true })).to.deep.equal([]);
  });
});
