import { expect } from '@open-wc/testing';
import { cardUsesCalculator } from '../../../../src/core/games/us-civil-war/sac-calculator.js';
import { MODULE } from '../../../../src/core/games/us-civil-war/module.js';
import { gameModuleProblems, loadTool } from '../../../../src/core/shared/game-module.js';

const compute = (inputs: Record<string, string | boolean>, userData?: unknown) =>
  cardUsesCalculator.compute(
    { side: 'union', use: 'action', theater: 'east', advanced: false, ramp: false, ...inputs },
    { userData },
    {},
  );

describe('The U.S. Civil War card uses calculator', () => {
  it('is a built calculator of the module', async () => {
    expect(gameModuleProblems(MODULE)).to.deep.equal([]);
    const held = MODULE.tools['card-uses'];
    expect(held && (await loadTool(held)).kind).to.equal('calculator');
  });

  it('18.3.1 example: East or Any pay for an extra action in the East', () => {
    const r = compute({});
    expect(r.headline?.text).to.equal('East or Any');
    expect(r.breakdown.rows.filter((x) => x.here === 'yes').map((x) => x.label)).to.deep.equal([
      'East',
      'Any',
    ]);
    expect(r.breakdown.total.value).to.equal('—');
  });

  it('counts the side’s entered deck cards that pay', () => {
    const decks = { decks: { union: { east: 4, west: 4, transMississippi: 2, naval: 3, any: 2 } } };
    const r = compute({ use: 'amphibious-other' }, decks);
    expect(r.headline?.text).to.equal('East, Naval or Any');
    expect(r.breakdown.total.value).to.equal('9');
    expect(r.breakdown.rows.find((x) => x.label === 'Naval')?.printed).to.equal('3');
  });

  it('says why a use is barred: Naval Assist in the first turns of an 1861 start (S1.3)', () => {
    const r = compute({ use: 'naval-assist', ramp: true });
    expect(r.headline?.text).to.equal('None: not allowed');
    expect(r.warning?.rule).to.equal('S1.3');
    expect(r.breakdown.rows.every((x) => x.here === null)).to.equal(true);
  });
});
