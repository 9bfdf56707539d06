/**
 * The rollers: where dice get their randomness. Rules never roll by themselves; they take a
 * `Roller`, so the app can roll with the platform's cryptographic source, replay a shared roll
 * from a seed, or take the dice a player rolled at the table.
 */
import { acceptLimit, assertSides, faceFromWord } from './faces.js';
import { cyrb128, sfc32 } from './prng.js';
import type { Roller } from './types.js';

/** Fills a buffer with uniformly random 32-bit words, e.g. `(b) => crypto.getRandomValues(b)`. */
export type RandomFill = (buffer: Uint32Array) => void;

/** A roller that replays from its seed: same seed and same position give the same faces. */
export interface SeededRoller extends Roller {
  /** The seed string the stream was derived from. */
  readonly seed: string;
  /**
   * Position of the next roll in the stream: rolls made so far, counting the `skip` rolls passed
   * over at creation. Store it with a roll (as `seedIndex`) to replay that roll later.
   */
  readonly used: number;
}

/**
 * The largest `skip` (roll position) `seededRoller` accepts: a million rolls from one seed is far
 * beyond any game, and the bound keeps a hostile link from making the app spin through 2^53.
 */
export const MAX_SKIP = 1_000_000;

/**
 * A deterministic roller: cyrb128 hashes `seed` into the state of an sfc32 generator; each roll
 * takes exactly one 32-bit word of that stream, whatever the die, so roll n can be replayed with
 * `seededRoller(seed, n)`. A word in the rejected zone (rejection sampling, no modulo bias) is
 * replaced by words from a generator derived from the seed, the word and the roll's position,
 * which keeps later positions unchanged. `skip` (a whole number in 0..MAX_SKIP, else a RangeError)
 * passes over that many rolls.
 * Not for secrets: anyone who knows the seed knows the rolls.
 */
export function seededRoller(seed: string, skip = 0): SeededRoller {
  if (!Number.isSafeInteger(skip) || skip < 0 || skip > MAX_SKIP) {
    throw new RangeError(
      `skip must be a whole number of rolls in 0..${MAX_SKIP}; got ${String(skip)}.`,
    );
  }
  const key = cyrb128(seed);
  const next = sfc32(key);
  for (let i = 0; i < skip; i++) next();
  let used = skip;
  return {
    seed,
    get used() {
      return used;
    },
    roll(sides: number): number {
      assertSides(sides);
      const position = used;
      const word = next();
      used += 1;
      const face = faceFromWord(word, sides);
      if (face !== null) return face;
      const retry = sfc32([
        (key[0] ^ word) >>> 0,
        (key[1] ^ position) >>> 0,
        (key[2] ^ Math.floor(position / 0x1_0000_0000)) >>> 0,
        key[3],
      ]);
      for (;;) {
        const again = faceFromWord(retry(), sides);
        if (again !== null) return again;
      }
    },
  };
}

/** Words fetched from the fill function at a time (one call per block keeps rolling fast). */
const BLOCK = 256;

/**
 * A roller over a platform source of random 32-bit words, normally
 * `cryptoRoller((b) => crypto.getRandomValues(b))`. Words are fetched a block of 256 at a time;
 * a word at or above the largest multiple of `sides` not above 2^32 is skipped (rejection
 * sampling) so that no face is favoured.
 */
export function cryptoRoller(fill: RandomFill): Roller {
  const buffer = new Uint32Array(BLOCK);
  let next = BLOCK;
  const word = (): number => {
    if (next >= BLOCK) {
      fill(buffer);
      next = 0;
    }
    const value = buffer[next];
    next += 1;
    if (value === undefined) throw new Error('cryptoRoller: buffer index out of range.');
    return value;
  };
  return {
    roll(sides: number): number {
      assertSides(sides);
      const limit = acceptLimit(sides);
      for (;;) {
        const w = word();
        if (w < limit) return (w % sides) + 1;
      }
    },
  };
}

/** A roller that gives back scripted faces; `remaining` is how many are left. */
export type ScriptedRoller = Roller & { readonly remaining: number };

/**
 * A roller returning `faces` in order: for tests, and for dice a player rolled at the table and
 * typed in. Throws a RangeError when the faces run out or when the next face is not a whole
 * number in 1..sides of the die asked for (the face is then not consumed).
 */
export function scriptedRoller(faces: readonly number[]): ScriptedRoller {
  const script = [...faces];
  let next = 0;
  return {
    get remaining() {
      return script.length - next;
    },
    roll(sides: number): number {
      assertSides(sides);
      const face = script[next];
      if (face === undefined) {
        throw new RangeError(`No scripted die left: all ${script.length} faces were used.`);
      }
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new RangeError(`Scripted face ${String(face)} is not a face of a d${sides}.`);
      }
      next += 1;
      return face;
    },
  };
}

/** Crockford's base-32 digits (no i, l, o, u): easy to read aloud and safe in a link. */
const SEED_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Length of a seed from `newSeed`: 10 base-32 characters, 50 random bits. */
export const SEED_LENGTH = 10;

/**
 * A fresh random seed for `seededRoller`: 10 lower-case Crockford base-32 characters (50 bits)
 * taken 5 bits at a time from two words of `fill`, so every character is uniform.
 */
export function newSeed(fill: RandomFill): string {
  const words = new Uint32Array(2);
  fill(words);
  const [high = 0, low = 0] = words;
  let seed = '';
  for (let i = 0; i < SEED_LENGTH; i++) {
    const source = i < 6 ? high : low;
    const shift = (i < 6 ? i : i - 6) * 5;
    seed += SEED_ALPHABET.charAt((source >>> shift) & 31);
  }
  return seed;
}
