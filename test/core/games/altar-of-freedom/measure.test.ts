import { expect } from '@open-wc/testing';
import { bdInches, scaledInches } from '../../../../src/core/games/altar-of-freedom/measure.js';

// The rulebook's worked example (15 mm conversion, App. III).
describe('Altar of Freedom worked examples', () => {
  it('15 mm conversion (L1871–1874): infantry 8″ becomes 12″; a base depth is 1.5″', () => {
    expect(scaledInches(8, '15mm')).to.equal(12);
    expect(scaledInches(8, '6mm')).to.equal(8);
    expect(scaledInches(8, '10mm', true)).to.equal(12);
    expect(bdInches(3, '6mm', 'infantry')).to.equal(3.75);
    expect(bdInches(2, '15mm', 'artillery')).to.equal(3);
  });
});
