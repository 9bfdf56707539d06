import { expect } from '@open-wc/testing';
import { TURN_PHASES, phaseById } from '../../../../src/core/games/us-civil-war/turn-phases.js';

describe('The U.S. Civil War sequence of play (3.0)', () => {
  it('has the five phases in the order 3.1 to 3.5', () => {
    expect(TURN_PHASES.map((p) => p.rule)).to.deep.equal(['3.1', '3.2', '3.3', '3.4', '3.5']);
  });

  it('3.2 A and 21.2.6: the Union’s strategic segment holds Strategic Naval Redeployment, one port per kind of NSP, through Union Naval Control', () => {
    const [union, csa] = phaseById('strategic').segments;
    expect(union).to.match(/^A\. Union moves/);
    expect(union).to.contain('Oceangoing NSPs into one Ocean Port');
    expect(union).to.contain('River NSPs into one River Port');
    expect(union).to.contain('only through Union Naval Control');
    expect(union).to.contain('21.2.6');
    expect(csa).to.equal('B. Confederate moves (no ocean moves, no naval redeployment)');
  });
});
