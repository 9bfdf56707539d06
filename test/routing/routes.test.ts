import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  MAX_URL_PART,
  formatRoute,
  parseRoute,
  routeDescription,
  routeKey,
  routeTitle,
} from '../../src/routing/routes.js';
import { GAMES } from '../../src/catalog.js';

describe('parseRoute', () => {
  it('reads the home page from an empty path and from index.html', () => {
    expect(parseRoute('').page).to.equal('home');
    expect(parseRoute('index.html').page).to.equal('home');
  });

  it('reads the data page, and nothing below it', () => {
    for (const path of ['data', 'data/', 'data/index.html'])
      expect(parseRoute(path).page, path).to.equal('data');
    expect(parseRoute('data/x/').page).to.equal('not-found');
    expect(routeTitle({ page: 'data' })).to.equal('Your data · Haversack');
    const slugs: readonly string[] = GAMES.map((g) => g.slug);
    expect(slugs.includes('data'), 'no game may take the slug').to.equal(false);
  });

  it('reads a game page with or without a trailing slash', () => {
    for (const path of ['altar-of-freedom', 'altar-of-freedom/', 'altar-of-freedom/index.html']) {
      const r = parseRoute(path);
      expect(r.page, path).to.equal('game');
      if (r.page === 'game') expect(r.game.slug).to.equal('altar-of-freedom');
    }
  });

  it('reads a tool page and keeps its query pairs in order', () => {
    const r = parseRoute('altar-of-freedom/firing/', '?sm=2&cover=1&sm=3');
    expect(r.page).to.equal('tool');
    if (r.page !== 'tool') return;
    expect(r.tool.slug).to.equal('firing');
    expect(r.params).to.deep.equal([
      ['sm', '2'],
      ['cover', '1'],
      ['sm', '3'],
    ]);
  });

  it('explains an unknown game and suggests the nearest one', () => {
    const r = parseRoute('altar-of-fredom/firing/');
    expect(r.page).to.equal('not-found');
    if (r.page !== 'not-found') return;
    expect(r.reason).to.contain('altar-of-fredom');
    expect(r.suggestion?.href).to.equal('altar-of-freedom/');
  });

  it('explains an unknown tool and suggests the nearest tool of that game', () => {
    const r = parseRoute('altar-of-freedom/fring/');
    expect(r.page).to.equal('not-found');
    if (r.page !== 'not-found') return;
    expect(r.reason).to.equal('Altar of Freedom has no tool called “fring”.');
    expect(r.suggestion?.href).to.equal('altar-of-freedom/firing/');
  });

  it('rejects extra path segments after a tool', () => {
    const r = parseRoute('altar-of-freedom/firing/extra/');
    expect(r.page).to.equal('not-found');
  });

  it('rejects a malformed %-escape with a message instead of throwing', () => {
    const r = parseRoute('altar-of-freedom/%E0%A4%A/');
    expect(r.page).to.equal('not-found');
    if (r.page === 'not-found') expect(r.reason).to.contain('malformed');
  });

  it('rejects an address that is far too long', () => {
    const r = parseRoute('a/'.repeat(5000));
    expect(r.page).to.equal('not-found');
  });
});

describe('formatRoute', () => {
  it('formats relative links with trailing slashes', () => {
    expect(formatRoute({})).to.equal('./');
    expect(formatRoute({ game: 'price-of-freedom' })).to.equal('price-of-freedom/');
    expect(
      formatRoute({ game: 'price-of-freedom', tool: 'battle', params: [['a', '1 2']] }),
    ).to.equal('price-of-freedom/battle/?a=1+2');
  });

  it('round-trips every tool of every game with arbitrary parameters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAMES.flatMap((g) => g.tools.map((t) => [g.slug, t.slug] as const))),
        fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 6 }),
        ([game, tool], params) => {
          const href = formatRoute({ game, tool, params });
          const [path, query = ''] = href.split('?');
          const r = parseRoute(path ?? '', query);
          expect(r.page).to.equal('tool');
          if (r.page !== 'tool') return;
          expect(r.game.slug).to.equal(game);
          expect(r.tool.slug).to.equal(tool);
          expect(r.params).to.deep.equal(params);
        },
      ),
      { seed: 20261120, numRuns: 300 },
    );
  });
});

describe('any address', () => {
  it('gives a route or a clear message, never an exception (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), (path, search) => {
        const r = parseRoute(path, search);
        expect(['home', 'game', 'tool', 'not-found']).to.include(r.page);
        expect(routeTitle(r)).to.be.a('string').and.not.equal('');
        if (r.page === 'not-found') expect(r.reason).to.match(/\S/);
        expect(routeDescription(r)).to.be.a('string');
      }),
      { seed: 1861, numRuns: 2000 },
    );
  });

  it('gives a route or a clear message for paths built from real and broken segments (property)', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        ...GAMES.map((g) => g.slug),
        'firing',
        'battle',
        'index.html',
        '',
        '%',
        '%zz',
        '..',
      ),
      fc.webSegment(),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.webQueryParameters(), (segs, q) => {
        const r = parseRoute(segs.join('/'), q);
        expect(routeTitle(r)).to.match(/Haversack/);
      }),
      { seed: 1865, numRuns: 2000 },
    );
  });

  describe('routeKey (which page a prerendered HTML draws)', () => {
    it('names the page, not its inputs', () => {
      expect(routeKey(parseRoute('', ''))).to.equal('home');
      expect(routeKey(parseRoute('data/', ''))).to.equal('data');
      expect(routeKey(parseRoute('altar-of-freedom/', ''))).to.equal('game:altar-of-freedom');
      expect(routeKey(parseRoute('altar-of-freedom/firing/', '?fire=4'))).to.equal(
        routeKey(parseRoute('altar-of-freedom/firing/', '')),
      );
      expect(routeKey(parseRoute('altar-of-freedom/firing/', ''))).to.equal(
        'tool:altar-of-freedom/firing',
      );
    });

    it('differs from the drawn page when the query is too long to be a link', () => {
      const long = `?x=${'y'.repeat(MAX_URL_PART)}`;
      expect(routeKey(parseRoute('in-freedoms-cause/', long))).to.equal('not-found');
      expect(routeKey(parseRoute('in-freedoms-cause/', ''))).to.equal('game:in-freedoms-cause');
    });
  });
});
