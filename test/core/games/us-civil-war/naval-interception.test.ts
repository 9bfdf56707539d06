import { expect } from '@open-wc/testing';
import { failedChecks, resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs, effectiveInputs } from '../../../../src/core/shared/tool-inputs.js';
import { navalInterceptionTool as tool } from '../../../../src/core/games/us-civil-war/naval-interception.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const situation = (inputs: Inputs) => effectiveInputs(tool, { ...defaultInputs(tool), ...inputs });
const in36 = (inputs: Inputs) => {
  const odds = tool.odds(situation(inputs));
  return ((odds.outcomes.find((o) => o.key === 'succeeds')?.weight ?? NaN) * 36) / odds.total;
};

describe('The U.S. Civil War naval interception (21.4.2)', () => {
  it('succeeds on 7 or more: 21/36 plain, 26/36 with a Union leader, 15/36 with an Ironclad', () => {
    expect(in36({})).to.equal(21);
    expect(in36({ leader: true })).to.equal(26);
    expect(in36({ ironclad: true })).to.equal(15);
  });

  it('reads the modified roll against the target', () => {
    expect(resolveTool(tool, [[3, 3]], situation({})).resolution.outcome.key).to.equal('fails');
    expect(resolveTool(tool, [[3, 4]], situation({})).resolution.outcome.key).to.equal('succeeds');
    expect(
      resolveTool(tool, [[3, 4]], situation({ ironclad: true })).resolution.outcome.key,
    ).to.equal('fails');
    expect(
      resolveTool(tool, [[3, 3]], situation({ leader: true })).resolution.effects?.[0],
    ).to.contain('naval battle');
  });

  it('needs no roll between a Coastal Fort and its own Ocean Port', () => {
    expect(in36({ coastal: true })).to.equal(36);
    const r = resolveTool(tool, [[1, 1]], situation({ coastal: true })).resolution;
    expect(r.outcome.key).to.equal('succeeds');
    expect(r.effects?.[0]).to.contain('10.3.2');
  });

  it('refuses a Union leader with a Confederate Ironclad', () => {
    expect(failedChecks(tool, situation({ leader: true, ironclad: true }))).to.have.length(1);
  });
});
