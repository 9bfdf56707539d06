import { expect } from '@open-wc/testing';
import { modifierTotals, resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs, effectiveInputs } from '../../../../src/core/shared/tool-inputs.js';
import { supplyTool } from '../../../../src/core/games/us-civil-war/supply.js';
import type { AttritionChart } from '../../../../src/core/games/us-civil-war/attrition-chart.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const FIXTURE: AttritionChart = { columns: { '1': { sps: 0, from: 1, results: [0, 0, 1, 1, 2] } } };
const bare = supplyTool(null);
const keyed = supplyTool(FIXTURE);

const situation = (inputs: Inputs) => effectiveInputs(bare, { ...defaultInputs(bare), ...inputs });
const net = (inputs: Inputs) => modifierTotals(bare, situation(inputs))[0];
const roll = (tool: typeof bare, die: number, inputs: Inputs = {}) =>
  resolveTool(tool, [[die]], situation(inputs)).resolution;

describe('US Civil War Supply Segment and attrition (13.1–13.2)', () => {
  it('takes the Commanding General’s Attack Rating off the roll (ruling G2)', () => {
    expect(net({ attack: 2 })).to.equal(-2);
  });

  it('adds +2 for Demoralized SPs, the season and the terrain, all together', () => {
    expect(net({ demoralized: true })).to.equal(2);
    expect(net({ season: 'winter' })).to.equal(3);
    expect(net({ season: 'spring' })).to.equal(1);
    expect(net({ season: 'fall' })).to.equal(1);
    expect(net({ terrain: 'woods' })).to.equal(1);
    expect(net({ terrain: 'mountain' })).to.equal(2);
    expect(net({ terrain: 'marsh', season: 'winter', demoralized: true, attack: 1 })).to.equal(6);
  });

  it('spares a stack in supply, Militia and a stack with a SUPPLY card', () => {
    expect(roll(bare, 6, { state: 'limited' }).outcome.key).to.equal('supplied');
    expect(roll(bare, 6, { militia: true }).outcome.key).to.equal('spared');
    expect(roll(bare, 6, { card: true }).outcome.key).to.equal('spared');
    expect(bare.odds(situation({ state: 'full' })).outcomes[0]?.weight).to.equal(1);
  });

  it('gives the modified roll to read until the Attrition Table is entered', () => {
    const r = roll(bare, 4, { season: 'winter' });
    expect(r.outcome.key).to.equal('read');
    expect(r.effects?.join(' ')).to.contain('Modified roll 7');
    expect(r.effects?.join(' ')).to.contain('Foraging marker');
  });

  it('reads the SPs displaced on the entered table, never more than the stack has', () => {
    expect(roll(keyed, 2).outcome.key).to.equal('none');
    const r = roll(keyed, 6, { sps: 1 });
    expect(r.outcome.key).to.equal('displaced');
    expect(r.effects?.join(' ')).to.contain('1 SP goes to the Displaced Box');
    expect(r.effects?.join(' ')).to.contain('no SPs left');
  });

  it('gives exact odds on the entered table', () => {
    const odds = keyed.odds(situation({ sps: 4 }));
    const w = (k: string) => odds.outcomes.find((o) => o.key === k)?.weight;
    expect([w('none'), w('displaced'), odds.total]).to.deep.equal([2, 4, 6]);
  });
});
