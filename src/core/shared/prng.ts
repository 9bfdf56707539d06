/**
 * The seeded generator behind `seededRoller`: the cyrb128 string hash feeding the sfc32 generator.
 * Both are small, published, public-domain algorithms (cyrb128 by bryc; sfc32, "Small Fast
 * Counter", by Chris Doty-Humphrey, from the PractRand suite: tmp = a + b + counter++), written
 * out here so that a seed
 * replays identically in every browser and in every version of the app.
 */

/** Four unsigned 32-bit words: the 128-bit state of sfc32 or the 128-bit output of cyrb128. */
export type Words128 = readonly [number, number, number, number];

/**
 * cyrb128: hashes a string (its UTF-16 code units) into four unsigned 32-bit words.
 * Not cryptographic: only a well-mixed way to turn a readable seed into generator state.
 */
export function cyrb128(text: string): Words128 {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** Outputs discarded after seeding so that similar seeds give unrelated streams. */
const WARM_UP = 15;

/**
 * sfc32: a generator of unsigned 32-bit integers (0..2^32-1) from a 128-bit state.
 * Returns a function giving the next output each call; the state lives in its closure only.
 * The first 15 outputs are discarded to mix the seed into the whole state.
 */
export function sfc32(seed: Words128): () => number {
  let [a, b, c, d] = seed;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < WARM_UP; i++) next();
  return next;
}
