/**
 * The hand-off of one saved game or one set of entered data: made into QR code texts, a link's
 * fragment and a backup file, read back equal from the parts in any order, and every damaged,
 * truncated, foreign, mixed or hostile code or link refused whole with a message.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { backupText } from '../../../src/core/shared/backup.js';
import {
  EMPTY_COLLECTION,
  HANDOFF_LIMITS,
  asCopy,
  collect,
  crc32,
  fromBase45,
  fromBase64Url,
  linkFragment,
  makeHandoff,
  partText,
  partTexts,
  planArrival,
  readHandoff,
  readLinkFragment,
  readPart,
  toBase45,
  toBase64Url,
  type Collection,
  type HandoffItem,
} from '../../../src/core/shared/handoff.js';
import type { SavedGame } from '../../../src/core/shared/saved-game-schema.js';
import { deflateCodec } from '../../../src/platform/compress.js';
import { backupFixture, game } from '../../storage/storage-fixtures.js';

const AT = '2026-11-29T06:00:00.000Z';
const enc = (s: string) => new TextEncoder().encode(s);

/** Text that hardly compresses: `n` hex digits from a fixed Lehmer (MINSTD) sequence. */
function noise(n: number, seed = 7): string {
  let x = seed;
  let out = '';
  for (let i = 0; i < n; i++) {
    x = (x * 48271) % 2147483647;
    out += (x >> 12).toString(16).slice(-1);
  }
  return out;
}

const fixture = backupFixture();
const gameItem: Extract<HandoffItem, { kind: 'game' }> = {
  kind: 'game',
  game: fixture.games[0] as SavedGame,
  rolls: fixture.rolls.filter((r) => r.savedGameId === 'g1'),
};
const enteredItem: HandoffItem = {
  kind: 'entered',
  record: {
    gameSlug: 'us-civil-war',
    kind: 'crt',
    updatedAt: '2026-11-28T20:00:00.000Z',
    data: { rows: [{ odds: '1-1', results: ['AR', 'EX', 'DR'] }] },
  },
};
const bigItem: HandoffItem = {
  kind: 'game',
  game: { ...game('big', 9), state: { turn: 9, notes: noise(3000) } },
  rolls: [],
};

/** Feeds `texts` to a fresh collection in order; returns the last step. */
function feed(texts: readonly string[]) {
  let c: Collection = EMPTY_COLLECTION;
  let last: ReturnType<typeof collect> | undefined;
  for (const t of texts) {
    last = collect(c, t);
    if (last.status === 'complete') return last;
    c = last.collection;
  }
  return last;
}

async function made(item: HandoffItem) {
  const m = await makeHandoff(item, AT, deflateCodec);
  if (!m.ok) throw new Error(m.message);
  return m;
}

async function readParts(texts: readonly string[]) {
  const step = feed(texts);
  if (step?.status !== 'complete') throw new Error(`not complete: ${JSON.stringify(step)}`);
  return readHandoff(step.payload, deflateCodec);
}

describe('hand-off encodings', () => {
  it('CRC-32 gives the standard check value of "123456789"', () => {
    expect(crc32(enc('123456789'))).to.equal(0xcbf43926);
  });

  it('base45 gives RFC 9285’s examples and reads them back', () => {
    expect(toBase45(enc('AB'))).to.equal('BB8');
    expect(toBase45(enc('Hello!!'))).to.equal('%69 VD92EX0');
    expect(toBase45(enc('base-45'))).to.equal('UJCLQE7W581');
    expect(new TextDecoder().decode(fromBase45('QED8WEX0') ?? undefined)).to.equal('ietf!');
    expect(fromBase45('GGW')).to.equal(null, 'over 65535');
    expect(fromBase45('ab')).to.equal(null, 'lower case is not base45');
    expect(fromBase45('A')).to.equal(null, 'one character left over');
  });

  it('base45 and base64url read back any bytes, and base45 stays in the QR alphanumeric set', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const b45 = toBase45(bytes);
        expect(b45).to.match(/^[0-9A-Z $%*+\-./:]*$/);
        expect([...(fromBase45(b45) ?? [-1])]).to.deep.equal([...bytes]);
        expect([...(fromBase64Url(toBase64Url(bytes)) ?? [-1])]).to.deep.equal([...bytes]);
      }),
      { seed: 3201, numRuns: 300 },
    );
  });
});

describe('hand-off round trip', () => {
  it('a saved game with its rolls fits one code and reads back identical, as do its link and file', async () => {
    const m = await made(gameItem);
    expect(m.parts).to.have.length(1);
    expect(m.rollsLeftOut).to.equal(0);
    expect(m.file).to.equal(
      backupText(
        { games: [gameItem.game], rolls: gameItem.rolls, userData: [], preferences: [] },
        AT,
      ),
    );
    const fromCode = await readParts(m.parts);
    expect(fromCode.ok && fromCode.item).to.deep.equal(gameItem);
    expect(fromCode.ok && fromCode.exportedAt).to.equal(AT);
    const link = readLinkFragment(`#${m.fragment ?? ''}`);
    expect(link.ok).to.equal(true);
    if (!link.ok) return;
    const fromLink = await readHandoff(link.payload, deflateCodec);
    expect(fromLink.ok && fromLink.item).to.deep.equal(gameItem);
  });

  it('a keyed-in chart set reads back identical', async () => {
    const m = await made(enteredItem);
    const r = await readParts(m.parts);
    expect(r.ok && r.item).to.deep.equal(enteredItem);
  });

  it('a state too large for one code is split into numbered parts, read in any order with progress', async () => {
    const m = await made(bigItem);
    expect(m.parts.length).to.be.within(3, HANDOFF_LIMITS.parts);
    const texts = [...m.parts].reverse();
    let c: Collection = EMPTY_COLLECTION;
    const progress: string[] = [];
    for (const t of texts.slice(0, -1)) {
      const step = collect(c, t);
      if (step.status !== 'added') throw new Error(step.status);
      progress.push(`${step.have}/${step.total}`);
      c = step.collection;
    }
    expect(progress).to.deep.equal(
      Array.from({ length: m.parts.length - 1 }, (_, i) => `${i + 1}/${m.parts.length}`),
    );
    const again = collect(c, texts[0] ?? '');
    expect(again.status).to.equal('repeat', 'a part read twice is counted once');
    const last = collect(c, texts.at(-1) ?? '');
    expect(last.status).to.equal('complete');
    if (last.status !== 'complete') return;
    const r = await readHandoff(last.payload, deflateCodec);
    expect(r.ok && r.item).to.deep.equal(bigItem);
  });

  it('property: any game state, split at any part size, read in any order, comes back identical', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 3 }),
        fc.integer({ min: 20, max: 400 }),
        fc.integer({ min: 0, max: 1000 }),
        async (state, partBytes, shuffleSeed) => {
          const g: SavedGame = { ...game('p1', 2), state: JSON.parse(JSON.stringify(state)) };
          const payload = await deflateCodec.compress(
            backupText({ games: [g], rolls: [], userData: [], preferences: [] }, AT),
          );
          fc.pre(Math.ceil(payload.length / partBytes) <= HANDOFF_LIMITS.parts);
          const texts = partTexts(payload, partBytes);
          const order = texts
            .map((t, i) => ({ t, k: (i * 7919 + shuffleSeed) % 101 }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.t);
          const r = await readParts(order);
          expect(r.ok && r.item).to.deep.equal({ kind: 'game', game: g, rolls: [] });
        },
      ),
      { seed: 3202, numRuns: 60 },
    );
  });

  it('a game whose rolls do not fit the codes is carried without them; the file keeps them', async () => {
    const roll = fixture.rolls[0];
    if (!roll) throw new Error('fixture has a roll');
    const rolls = Array.from({ length: 200 }, (_, i) => ({
      ...roll,
      id: `r-${noise(16, i + 1)}`,
      savedGameId: 'g1',
      outcome: noise(40, i + 99),
    }));
    const m = await made({ kind: 'game', game: gameItem.game, rolls });
    expect(m.rollsLeftOut).to.equal(200);
    expect(m.parts.length).to.be.greaterThan(0);
    const r = await readParts(m.parts);
    expect(r.ok && r.item.kind === 'game' && r.item.rolls).to.deep.equal([]);
    expect((JSON.parse(m.file) as { rolls: unknown[] }).rolls).to.have.length(200);
  });

  it('a payload beyond the codes is carried by link and file only', async () => {
    const huge: HandoffItem = { ...bigItem, game: { ...bigItem.game, state: noise(20_000) } };
    const m = await made(huge);
    expect(m.parts).to.deep.equal([]);
    expect(m.fragment).to.be.a('string');
  });
});

describe('hand-off refusals', () => {
  it('refuses a code of another app, or of a newer version, with a message', () => {
    for (const text of [
      'https://example.com/',
      'WIFI:S:home;;',
      '',
      'HAVERSACK:x:',
      'haversack:1:00',
    ]) {
      const r = readPart(text);
      expect(r.ok, text).to.equal(false);
      expect(!r.ok && r.error).to.contain('not a Haversack hand-off');
    }
    const newer = readPart('HAVERSACK:2:ABC');
    expect(!newer.ok && newer.error).to.contain('newer version');
  });

  it('property: any change to one character of a code, any cut and any addition is refused', async () => {
    const { parts } = await made(gameItem);
    const text = parts[0] ?? '';
    const alnum = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
    fc.assert(
      fc.property(
        fc.integer({ min: 12, max: text.length - 1 }),
        fc.constantFrom(...alnum.split('')),
        fc.integer({ min: 0, max: text.length - 1 }),
        fc.string({ minLength: 1, maxLength: 4 }),
        (at, ch, cut, extra) => {
          const changed = text.slice(0, at) + ch + text.slice(at + 1);
          fc.pre(changed !== text);
          for (const bad of [changed, text.slice(0, cut), text + extra]) {
            const r = readPart(bad);
            expect(r.ok).to.equal(false);
            expect(!r.ok && r.error).to.match(/damaged|not a Haversack|newer/);
          }
        },
      ),
      { seed: 3203, numRuns: 400 },
    );
  });

  it('property: any change to one character of a link, and any cut, is refused', async () => {
    const { fragment } = await made(enteredItem);
    const text = fragment ?? '';
    const b64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: text.length - 1 }),
        fc.constantFrom(...b64.split('')),
        fc.integer({ min: 0, max: text.length - 1 }),
        (at, ch, cut) => {
          const changed = text.slice(0, at) + ch + text.slice(at + 1);
          fc.pre(changed !== text);
          for (const bad of [changed, text.slice(0, cut)]) {
            const r = readLinkFragment(bad);
            expect(r.ok).to.equal(false);
            expect(!r.ok && r.error).to.match(/damaged|cut short|does not carry/);
          }
        },
      ),
      { seed: 3204, numRuns: 400 },
    );
  });

  it('refuses a part of another hand-off mixed into a sequence, keeping the parts read', async () => {
    const a = await made(bigItem);
    const b = await made({ ...bigItem, game: { ...bigItem.game, name: 'Another' } });
    const first = collect(EMPTY_COLLECTION, a.parts[0] ?? '');
    if (first.status !== 'added') throw new Error(first.status);
    const mixed = collect(first.collection, b.parts[1] ?? '');
    expect(mixed.status).to.equal('refused');
    if (mixed.status !== 'refused') return;
    expect(mixed.error).to.contain('belongs to another hand-off');
    expect(mixed.collection.chunks.size).to.equal(1);
  });

  it('refuses parts whose frames each read but whose joined payload fails its checksum', () => {
    const payload = enc(noise(90));
    const id = crc32(payload);
    const part = (index: number, chunk: Uint8Array) => partText({ index, total: 3, id, chunk });
    const step = feed([
      part(0, payload.slice(0, 40)),
      part(1, payload.slice(40, 80)),
      part(
        2,
        Uint8Array.from(payload.slice(80), (b, i) => (i === 3 ? b ^ 1 : b)),
      ),
    ]);
    expect(step?.status).to.equal('refused');
    expect(step?.status === 'refused' && step.error).to.contain('do not join into one hand-off');
    const whole = feed(partTexts(payload, 40));
    expect(whole?.status).to.equal('complete', 'the same parts unforged join');
  });

  it('refuses payloads that do not decompress, expand too far, or hold no single game or data set', async () => {
    const cases: [Uint8Array, RegExp][] = [
      [enc('not deflate at all, just text'), /damaged/],
      [(await deflateCodec.compress(backupText({ ...fixture }, AT))).slice(0, 40), /damaged/],
      [await deflateCodec.compress('{"format":"other"}'), /not a Haversack backup/],
      [await deflateCodec.compress(backupText(fixture, AT)), /one saved game or one set/],
      [
        await deflateCodec.compress(
          backupText(
            { games: [game('g1')], rolls: fixture.rolls, userData: [], preferences: [] },
            AT,
          ),
        ),
        /rolls of another game/,
      ],
      [
        await deflateCodec.compress(
          backupText(
            {
              games: [{ ...game('g1'), name: '<img src=x onerror=alert(1)>' }],
              rolls: [],
              userData: [],
              preferences: [],
            },
            AT,
          ),
        ),
        /must not contain/,
      ],
      [await deflateCodec.compress(' '.repeat(HANDOFF_LIMITS.text + 10)), /expand/],
      [
        await deflateCodec.compress(
          backupText({ games: [], rolls: [], userData: [], preferences: [] }, AT).replace(
            '"version": 1',
            '"version": 9',
          ),
        ),
        /newer version/,
      ],
    ];
    for (const [payload, message] of cases) {
      const r = await readHandoff(payload, deflateCodec);
      expect(r.ok).to.equal(false);
      expect(!r.ok && r.error).to.match(message);
    }
  });

  it('refuses a hostile link: foreign, newer, overlong, not base64url, cut short', async () => {
    const { fragment } = await made(gameItem);
    const f = fragment ?? '';
    const cases: [string, RegExp][] = [
      ['', /does not carry/],
      ['backup=abc', /does not carry/],
      ['h7.AAAA', /newer version/],
      [`h1.${'A'.repeat(400_000)}`, /longer than any/],
      ['h1.<script>', /damaged/],
      [f.slice(0, f.length - 5), /damaged|cut short/],
      [linkFragment(enc('x')).slice(0, -1) + 'A', /damaged|cut short/],
    ];
    for (const [text, message] of cases) {
      const r = readLinkFragment(text);
      expect(r.ok, text.slice(0, 20)).to.equal(false);
      expect(!r.ok && r.error).to.match(message);
    }
  });
});

describe('taking a hand-off', () => {
  it('a game not on the device is new; the same game asks, saying which copy is newer', () => {
    expect(planArrival(gameItem, undefined)).to.deep.equal({ kind: 'new' });
    expect(planArrival(gameItem, { updatedAt: '2026-11-20T09:00:00.000Z' })).to.deep.equal({
      kind: 'same-game',
      deviceUpdatedAt: '2026-11-20T09:00:00.000Z',
      newer: true,
    });
    expect(planArrival(enteredItem, { updatedAt: AT })).to.deep.equal({ kind: 'has-entries' });
  });

  it('a copy beside the device’s game has new ids for the game and its rolls, and a marked name', () => {
    let n = 0;
    const copy = asCopy(gameItem, () => `new-${++n}`);
    expect(copy.game.id).to.equal('new-1');
    expect(copy.game.name).to.equal(`${gameItem.game.name} (copy)`);
    expect(copy.game.state).to.deep.equal(gameItem.game.state);
    expect(copy.rolls.map((r) => [r.id, r.savedGameId])).to.deep.equal([['new-2', 'new-1']]);
  });
});
