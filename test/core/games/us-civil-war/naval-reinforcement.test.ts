import { expect } from '@open-wc/testing';
import { resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs } from '../../../../src/core/shared/tool-inputs.js';
import { navalReinforcementTool } from '../../../../src/core/games/us-civil-war/naval-reinforcement.js';
import { RANDOM_STATES_TOTALS } from '../../../../src/core/games/us-civil-war/random-states.js';

const tool = navalReinforcementTool(null);
const piece = (face: number) =>
  resolveTool(tool, [[face], [3, 4]], defaultInputs(tool)).resolution.outcome.key;
const TABLE = {
  states: Object.fromEntries(
    RANDOM_STATES_TOTALS.map((t) => [t, t === '7' ? 'Georgia' : 'Virginia']),
  ),
};

describe('The U.S. Civil War Confederate naval reinforcement (21.10.1)', () => {
  it('21.10.1: reads 1–2 Ironclad, 3–4 Naval Battery, 5–6 River Flotilla', () => {
    expect([1, 2, 3, 4, 5, 6].map(piece)).to.deep.equal([
      'ironclad',
      'ironclad',
      'battery',
      'battery',
      'flotilla',
      'flotilla',
    ]);
  });

  it('gives each piece a third of the time, and rolls the Random States Table’s two dice with it', () => {
    const odds = tool.odds(defaultInputs(tool));
    expect(odds.outcomes.map((o) => (o.weight * 3) / odds.total)).to.deep.equal([1, 1, 1]);
    expect(tool.sides.map((s) => s.dice.count)).to.deep.equal([1, 2]);
    expect(tool.joint).to.equal(true);
    const effects = resolveTool(tool, [[1], [3, 4]], defaultInputs(tool)).resolution.effects ?? [];
    expect(effects[0]).to.contain('under construction');
    expect(effects[1]).to.contain('Total 7: read the state on the Random States Table');
  });

  it('21.10.2: names the state from the entered Random States Table', () => {
    const entered = navalReinforcementTool(TABLE);
    const effects =
      resolveTool(entered, [[5], [3, 4]], defaultInputs(entered)).resolution.effects ?? [];
    expect(effects[0]).to.contain('River Flotilla');
    expect(effects[1]).to.equal('Random States Table, total 7: Georgia.');
    expect(effects[2]).to.contain('of Georgia that he controls and is in Full Supply');
  });

  it('reads no state from a table that names a Northern State (ruling G4)', () => {
    const bad = navalReinforcementTool({ states: { ...TABLE.states, '7': 'Ohio' } });
    const effects = resolveTool(bad, [[5], [3, 4]], defaultInputs(bad)).resolution.effects ?? [];
    expect(effects[1]).to.contain('read the state on the Random States Table');
  });
});
