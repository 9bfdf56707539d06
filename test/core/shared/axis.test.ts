import { expect } from '@open-wc/testing';
import { axisFromValues, axisIndex, axisRange, rangeEntry } from '../../../src/core/shared/axis.js';
import type { Axis } from '../../../src/core/shared/types.js';
import { closedRows, rows } from './table-fixtures.js';

describe('axis', () => {
  describe('rangeEntry and axisFromValues', () => {
    it('label and key entries as printed and as ASCII', () => {
      expect(rangeEntry(null, 0)).to.deep.equal({ key: '..0', label: '≤0', min: null, max: 0 });
      expect(rangeEntry(11, null)).to.deep.equal({ key: '11..', label: '11+', min: 11, max: null });
      expect(rangeEntry(3, 4)).to.deep.equal({ key: '3..4', label: '3-4', min: 3, max: 4 });
      expect(rangeEntry(5, 5)).to.deep.equal({ key: '5', label: '5', min: 5, max: 5 });
      expect(rangeEntry(-2, -1).label).to.equal('-2 to -1');
      expect(rangeEntry(1, 1, '1:1').label).to.equal('1:1');
    });

    it('refuse min above max or fractional bounds', () => {
      expect(() => rangeEntry(5, 4)).to.throw(RangeError);
      expect(() => rangeEntry(1.5, 4)).to.throw(RangeError);
    });

    it('axisFromValues builds one exact entry per value', () => {
      const axis = axisFromValues('Roll', [2, 3, 4]);
      expect(axis.label).to.equal('Roll');
      expect(axis.entries.map((e) => [e.key, e.min, e.max])).to.deep.equal([
        ['2', 2, 2],
        ['3', 3, 3],
        ['4', 4, 4],
      ]);
    });
  });

  describe('axisIndex', () => {
    it('finds the entry a value falls in, open ends included', () => {
      expect(axisIndex(rows, -10)).to.deep.equal({ index: 0, clamped: false });
      expect(axisIndex(rows, 4)).to.deep.equal({ index: 1, clamped: false });
      expect(axisIndex(rows, 5)).to.deep.equal({ index: 2, clamped: false });
      expect(axisIndex(rows, 99)).to.deep.equal({ index: 3, clamped: false });
    });

    it('clamps values off either end, or gives null when rejecting', () => {
      expect(axisIndex(closedRows, 0)).to.deep.equal({ index: 0, clamped: true });
      expect(axisIndex(closedRows, 9)).to.deep.equal({ index: 5, clamped: true });
      expect(axisIndex(closedRows, 0, 'reject')).to.equal(null);
      expect(axisIndex(closedRows, 7, 'reject')).to.equal(null);
      expect(axisIndex(closedRows, 6, 'reject')).to.deep.equal({ index: 5, clamped: false });
    });

    it('gives null for a gap, NaN or an empty axis', () => {
      const gappy: Axis = { label: 'g', entries: [rangeEntry(1, 2), rangeEntry(5, 6)] };
      expect(axisIndex(gappy, 3)).to.equal(null);
      expect(axisIndex(gappy, Number.NaN)).to.equal(null);
      expect(axisIndex({ label: 'e', entries: [] }, 1)).to.equal(null);
    });
  });

  describe('axisRange', () => {
    it('runs from the first entry to the last, an open end left out', () => {
      expect(axisRange(axisFromValues('Die', [1, 2, 3, 4, 5, 6]))).to.deep.equal({
        min: 1,
        max: 6,
      });
      const open: Axis = { label: 'Roll', entries: [rangeEntry(null, 0), rangeEntry(1, null)] };
      expect(axisRange(open)).to.deep.equal({});
      expect(axisRange({ label: 'Empty', entries: [] })).to.deep.equal({});
    });
  });
});
