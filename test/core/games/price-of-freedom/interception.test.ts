import { expect } from '@open-wc/testing';
import { resolveTool } from '../../../../src/core/shared/index.js';
import {
  interceptionSucceeds,
  interceptionTool,
} from '../../../../src/core/games/price-of-freedom/interception.js';
import { withdrawalSucceeds } from '../../../../src/core/games/price-of-freedom/withdrawal.js';

describe('Price of Freedom interception (§16.5)', () => {
  it('succeeds only when the intercepting total is higher: ties favour the mover', () => {
    expect(interceptionSucceeds(4, 3)).to.equal(true);
    expect(interceptionSucceeds(4, 4)).to.equal(false);
    expect(interceptionSucceeds(3, 4)).to.equal(false);
  });

  it('differs from withdrawal on ties only', () => {
    for (let r = -2; r <= 8; r++)
      for (let m = -2; m <= 8; m++)
        expect(interceptionSucceeds(r, m), `${r} against ${m}`).to.equal(
          withdrawalSucceeds(r, m) && r !== m,
        );
  });

  it('a tie on the dice fails and the mover goes on; a win gives +1 in the battle', () => {
    const tie = resolveTool(interceptionTool, [[3], [3]], {}).resolution;
    expect(tie.outcome.key).to.equal('fails');
    expect(tie.effects?.some((e) => e.includes('may go on'))).to.equal(true);
    const win = resolveTool(interceptionTool, [[4], [3]], {}).resolution;
    expect(win.outcome.key).to.equal('intercepts');
    expect(win.effects?.some((e) => e.includes('+1 on its battle roll'))).to.equal(true);
  });
});
