import { expect } from '@open-wc/testing';
import {
  effectText,
  resourcesCalculator,
} from '../../../../src/core/games/battle-cry-of-freedom/resources-calculator.js';
import { resourceStandings } from '../../../../src/core/games/battle-cry-of-freedom/resources.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const compute = (inputs: Inputs) => resourcesCalculator.compute(inputs, { userData: null }, {});

describe('Battle Cry of Freedom Resource-card calculator', () => {
  it('writes a command-point effect per side, leaving out what is not given', () => {
    expect(effectText({ union: 1, confederate: -1 })).to.equal('Union +1, Confederate −1');
    expect(effectText({ union: 1, confederate: -1 }, true)).to.equal('U +1, C −1');
    expect(effectText({ union: null, confederate: 2 })).to.equal('Confederate +2');
    expect(effectText({ union: null, confederate: null })).to.equal('not given');
  });

  for (const side of ['union', 'confederate'] as const)
    for (const phase of ['first', 'second'] as const)
      it(`counts the ${side} cards playable in the ${phase} Resource Phase (Detailed Sequence of Play › B. and J. Resource Phases)`, () => {
        const standings = resourceStandings({ phase, lead: 0, flags: new Set() }, side);
        expect(standings.length).to.be.greaterThan(0);
        const r = compute({ side, phase, lead: 0 });
        expect(r.total).to.equal(standings.filter((s) => s.status === 'playable').length);
        expect(r.breakdown.rows.length).to.equal(standings.length);
        expect(r.breakdown.total.value).to.equal(
          String(standings.filter((s) => s.status === 'check').length),
        );
      });

  it('follows the situation flags and the lead into the standings', () => {
    const flags = new Set(['unionWon', 'cityLost'] as const);
    const standings = resourceStandings({ phase: 'second', lead: -3, flags }, 'union');
    const r = compute({ side: 'union', phase: 'second', lead: -3, unionWon: true, cityLost: true });
    expect(r.total).to.equal(standings.filter((s) => s.status === 'playable').length);
    expect(r.breakdown.rows.map((row) => row.here)).to.deep.equal(
      standings.map((s) => ({ playable: 'yes', barred: null, check: 'check' })[s.status]),
    );
    expect(r.rulings).to.include('C21');
  });
});
