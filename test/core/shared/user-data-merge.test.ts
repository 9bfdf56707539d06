import { expect } from '@open-wc/testing';
import { countEntries, mergeEntered } from '../../../src/core/shared/user-data-merge.js';

describe('mergeEntered', () => {
  it('joins entries by key, the incoming value winning where both have one', () => {
    expect(
      mergeEntered(
        { commanders: { lee: { adrm: -1 }, sherman: { mam: 1 } } },
        { commanders: { grant: { adrm: 1 }, lee: { name: 'Lee', adrm: 0 } } },
      ),
    ).to.deep.equal({
      commanders: { grant: { adrm: 1 }, lee: { name: 'Lee', adrm: -1 }, sherman: { mam: 1 } },
    });
  });

  it('joins lists of records by id (incoming first), and takes a plain list whole', () => {
    expect(
      mergeEntered(
        { armies: [{ id: 'b', n: 2 }], traits: ['x'] },
        {
          armies: [
            { id: 'a', n: 1 },
            { id: 'b', n: 0 },
          ],
          traits: ['y', 'z'],
        },
      ),
    ).to.deep.equal({
      armies: [
        { id: 'b', n: 2 },
        { id: 'a', n: 1 },
      ],
      traits: ['x'],
    });
  });
});

describe('countEntries', () => {
  it('counts a list’s items, an object’s keys and a value as one', () => {
    expect(countEntries({ armies: [1, 2, 3] })).to.equal(3);
    expect(countEntries({ commanders: { a: {}, b: {} } })).to.equal(2);
    expect(countEntries({ pp: 4, note: '' })).to.equal(1);
    expect(countEntries(null)).to.equal(0);
  });
});
