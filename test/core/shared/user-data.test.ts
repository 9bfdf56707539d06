import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  exportUserData,
  importUserData,
  userDataKind,
  type UserDataKind,
} from '../../../src/core/shared/user-data.js';

const ratings: UserDataKind<{ generals: { id: string; pp: number | null }[] }> = {
  gameSlug: 'altar-of-freedom',
  kind: 'generals',
  title: 'general ratings',
  schema: v.object({
    generals: v.array(
      v.object({
        id: v.pipe(v.string(), v.maxLength(64)),
        pp: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20))),
      }),
    ),
  }),
  empty: () => ({ generals: [] }),
};

describe('user data import', () => {
  it('round-trips an export', () => {
    const data = {
      generals: [
        { id: 'grant', pp: 6 },
        { id: 'sherman', pp: null },
      ],
    };
    const text = JSON.stringify(exportUserData(ratings, data, '2026-11-20T10:00:00.000Z'));
    const r = importUserData(ratings, text);
    expect(r).to.deep.equal({ ok: true, value: data });
  });

  it('names the field and the problem of a bad value', () => {
    const text = JSON.stringify(
      exportUserData(ratings, { generals: [{ id: 'grant', pp: 99 }] }, '2026-11-20T10:00:00.000Z'),
    );
    const r = importUserData(ratings, text);
    expect(r.ok).to.equal(false);
    if (r.ok) return;
    expect(r.issues[0]?.path).to.equal('data.generals[0].pp');
    expect(r.issues[0]?.message).to.match(/20/);
  });

  it('rejects a truncated file, another kind of data, and a file from a newer version', () => {
    const good = JSON.stringify(
      exportUserData(ratings, { generals: [] }, '2026-11-20T10:00:00.000Z'),
    );
    const truncated = importUserData(ratings, good.slice(0, 40));
    expect(!truncated.ok && truncated.issues[0]?.message).to.contain('not valid JSON');
    const other = importUserData(ratings, good.replace('"generals"', '"cards"'));
    expect(other.ok).to.equal(false);
    const newer = importUserData(
      ratings,
      good.replace('"version": 1', '"version": 2').replace('"version":1', '"version":2'),
    );
    expect(!newer.ok && newer.issues[0]?.message).to.contain('newer version');
  });

  it('rejects a file over 5 MB without parsing it', () => {
    const r = importUserData(ratings, ' '.repeat(5 * 1024 * 1024 + 1));
    expect(!r.ok && r.issues[0]?.message).to.contain('too large');
  });

  it('gives a value or a clear error for any text, never an exception (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((j) =>
            JSON.stringify({
              format: 'haversack-user-data',
              version: 1,
              gameSlug: 'altar-of-freedom',
              kind: 'generals',
              exportedAt: '2026-11-20T10:00:00.000Z',
              data: j,
            }),
          ),
        ),
        (text) => {
          const r = importUserData(ratings, text);
          if (!r.ok) {
            expect(r.issues.length).to.be.greaterThan(0);
            for (const i of r.issues) expect(i.message).to.match(/\S/);
          }
        },
      ),
      { seed: 42, numRuns: 1500 },
    );
  });

  it('builds a kind from its parts, with fresh empty data on each call', () => {
    const kind = userDataKind(
      'a-game',
      'notes',
      'notes',
      v.object({ n: v.array(v.number()) }),
      () => ({
        n: [],
      }),
    );
    expect(kind.gameSlug).to.equal('a-game');
    expect(kind.kind).to.equal('notes');
    expect(kind.title).to.equal('notes');
    expect(kind.empty()).to.deep.equal({ n: [] });
    expect(kind.empty()).not.to.equal(kind.empty());
  });
});
