import { expect } from '@open-wc/testing';
import { resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs } from '../../../../src/core/shared/tool-inputs.js';
import { navalReinforcementTool as tool } from '../../../../src/core/games/us-civil-war/naval-reinforcement.js';

const piece = (face: number) =>
  resolveTool(tool, [[face]], defaultInputs(tool)).resolution.outcome.key;

describe('The U.S. Civil War Confederate naval reinforcement (21.10.1)', () => {
  it('reads 1–2 Ironclad, 3–4 Naval Battery, 5–6 River Flotilla', () => {
    expect([1, 2, 3, 4, 5, 6].map(piece)).to.deep.equal([
      'ironclad',
      'ironclad',
      'battery',
      'battery',
      'flotilla',
      'flotilla',
    ]);
  });

  it('gives each piece a third of the time, and sends the player to the Random States Table', () => {
    const odds = tool.odds(defaultInputs(tool));
    expect(odds.outcomes.map((o) => (o.weight * 3) / odds.total)).to.deep.equal([1, 1, 1]);
    const effects = resolveTool(tool, [[1]], defaultInputs(tool)).resolution.effects ?? [];
    expect(effects[0]).to.contain('under construction');
    expect(effects[1]).to.contain('2d6 on the Random States Table');
  });
});
