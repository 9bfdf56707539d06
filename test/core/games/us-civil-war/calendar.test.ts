import { expect } from '@open-wc/testing';
import { winterOf, yearOf } from '../../../../src/core/games/us-civil-war/calendar.js';

describe('The U.S. Civil War calendar', () => {
  it('gives each turn its year, five turns a year from 1862', () => {
    expect([1, 3, 4, 8, 9, 13, 14, 18, 19, 20].map((t) => yearOf(t).year)).to.deep.equal([
      1861, 1861, 1862, 1862, 1863, 1863, 1864, 1864, 1865, 1865,
    ]);
  });

  it('knows the winter turns the rulebook states, and infers 1864’s (ruling C22)', () => {
    expect([4, 9, 14, 5, 1].map(winterOf)).to.deep.equal([
      'stated',
      'stated',
      'inferred',
      null,
      null,
    ]);
  });
});
