import { expect } from '@open-wc/testing';
import {
  addRailUse,
  noRailUse,
  railLeft,
  railUseText,
} from '../../../../src/core/games/us-civil-war/rail-bonus.js';
import { RAIL_BONUS } from '../../../../src/core/games/us-civil-war/movement-data.js';

describe('The U.S. Civil War Rail Movement Bonus per Action Phase (5.4.2)', () => {
  it('5.4.2: at most 2 SPs of a side use the bonus in an Action Phase', () => {
    expect(RAIL_BONUS.spPerPhase).to.equal(2);
    let use = addRailUse(noRailUse(), 'union', 1);
    use = addRailUse(use, 'union', 1);
    expect(use).to.deep.equal({ union: 2, confederate: 0 });
    expect(railLeft(use, 'union')).to.equal(0);
    expect(() => addRailUse(use, 'union', 1)).to.throw(
      'At most 2 SPs of a side use the Rail Movement Bonus in an Action Phase; the Union has moved 2 SPs by it, so no more can (5.4.2).',
    );
  });

  it('5.4.2: each side has its own 2 SPs', () => {
    const use = addRailUse(addRailUse(noRailUse(), 'union', 2), 'confederate', 2);
    expect(use).to.deep.equal({ union: 2, confederate: 2 });
    expect(railUseText(use)).to.contain('Union 2 of 2 SPs, Confederate 2 of 2 (5.4.2)');
  });

  it('5.4.2: a force of 2 SPs after 1 SP has gone is refused, naming the 1 SP left', () => {
    const use = addRailUse(noRailUse(), 'confederate', 1);
    expect(() => addRailUse(use, 'confederate', 2)).to.throw('only 1 SP more can (5.4.2)');
    expect(() => addRailUse(use, 'confederate', 0)).to.throw('Enter 1 or 2 SPs.');
  });
});
