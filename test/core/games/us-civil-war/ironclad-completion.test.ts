import { expect } from '@open-wc/testing';
import { resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs } from '../../../../src/core/shared/tool-inputs.js';
import { ironcladCompletionTool as tool } from '../../../../src/core/games/us-civil-war/ironclad-completion.js';

const outcome = (face: number) =>
  resolveTool(tool, [[face]], defaultInputs(tool)).resolution.outcome.key;

describe('The U.S. Civil War Ironclad completion (21.10.3)', () => {
  it('completes one Ironclad on 5–6, none on 1–4', () => {
    expect([1, 2, 3, 4, 5, 6].map(outcome)).to.deep.equal([
      'fails',
      'fails',
      'fails',
      'fails',
      'succeeds',
      'succeeds',
    ]);
    const odds = tool.odds(defaultInputs(tool));
    expect(((odds.outcomes[0]?.weight ?? 0) * 6) / odds.total).to.equal(2);
  });

  it('says the completed Ironclad’s strength', () => {
    const effects = resolveTool(tool, [[6]], defaultInputs(tool)).resolution.effects ?? [];
    expect(effects[0]).to.contain('2 NSPs');
  });
});
