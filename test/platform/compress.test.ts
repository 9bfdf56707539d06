import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { compressToParam, decompressParam } from '../../src/platform/compress.js';

describe('link data compression', () => {
  it('round-trips text through a URL-safe parameter', async () => {
    const text = JSON.stringify({
      generals: Array.from({ length: 50 }, (_, i) => ({ id: `g${i}`, pp: i % 9 })),
    });
    const param = await compressToParam(text);
    expect(param).to.match(/^[A-Za-z0-9_-]+$/);
    expect(param.length).to.be.lessThan(text.length);
    expect(await decompressParam(param, 1e6)).to.equal(text);
  });

  it('refuses a small link that expands beyond the limit', async () => {
    const param = await compressToParam('a'.repeat(2_000_000));
    let message = '';
    try {
      await decompressParam(param, 100_000);
    } catch (e) {
      message = String(e);
    }
    expect(message).to.contain('too large');
  });

  it('gives a clear error for damaged or foreign data, never something else (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (s) => {
        try {
          await decompressParam(s, 1e5);
        } catch (e) {
          expect(e).to.be.instanceOf(Error);
          expect((e as Error).message).to.match(/^The link data/);
        }
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});
