import { expect } from '@open-wc/testing';
import {
  baseDepthInches,
  bdInches,
  scaleInfo,
  scaledInches,
} from '../../../../src/core/games/altar-of-freedom/measure.js';
import {
  BASE_KINDS,
  FIGURE_SCALES,
  type FigureScale,
} from '../../../../src/core/games/altar-of-freedom/scales.js';

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

describe('Altar of Freedom distances by figure scale (Appendix III)', () => {
  it('a base depth is 1.25″ at 6 mm and 10 mm and 1.5″ at 15 mm, for every kind of base', () => {
    const depth = { '6mm': 1.25, '10mm': 1.25, '15mm': 1.5 };
    for (const scale of FIGURE_SCALES)
      for (const kind of BASE_KINDS)
        expect(baseDepthInches(scale, kind), `${scale} ${kind}`).to.equal(depth[scale]);
  });

  it('a recoil of n BD is n base depths of the unit’s own base', () => {
    expect(bdInches(0, '15mm', 'infantry')).to.equal(0);
    expect(bdInches(1, '6mm', 'general')).to.equal(1.25);
    expect(bdInches(4, '15mm', 'cavalry')).to.equal(6);
  });

  it('10 mm keeps 6 mm ranges unless the players take the optional ×1.5; 6 mm has no option', () => {
    expect(scaledInches(12, '10mm')).to.equal(12);
    expect(scaledInches(12, '10mm', true)).to.equal(18);
    expect(scaledInches(12, '6mm', true)).to.equal(12);
    expect(scaledInches(12, '15mm', true)).to.equal(18);
  });

  it('refuses a scale it does not know', () => {
    expect(() => scaleInfo('28mm' as FigureScale)).to.throw(RangeError, '28mm');
  });
});
