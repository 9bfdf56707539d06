/**
 * Two-party rolls: dice neither player can bias, made over links alone (no server). The roller
 * commits to a secret and to the setup; the opponent, having seen only the commitment, adds a
 * random contribution; the roller reveals, and the dice come from a SHA-256 stream over both.
 * Anyone holding the result can check it. Pure: hashing and randomness are passed in from the
 * platform. The protocol and its threat model: `docs/decisions/0008-two-party-rolls.md`.
 */
import { rollDice } from './dice.js';
import { acceptLimit, assertSides } from './faces.js';
import type { RandomFill } from './roller.js';
import type { RollTool } from './tool.js';
import { effectiveInputs, sideDice, writeInputs } from './tool-inputs.js';
import type { Inputs, Roller } from './types.js';

/** SHA-256 of some bytes: WebCrypto's `crypto.subtle.digest` in the app. */
export type Sha256 = (bytes: Uint8Array) => Promise<Uint8Array>;

/** Written into every hashed text so that no hash of this protocol means anything elsewhere. */
export const TWO_PARTY_DOMAIN = 'haversack-two-party-v1';

/** What the request commits to and what the opponent answers: ids and hashes as lower-case hex. */
export interface TwoPartyRequest {
  /** The request's random id (24 hex digits), so an answer is bound to one request. */
  readonly rid: string;
  /** SHA-256 of the setup (game, tool, inputs): 64 hex digits. */
  readonly sd: string;
  /** SHA-256 over the id, the setup's digest and the roller's secret: 64 hex digits. */
  readonly c: string;
}

/** A request with the opponent's random contribution (32 hex digits). */
export interface TwoPartyAnswer extends TwoPartyRequest {
  readonly r: string;
}

/** An answer with the roller's secret revealed (32 hex digits): everything the dice follow from. */
export interface TwoPartyReveal extends TwoPartyAnswer {
  readonly s: string;
}

/** Lengths in hex digits of each part. */
export const TWO_PARTY_HEX = { rid: 24, sd: 64, c: 64, r: 32, s: 32 } as const;

/** Text as bytes; every text hashed here is ASCII (ids, hex, percent-encoded inputs). */
function ascii(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0x7f;
  return out;
}

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

async function hashHex(sha: Sha256, text: string): Promise<string> {
  return hex(await sha(ascii(text)));
}

/** `words` 32-bit random words from `fill` as hex (8 digits a word). */
export function randomHex(fill: RandomFill, words: number): string {
  const buffer = new Uint32Array(words);
  fill(buffer);
  return Array.from(buffer, (w) => w.toString(16).padStart(8, '0')).join('');
}

/**
 * The setup as one canonical text: game, tool and the inputs in effect that differ from their
 * defaults, percent-encoded in the tool's own order. Two devices reading the same link write the
 * same text, and any change of input changes it.
 */
export function canonicalSetup(game: string, tool: RollTool, inputs: Inputs): string {
  const pairs = writeInputs(tool, effectiveInputs(tool, inputs))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return `${encodeURIComponent(game)}/${encodeURIComponent(tool.id)}?${pairs}`;
}

/** The setup's digest, as a request carries it. */
export function setupDigest(sha: Sha256, setup: string): Promise<string> {
  return hashHex(sha, `${TWO_PARTY_DOMAIN}|setup|${setup}`);
}

/** The commitment to a secret for one request and setup. */
export function commitment(sha: Sha256, rid: string, sd: string, secret: string): Promise<string> {
  return hashHex(sha, `${TWO_PARTY_DOMAIN}|commit|${rid}|${sd}|${secret}`);
}

/** A new request for `setup`, and the secret the roller keeps until the answer comes. */
export async function makeRequest(
  sha: Sha256,
  fill: RandomFill,
  setup: string,
): Promise<{ request: TwoPartyRequest; secret: string }> {
  const rid = randomHex(fill, TWO_PARTY_HEX.rid / 8);
  const secret = randomHex(fill, TWO_PARTY_HEX.s / 8);
  const sd = await setupDigest(sha, setup);
  return { request: { rid, sd, c: await commitment(sha, rid, sd, secret) }, secret };
}

/** The opponent's answer: the request (so it binds to it) and a fresh random contribution. */
export function makeAnswer(fill: RandomFill, request: TwoPartyRequest): TwoPartyAnswer {
  return {
    rid: request.rid,
    sd: request.sd,
    c: request.c,
    r: randomHex(fill, TWO_PARTY_HEX.r / 8),
  };
}

/** Length in hex digits of a player's answering key (256 bits). */
export const ANSWERING_KEY_HEX = 64;

/** A new answering key: 256 random bits, made once per player and carried by his backups. */
export function newAnsweringKey(fill: RandomFill): string {
  return randomHex(fill, ANSWERING_KEY_HEX / 8);
}

/**
 * The opponent's answer derived from the request and his answering key: the contribution is
 * `SHA-256(D|answer|key|rid|sd|c)`, first 32 hex digits. Every device holding the same key gives
 * the same answer to a request, so answering it again (on this device or another one restored
 * from his backup) hands the roller no second answer to choose from. The roller cannot foresee it
 * (the key never leaves the opponent's devices), and the opponent cannot aim it: `c` hides `s`.
 */
export async function deriveAnswer(
  sha: Sha256,
  key: string,
  request: TwoPartyRequest,
): Promise<TwoPartyAnswer> {
  const r = await hashHex(
    sha,
    `${TWO_PARTY_DOMAIN}|answer|${key}|${request.rid}|${request.sd}|${request.c}`,
  );
  return { rid: request.rid, sd: request.sd, c: request.c, r: r.slice(0, TWO_PARTY_HEX.r) };
}

/** A short name of an answering key (8 hex digits, as `ab12 cd34`), to compare two devices' keys. */
export async function answeringKeyName(sha: Sha256, key: string): Promise<string> {
  const h = await hashHex(sha, `${TWO_PARTY_DOMAIN}|key-name|${key}`);
  return `${h.slice(0, 4)} ${h.slice(4, 8)}`;
}

/** Thrown by the stream roller when its words run out; the caller hashes more and starts over. */
class StreamExhausted extends Error {}

/** A roller over fixed words with rejection sampling (no face favoured); throws when they run out. */
function wordRoller(words: readonly number[]): Roller {
  let next = 0;
  return {
    roll(sides: number): number {
      assertSides(sides);
      const limit = acceptLimit(sides);
      for (;;) {
        const w = words[next];
        if (w === undefined) throw new StreamExhausted();
        next += 1;
        if (w < limit) return (w % sides) + 1;
      }
    },
  };
}

/**
 * Each side's dice under `inputs`, from both contributions: block i of the stream is
 * SHA-256(domain, every part of the reveal, i), read as eight big-endian 32-bit words; a word in
 * the rejected zone of a die is skipped. Enough blocks are hashed for the dice (more if many are
 * rejected), so the same reveal always gives the same dice.
 */
export async function deriveDice(
  sha: Sha256,
  tool: RollTool,
  inputs: Inputs,
  p: TwoPartyReveal,
): Promise<number[][]> {
  const eff = effectiveInputs(tool, inputs);
  const specs = tool.sides.map((s) => sideDice(s, eff));
  const base = `${TWO_PARTY_DOMAIN}|dice|${p.rid}|${p.sd}|${p.c}|${p.r}|${p.s}`;
  const words: number[] = [];
  let blocks = Math.ceil(specs.reduce((n, s) => n + s.count, 0) / 8) + 1;
  for (;;) {
    for (let i = words.length / 8; i < blocks; i++) {
      const b = await sha(ascii(`${base}|${i}`));
      for (let j = 0; j < 32; j += 4)
        words.push(
          (((b[j] ?? 0) << 24) |
            ((b[j + 1] ?? 0) << 16) |
            ((b[j + 2] ?? 0) << 8) |
            (b[j + 3] ?? 0)) >>>
            0,
        );
    }
    const roller = wordRoller(words);
    try {
      return specs.map((spec) => rollDice(spec, roller));
    } catch (e) {
      if (!(e instanceof StreamExhausted)) throw e;
      blocks *= 2;
    }
  }
}

/** Why a two-party roll does not check out: which check failed, in words. */
export interface TwoPartyProblem {
  readonly check: 'setup' | 'secret' | 'dice';
  readonly message: string;
}

/**
 * Checks a revealed roll as anyone can: the setup shown is the one committed to, the secret
 * matches the commitment, and the dice are the ones both contributions give. Returns the dice
 * when all hold, else the first check that fails.
 */
export async function verifyReveal(
  sha: Sha256,
  game: string,
  tool: RollTool,
  inputs: Inputs,
  p: TwoPartyReveal,
  claimed: readonly (readonly number[])[] | null,
): Promise<{ ok: true; dice: number[][] } | { ok: false; problem: TwoPartyProblem }> {
  if ((await setupDigest(sha, canonicalSetup(game, tool, inputs))) !== p.sd)
    return {
      ok: false,
      problem: {
        check: 'setup',
        message:
          'The setup in this link is not the one the roller committed to: it was changed after the request was made. The roll is refused.',
      },
    };
  if ((await commitment(sha, p.rid, p.sd, p.s)) !== p.c)
    return {
      ok: false,
      problem: {
        check: 'secret',
        message:
          'The revealed secret does not match the roller’s commitment: this is not the secret the request was made with. The roll is refused.',
      },
    };
  const dice = await deriveDice(sha, tool, inputs, p);
  if (claimed !== null && JSON.stringify(claimed) !== JSON.stringify(dice))
    return {
      ok: false,
      problem: {
        check: 'dice',
        message:
          'The dice in this link are not the dice the two contributions give: the result was altered. The roll is refused.',
      },
    };
  return { ok: true, dice };
}
