import { expect } from '@open-wc/testing';
import { warIndustryTool } from '../../../../src/core/games/us-civil-war/war-industry.js';
import { RANDOM_STATES_TOTALS } from '../../../../src/core/games/us-civil-war/random-states.js';
import { resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs } from '../../../../src/core/shared/tool-inputs.js';

const NAMES = ['Texas', 'Arkansas', 'Louisiana', 'Mississippi', 'Alabama', 'Georgia'];
const TABLE = {
  states: Object.fromEntries(RANDOM_STATES_TOTALS.map((t, i) => [t, NAMES[i % NAMES.length]!])),
};
const roll = (data: typeof TABLE | null, faces: number[]) => {
  const tool = warIndustryTool(data);
  return resolveTool(tool, [faces], defaultInputs(tool)).resolution;
};

describe('The U.S. Civil War War Industry (14.5)', () => {
  it('14.5: two dice on the entered Random States Table name the Arsenal’s state', () => {
    const r = roll(TABLE, [3, 4]);
    expect(r.outcome.label).to.equal(TABLE.states['7']);
    expect(r.effects?.[0]).to.equal(`Random States Table, total 7: ${TABLE.states['7']}.`);
    expect(r.effects?.[1]).to.contain(`Resource Hex he controls in ${TABLE.states['7']}`);
    expect(r.effects?.[2]).to.contain('3 × its printed value (ruling C20)');
  });

  it('gives each state its chance on the table: totals naming one state add up', () => {
    const tool = warIndustryTool(TABLE);
    const odds = tool.odds(defaultInputs(tool));
    expect(odds.total).to.equal(36);
    // Texas is named by totals 2 and 8: 1 + 5 ways of 36.
    expect(odds.outcomes.find((o) => o.key === 'state-texas')?.weight).to.equal(6);
    expect(odds.outcomes.reduce((n, o) => n + o.weight, 0)).to.equal(36);
  });

  it('says which total to read on the card before the table is entered, or for a total not yet entered', () => {
    const none = roll(null, [6, 6]);
    expect(none.outcome.key).to.equal('read');
    expect(none.effects?.[0]).to.contain('Total 12: read the state');
    const partial = roll({ states: { '7': 'Georgia' } }, [1, 1]);
    expect(partial.outcome.key).to.equal('read');
    expect(roll({ states: { '7': 'Georgia' } }, [3, 4]).outcome.label).to.equal('Georgia');
  });
});
