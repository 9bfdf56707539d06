import { expect } from '@open-wc/testing';
import { nextStamp } from '../../src/storage/conflict.js';

describe('two tabs editing the same saved game', () => {
  it('stamps every save later than the one it replaces, even within a millisecond', () => {
    const now = new Date('2026-11-20T10:00:00.000Z');
    expect(nextStamp('2026-11-20T09:00:00.000Z', now)).to.equal('2026-11-20T10:00:00.000Z');
    expect(nextStamp('2026-11-20T10:00:00.000Z', now)).to.equal('2026-11-20T10:00:00.001Z');
    expect(nextStamp('2026-11-20T11:00:00.000Z', now)).to.equal('2026-11-20T11:00:00.001Z');
  });
});
