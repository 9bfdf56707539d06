import { expect } from '@open-wc/testing';
import { blockadeRunningTool } from '../../../../src/core/games/us-civil-war/blockade-running.js';
import { resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs } from '../../../../src/core/shared/tool-inputs.js';
import type { Inputs } from '../../../../src/core/shared/types.js';
import { BLOCKADE_FIXTURE } from '../../../helpers/uscw-blockade-fixture.js';

const run = (data: unknown, face: number, over: Inputs = {}) => {
  const tool = blockadeRunningTool(data);
  return resolveTool(tool, [[face]], { ...defaultInputs(tool), ...over });
};
const oddsOf = (data: unknown, over: Inputs) => {
  const tool = blockadeRunningTool(data);
  return tool.odds({ ...defaultInputs(tool), ...over });
};

describe('The U.S. Civil War Blockade Running roll (14.4)', () => {
  it('14.4.3 example: Wilmington (+2) and Roanoke Island (+1) open add +3 to the North Atlantic roll', () => {
    const r = run(BLOCKADE_FIXTURE, 4, { zone: 'na', year: '1862', ports: 3 });
    expect(r.rolls[0]?.total).to.equal(7);
    expect(r.resolution.outcome.key).to.equal('bp-7');
    expect(r.resolution.effects?.[0]).to.contain(
      'North Atlantic, 1862 column, modified roll 7: 7.',
    );
  });

  it('14.4.3: a zone with no open port rolls at −1, whatever its ports’ modifiers', () => {
    const r = run(BLOCKADE_FIXTURE, 3, { zone: 'gulf', year: '1862', none: true, ports: 5 });
    expect(r.rolls[0]?.total).to.equal(2);
  });

  it('14.4.5 inflation: a +2M result says Maintenance goes up by 2', () => {
    const r = run(BLOCKADE_FIXTURE, 1, { year: '1861', none: true });
    expect(r.resolution.outcome.key).to.equal('bp-0-m');
    expect(r.resolution.effects?.join(' ')).to.contain('Maintenance Cost goes up by 2');
  });

  it('gives the exact odds of each result on the entered column: 1d6 + 2 reads 3 to 8 BPs, 1 in 6 each', () => {
    const d = oddsOf(BLOCKADE_FIXTURE, { year: '1863', ports: 2 });
    expect(d.total).to.equal(6);
    const keys = d.outcomes.filter((o) => o.weight > 0).map((o) => [o.key, o.weight]);
    expect(keys).to.deep.equal([
      ['bp-3', 1],
      ['bp-4', 1],
      ['bp-5', 1],
      ['bp-6', 1],
      ['bp-7', 1],
      ['bp-8', 1],
    ]);
  });

  it('without an entered table (ruling G3) says to read the card, and the odds are all of that', () => {
    const r = run(null, 5, { ports: 1 });
    expect(r.resolution.outcome.key).to.equal('read');
    expect(r.resolution.effects?.[0]).to.contain('modified roll 6');
    expect(r.resolution.effects?.[0]).to.contain('ruling G3');
    const d = oddsOf(null, {});
    expect(d.outcomes.find((o) => o.key === 'read')?.weight).to.equal(6);
  });

  it('does not read a table that contradicts the rulebook’s facts', () => {
    const wrong = { years: { ...BLOCKADE_FIXTURE.years, '1862': { from: 0, results: ['1'] } } };
    expect(run(wrong, 4, { year: '1862' }).resolution.outcome.key).to.equal('read');
  });
});
