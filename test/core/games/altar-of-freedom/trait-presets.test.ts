import { expect } from '@open-wc/testing';
import {
  generalFateTool,
  rallyTool,
  traitPresets,
  turnClockTool,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import { readInputs, resolveTool, writeInputs } from '../../../../src/core/shared/tool-inputs.js';
import type { RollTool } from '../../../../src/core/shared/tool.js';

describe('traits applied by the tools (App. I)', () => {
  it('an Aggressive Confederate army commander adds +1 to the clock control roll (L1646–1647)', () => {
    const preset = traitPresets('turn-clock', ['aggressive'], 'CSA');
    const { rolls } = resolveTool(turnClockTool, [[3], [3]], preset);
    expect(rolls.map((r) => r.total)).to.deep.equal([3, 4]);
  });

  it('a Cautious Union commander takes 1 off his clock roll (L1648–1649)', () => {
    const { rolls } = resolveTool(
      turnClockTool,
      [[3], [3]],
      traitPresets('turn-clock', ['cautious'], 'USA'),
    );
    expect(rolls.map((r) => r.total)).to.deep.equal([2, 3]);
  });

  it('Leads from the Front makes the fate roll worse by 1 and Leads from the Rear better by 1 (L1682–1686)', () => {
    const front = resolveTool(
      generalFateTool as RollTool,
      [[3]],
      traitPresets('general-fate', ['leads-from-the-front'], 'USA'),
    );
    const rear = resolveTool(
      generalFateTool as RollTool,
      [[3]],
      traitPresets('general-fate', ['leads-from-the-rear'], 'USA'),
    );
    expect(front.rolls[0]?.total).to.equal(4);
    expect(rear.rolls[0]?.total).to.equal(2);
  });

  it('a Revered general gives +2 to rally, a Dour one nothing, any other +1 (L1502, L1653–1654, L1699–1700)', () => {
    const total = (traits: Parameters<typeof traitPresets>[1]) =>
      resolveTool(rallyTool as RollTool, [[4]], traitPresets('rally', traits, 'USA')).rolls[0]
        ?.total;
    expect(total(['revered'])).to.equal(6);
    expect(total(['dour'])).to.equal(4);
    expect(total([])).to.equal(5);
  });

  it('presets are valid link values of each tool', () => {
    for (const [tool, id] of [
      [turnClockTool, 'turn-clock'],
      [generalFateTool as RollTool, 'general-fate'],
      [rallyTool as RollTool, 'rally'],
    ] as const) {
      const preset = traitPresets(id, ['aggressive', 'revered', 'leads-from-the-front'], 'CSA');
      const pairs = writeInputs(tool, preset);
      expect(readInputs(tool, pairs).problems).to.deep.equal([]);
    }
  });
});
