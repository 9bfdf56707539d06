import { expect } from '@open-wc/testing';
import {
  MAX_SKIP,
  SEED_LENGTH,
  cryptoRoller,
  newSeed,
  scriptedRoller,
  seededRoller,
} from '../../../src/core/shared/roller.js';
import { acceptLimit } from '../../../src/core/shared/faces.js';
import { cyrb128, sfc32 } from '../../../src/core/shared/prng.js';
import { CHI2_CRITICAL_P001, chiSquare, faceCounts } from './chi-square.js';

const platformFill = (b: Uint32Array): void => {
  crypto.getRandomValues(b);
};
const N = 1_000_000;

describe('roller', () => {
  describe('χ² goodness of fit over 1,000,000 rolls (critical value at p = 0.001)', () => {
    it('the chi-square helper computes Pearson’s statistic', () => {
      expect(chiSquare([10, 10, 10, 10, 10, 10])).to.equal(0);
      expect(chiSquare([20, 0, 10, 10, 10, 10])).to.equal(20);
      expect(chiSquare([15, 5])).to.equal(5);
    });

    it('the seeded roller is fair on a d6', () => {
      const counts = faceCounts(seededRoller('chi-square-d6'), 6, N);
      expect(counts.reduce((a, b) => a + b, 0)).to.equal(N);
      expect(chiSquare(counts)).to.be.below(CHI2_CRITICAL_P001[6]);
    });

    it('the seeded roller is fair on a d20', () => {
      const counts = faceCounts(seededRoller('chi-square-d20'), 20, N);
      expect(chiSquare(counts)).to.be.below(CHI2_CRITICAL_P001[20]);
    });

    it('the crypto roller is fair on a d6', () => {
      const counts = faceCounts(cryptoRoller(platformFill), 6, N);
      expect(chiSquare(counts)).to.be.below(CHI2_CRITICAL_P001[6]);
    });

    it('the crypto roller is fair on a d20', () => {
      const counts = faceCounts(cryptoRoller(platformFill), 20, N);
      expect(chiSquare(counts)).to.be.below(CHI2_CRITICAL_P001[20]);
    });

    it('detects a biased source (words reduced modulo 8 favour faces 1 and 2 of a d6)', () => {
      const biased = cryptoRoller((b) => {
        crypto.getRandomValues(b);
        for (let i = 0; i < b.length; i++) b[i] = (b[i] ?? 0) % 8;
      });
      const counts = faceCounts(biased, 6, 100_000);
      expect(chiSquare(counts)).to.be.above(CHI2_CRITICAL_P001[6]);
      expect(counts[0]).to.be.above(counts[2] ?? 0);
    });
  });

  describe('seededRoller', () => {
    it('gives the same faces for the same seed', () => {
      const a = seededRoller('gettysburg');
      const b = seededRoller('gettysburg');
      const sides = [6, 6, 20, 10, 12, 6, 2, 100];
      expect(sides.map((s) => a.roll(s))).to.deep.equal(sides.map((s) => b.roll(s)));
    });

    it('gives different faces for different seeds', () => {
      const a = seededRoller('antietam');
      const b = seededRoller('antietam ');
      const rollsA = Array.from({ length: 20 }, () => a.roll(20));
      const rollsB = Array.from({ length: 20 }, () => b.roll(20));
      expect(rollsA).to.not.deep.equal(rollsB);
    });

    it('replays a stream exactly (pinned, so saved seeds keep their rolls)', () => {
      const roller = seededRoller('haversack');
      const faces = Array.from({ length: 12 }, () => roller.roll(6));
      expect(faces).to.deep.equal(PINNED_D6);
    });

    it('replays roll n from seed + skip n, whatever dice came before', () => {
      const first = seededRoller('shiloh');
      const mixed = [6, 20, 6, 10, 12, 6, 20, 6, 6, 13];
      const faces = mixed.map((s) => first.roll(s));
      const replay = seededRoller('shiloh', 5);
      expect(replay.used).to.equal(5);
      expect(mixed.slice(5).map((s) => replay.roll(s))).to.deep.equal(faces.slice(5));
      const d6 = seededRoller('shiloh', 9);
      expect(d6.roll(13)).to.equal(faces[9]);
    });

    it('keeps one stream position per roll even when words are rejected', () => {
      const sides = 2 ** 31 + 1; // accepts only words below 2^31 + 1: about half are rejected
      const words = sfc32(cyrb128('reject'));
      const rejected = Array.from({ length: 40 }, () => words()).filter(
        (w) => w >= acceptLimit(sides),
      );
      expect(rejected.length).to.be.at.least(5);
      const roller = seededRoller('reject');
      const faces = Array.from({ length: 40 }, () => roller.roll(sides));
      expect(roller.used).to.equal(40);
      for (const f of faces) expect(Number.isInteger(f) && f >= 1 && f <= sides).to.equal(true);
      const replay = seededRoller('reject', 20);
      expect(Array.from({ length: 20 }, () => replay.roll(sides))).to.deep.equal(faces.slice(20));
      expect(roller.roll(6)).to.equal(seededRoller('reject', 40).roll(6));
    });

    it('counts the rolls made in used, and exposes its seed', () => {
      const roller = seededRoller('chancellorsville');
      expect(roller.used).to.equal(0);
      roller.roll(6);
      roller.roll(20);
      expect(roller.used).to.equal(2);
      expect(roller.seed).to.equal('chancellorsville');
    });

    it('rolls only faces 1..sides', () => {
      const roller = seededRoller('range');
      const seen = new Set<number>();
      for (let i = 0; i < 2000; i++) seen.add(roller.roll(3));
      expect([...seen].sort()).to.deep.equal([1, 2, 3]);
    });

    it('throws a RangeError for a bad die or skip, without using a roll', () => {
      const roller = seededRoller('errors');
      for (const sides of [0, 1, 2.5, -6, Number.NaN, 2 ** 33]) {
        expect(() => roller.roll(sides)).to.throw(RangeError);
      }
      expect(roller.used).to.equal(0);
      expect(() => seededRoller('x', -1)).to.throw(RangeError);
      expect(() => seededRoller('x', 1.5)).to.throw(RangeError);
      expect(() => seededRoller('x', MAX_SKIP + 1)).to.throw(RangeError);
      expect(seededRoller('x', MAX_SKIP).used).to.equal(MAX_SKIP);
    });
  });

  describe('cryptoRoller', () => {
    it('skips a word in the rejected zone and uses the next one', () => {
      const limit = 2 ** 32 - (2 ** 32 % 6); // 4294967292, the largest multiple of 6 ≤ 2^32
      const roller = cryptoRoller((b) => {
        b.fill(0);
        b[0] = limit; // rejected
        b[1] = 0xffffffff; // rejected
        b[2] = 4; // face 5
        b[3] = limit - 1; // accepted: the last word of the accepted zone, face 6
      });
      expect(roller.roll(6)).to.equal(5);
      expect(roller.roll(6)).to.equal(6);
      expect(roller.roll(6)).to.equal(1);
    });

    it('fetches words a block at a time', () => {
      let calls = 0;
      let sizes = 0;
      const roller = cryptoRoller((b) => {
        calls += 1;
        sizes = b.length;
        crypto.getRandomValues(b);
      });
      roller.roll(2); // a d2 never rejects a word: one word per roll
      for (let i = 1; i < sizes; i++) roller.roll(2);
      expect(calls).to.equal(1);
      roller.roll(2);
      expect(calls).to.equal(2);
      expect(sizes).to.be.at.least(64);
    });

    it('throws a RangeError for a die with fewer than 2 sides or fractional sides', () => {
      const roller = cryptoRoller(platformFill);
      expect(() => roller.roll(1)).to.throw(RangeError);
      expect(() => roller.roll(6.5)).to.throw(RangeError);
    });
  });

  describe('scriptedRoller', () => {
    it('returns the scripted faces in order and counts what remains', () => {
      const roller = scriptedRoller([3, 5, 1]);
      expect(roller.remaining).to.equal(3);
      expect([roller.roll(6), roller.roll(6), roller.roll(20)]).to.deep.equal([3, 5, 1]);
      expect(roller.remaining).to.equal(0);
    });

    it('throws a RangeError when exhausted', () => {
      const roller = scriptedRoller([2]);
      roller.roll(6);
      expect(() => roller.roll(6)).to.throw(RangeError, /No scripted die left/);
    });

    it('throws a RangeError for a face outside 1..sides, and keeps that face', () => {
      const roller = scriptedRoller([7, 0, 2.5]);
      expect(() => roller.roll(6)).to.throw(RangeError, /not a face of a d6/);
      expect(roller.remaining).to.equal(3);
      expect(roller.roll(8)).to.equal(7);
      expect(() => roller.roll(6)).to.throw(RangeError);
      expect(() => scriptedRoller([1]).roll(1)).to.throw(RangeError);
    });

    it('is not affected by later changes to the array it was given', () => {
      const faces = [4, 4];
      const roller = scriptedRoller(faces);
      faces[0] = 1;
      expect(roller.roll(6)).to.equal(4);
    });
  });

  describe('newSeed', () => {
    it('writes 50 bits as 10 Crockford base-32 characters', () => {
      expect(newSeed((b) => b.fill(0))).to.equal('0000000000');
      expect(newSeed((b) => b.fill(0xffffffff))).to.equal('zzzzzzzzzz');
      expect(
        newSeed((b) => {
          b[0] = 1 | (2 << 5) | (31 << 25);
          b[1] = 10 << 15;
        }),
      ).to.equal('12000z000a');
    });

    it('gives fresh seeds from the platform source', () => {
      const seeds = new Set(Array.from({ length: 50 }, () => newSeed(platformFill)));
      expect(seeds.size).to.equal(50);
      for (const seed of seeds)
        expect(seed)
          .to.match(/^[0-9a-hjkmnp-tv-z]+$/)
          .and.have.length(SEED_LENGTH);
    });
  });
});

/** The first 12 d6 rolls of seed 'haversack' (cyrb128 → sfc32); changing them breaks old links. */
const PINNED_D6: readonly number[] = [5, 1, 6, 4, 1, 5, 4, 2, 3, 1, 1, 3];
