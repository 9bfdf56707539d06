/** Bundled files fetched on demand: read only once fetched, each fetched once, retried on failure. */
import { expect } from '@open-wc/testing';
import { BundledData, dataFor } from '../../../src/core/shared/bundled-data.js';
import { MODULE as AOF } from '../../../src/core/games/altar-of-freedom/module.js';
import { MODULE as POF } from '../../../src/core/games/price-of-freedom/module.js';
import { GAMES } from '../../../src/catalog.js';

function counted(fail = 0) {
  const calls = { a: 0, b: 0 };
  let failures = fail;
  const data = new BundledData<'a' | 'b'>({
    a: {
      path: 'scenarios/x/a.json',
      fetch: () => {
        calls.a += 1;
        if (failures > 0) {
          failures -= 1;
          return Promise.reject(new Error('offline'));
        }
        return Promise.resolve({ default: { name: 'A' } });
      },
    },
    b: {
      path: 'scenarios/x/b.json',
      fetch: () => {
        calls.b += 1;
        return Promise.resolve({ default: { name: 'B' } });
      },
    },
  });
  return { data, calls };
}

describe('bundled data', () => {
  it('reads nothing before it is fetched, then the file’s content', async () => {
    const { data } = counted();
    expect(data.read('a')).to.equal(undefined);
    await data.fetch(['a']);
    expect(data.read('a')).to.deep.equal({ name: 'A' });
    expect(data.read('b')).to.equal(undefined);
  });

  it('fetches each file once, however many tools ask at the same time', async () => {
    const { data, calls } = counted();
    await Promise.all([data.fetch(), data.fetch(['a']), data.fetch()]);
    expect(calls).to.deep.equal({ a: 1, b: 1 });
  });

  it('fetches again after a failure (offline before the file was kept)', async () => {
    const { data, calls } = counted(1);
    let failed = false;
    await data.fetch(['a']).catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(data.read('a')).to.equal(undefined);
    await data.fetch(['a']);
    expect(data.read('a')).to.deep.equal({ name: 'A' });
    expect(calls.a).to.equal(2);
  });

  it('names the files a tool needs, for the pages that preload them', () => {
    const { data } = counted();
    const needs = [data.need(['x'], ['a']), data.need(['y'])];
    expect(dataFor(needs, 'x').flatMap((d) => d.files)).to.deep.equal(['scenarios/x/a.json']);
    expect(dataFor(needs, 'y').flatMap((d) => d.files)).to.deep.equal([
      'scenarios/x/a.json',
      'scenarios/x/b.json',
    ]);
    expect(dataFor(needs, 'z')).to.deep.equal([]);
  });

  it('names only built tools of the game in each game module’s list', () => {
    const modules = [AOF, POF];
    const lists = modules.flatMap((m) => m.data ?? []);
    expect(lists.length).to.be.greaterThan(0);
    for (const m of modules) {
      const game = GAMES.find((g) => g.slug === m.meta.slug)!;
      for (const need of m.data ?? [])
        for (const tool of need.tools)
          expect(game.tools.find((t) => t.slug === tool)?.built, `${m.meta.slug}/${tool}`).to.equal(
            true,
          );
    }
  });

  it('keeps the fire roller to Cedar Creek’s file: the page of the most used roll stays light', () => {
    expect(dataFor(AOF.data, 'firing').flatMap((d) => d.files)).to.deep.equal([
      'scenarios/altar-of-freedom/cedar-creek.json',
    ]);
    expect(dataFor(AOF.data, 'close-combat')).to.deep.equal([]);
    expect(dataFor(POF.data, 'battle')).to.deep.equal([]);
  });
});
