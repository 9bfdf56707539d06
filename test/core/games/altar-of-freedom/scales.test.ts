import { expect } from '@open-wc/testing';
import {
  ALTERNATIVE_ARTILLERY_BASE,
  BASE_KINDS,
  FIGURE_SCALES,
  SCALES,
} from '../../../../src/core/games/altar-of-freedom/scales.js';

const footprint = (w: number, d: number) => ({ widthIn: w, depthIn: d });

describe('Altar of Freedom basing (Basing Your Miniature Army; Appendices III and IV)', () => {
  it('has one entry per figure scale, in order, with a base for every kind', () => {
    expect(SCALES.map((s) => s.scale)).to.deep.equal([...FIGURE_SCALES]);
    for (const s of SCALES)
      expect(Object.keys(s.bases).sort()).to.deep.equal([...BASE_KINDS].sort());
  });

  it('6 mm: brigades and HQs 2.5″ × 1.25″, artillery and generals 1.25″ square; 10 mm the same', () => {
    for (const scale of ['6mm', '10mm']) {
      const s = SCALES.find((x) => x.scale === scale)!;
      for (const kind of ['infantry', 'cavalry', 'hq'] as const)
        expect(s.bases[kind], `${scale} ${kind}`).to.deep.equal(footprint(2.5, 1.25));
      for (const kind of ['artillery', 'general'] as const)
        expect(s.bases[kind], `${scale} ${kind}`).to.deep.equal(footprint(1.25, 1.25));
    }
  });

  it('15 mm: 3″ × 1.5″ trays and 1.5″ squares', () => {
    const s = SCALES.find((x) => x.scale === '15mm')!;
    for (const kind of ['infantry', 'cavalry', 'hq'] as const)
      expect(s.bases[kind]).to.deep.equal(footprint(3, 1.5));
    for (const kind of ['artillery', 'general'] as const)
      expect(s.bases[kind]).to.deep.equal(footprint(1.5, 1.5));
  });

  it('range multipliers: ×1 at 6 mm and 10 mm (×1.5 optional for larger 10 mm), ×1.5 at 15 mm', () => {
    expect(SCALES.map((s) => [s.rangeMultiplier, s.optionalRangeMultiplier])).to.deep.equal([
      [1, undefined],
      [1, 1.5],
      [1.5, undefined],
    ]);
  });

  it('the optional alternative artillery base is 2.25″ square (Appendix IV; ruling C8)', () => {
    expect(ALTERNATIVE_ARTILLERY_BASE).to.deep.equal(footprint(2.25, 2.25));
  });
});
