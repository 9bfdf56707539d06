import { expect } from '@open-wc/testing';
import { toolInputs } from '../../../../src/core/shared/index.js';
import { battleTool } from '../../../../src/core/games/price-of-freedom/battle.js';

describe('Price of Freedom battle tool: who gets which modifier (§17.3.3)', () => {
  it('input ids are unique across the tool and prefixed per side', () => {
    const ids = toolInputs(battleTool).map((d) => d.id);
    expect(new Set(ids).size).to.equal(ids.length);
    for (const d of battleTool.sides[0]!.inputs) {
      expect(
        ['attacker', 'turn', 'region', 'home', 'fogOfWar'].includes(d.id) || d.id.startsWith('a_'),
      ).to.equal(true);
    }
    for (const d of battleTool.sides[1]!.inputs) expect(d.id.startsWith('d_')).to.equal(true);
  });
});
