import { expect } from '@open-wc/testing';
import { REACTING_SIDE } from '../../../../src/core/games/us-civil-war/reaction-side.js';

describe('US Civil War reacting side', () => {
  it('gives each modifier an input of its own to switch it on', () => {
    const inputs = new Set(REACTING_SIDE.inputs.map((i) => i.id));
    expect(REACTING_SIDE.modifiers.length).to.be.greaterThan(0);
    for (const m of REACTING_SIDE.modifiers) {
      const named = JSON.stringify(m.when ?? { input: m.per });
      const ids = [...named.matchAll(/"input":"(\w+)"/g)].map((x) => x[1]);
      expect(ids.length, m.id).to.be.greaterThan(0);
      for (const id of ids) expect(inputs.has(id ?? ''), `${m.id}: ${id}`).to.equal(true);
    }
  });

  it('offers the crossings of 9.4 in its choices', () => {
    const river = REACTING_SIDE.inputs.find((i) => i.id === 'river');
    const mountain = REACTING_SIDE.inputs.find((i) => i.id === 'mountain');
    expect(river?.kind === 'choice' ? river.options.length : 0).to.equal(6);
    expect(mountain?.kind === 'choice' ? mountain.options.length : 0).to.equal(4);
  });
});
