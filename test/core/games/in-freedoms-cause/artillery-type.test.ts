import { expect } from '@open-wc/testing';
import {
  ARTILLERY_TYPE_TABLE,
  artilleryTypeTool,
} from '../../../../src/core/games/in-freedoms-cause/artillery-type.js';
import { MODULE } from '../../../../src/core/games/in-freedoms-cause/module.js';
import { gameModuleProblems, loadTool } from '../../../../src/core/shared/game-module.js';
import { resolveTool } from '../../../../src/core/shared/tool-inputs.js';

/** Spec 003 §3.11, face 1 to 6, as the rulebook prints them. */
const SPEC = {
  union: ['smoothbore', 'smoothbore', 'smoothbore', 'rifled', 'rifled', 'rifled'],
  confederate: ['smoothbore', 'smoothbore', 'mixed', 'mixed', 'rifled', 'rifled'],
};

describe('In Freedom’s Cause artillery-type roll', () => {
  it('is a built roll tool of the module', async () => {
    expect(gameModuleProblems(MODULE)).to.deep.equal([]);
    const held = MODULE.tools['artillery-type'];
    expect(held && (await loadTool(held)).kind).to.equal('roll');
  });

  it('prints each side’s faces as the rulebook gives them', () => {
    expect(ARTILLERY_TYPE_TABLE.cells.map((row) => row[0])).to.deep.equal(SPEC.union);
    expect(ARTILLERY_TYPE_TABLE.cells.map((row) => row[1])).to.deep.equal(SPEC.confederate);
  });

  it('resolves every face of both sides to the rulebook’s guns', () => {
    for (const side of ['union', 'confederate'] as const)
      SPEC[side].forEach((bore, i) => {
        const { resolution } = resolveTool(artilleryTypeTool, [[i + 1]], { side });
        expect(resolution.outcome.key, `${side} ${i + 1}`).to.equal(bore);
      });
  });

  it('gives exact odds: Union half and half, Confederate a third each', () => {
    const odds = (side: string) =>
      artilleryTypeTool.odds({ side }).outcomes.map((o) => [o.key, o.weight]);
    expect(odds('union')).to.deep.equal([
      ['smoothbore', 3],
      ['mixed', 0],
      ['rifled', 3],
    ]);
    expect(odds('confederate')).to.deep.equal([
      ['smoothbore', 2],
      ['mixed', 2],
      ['rifled', 2],
    ]);
  });
});
