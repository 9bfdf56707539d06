import { expect } from '@open-wc/testing';
import { keysOf } from '../../../src/core/shared/keys-of.js';

describe('keysOf', () => {
  it('gives the keys of a table in the order written', () => {
    const SIDES = { union: 'Union', confederate: 'Confederate' } as const;
    const keys: ('union' | 'confederate')[] = keysOf(SIDES);
    expect(keys).to.deep.equal(['union', 'confederate']);
  });

  it('gives no key of an empty table', () => {
    expect(keysOf({})).to.deep.equal([]);
  });
});
