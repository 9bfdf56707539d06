/**
 * A hand-off: one saved game (with its logged rolls when they fit) or one kind of entered data
 * (a keyed-in chart set, an army, model parameters) carried from one device to another by QR codes
 * on screen or by a link, with no server. What is carried is a backup file (`backup.ts`) holding
 * that one record, deflate-compressed, so it is versioned and checked exactly as a backup is.
 *
 * The compressed bytes are cut into parts, each framed as
 * `[index u8][total u8][sequence id u32][chunk …][CRC-32 u32 of all before it]`, where the
 * sequence id is the CRC-32 of the whole compressed payload. A part on a QR code is the text
 * `HAVERSACK:<version>:` and the frame in base45 (RFC 9285), whose alphabet is the QR code's
 * alphanumeric mode; a link carries one frame of the whole payload, base64url-encoded, in the
 * address's fragment (never sent to a server). Reassembly takes the parts in any order and refuses
 * a damaged, truncated, foreign or mixed-sequence part, and a payload whose checksum, compression
 * or backup does not read, whole: nothing is taken from it.
 *
 * Pure: compression is injected (`HandoffCodec`; the browser's CompressionStream in the app).
 * The design: `docs/decisions/0010-hand-off-codes.md`.
 */
import { backupText, readBackup, type BackupContents } from './backup.js';
import type { RollRecord } from './roll-record-schema.js';
import type { SavedGame, UserDataRecord } from './saved-game-schema.js';

/** The version of the hand-off framing this build writes, and the newest it reads. */
export const HANDOFF_VERSION = 1;
/** What every part's text starts with (followed by the version and a colon). */
export const HANDOFF_PREFIX = 'HAVERSACK:';
/** What a link's fragment starts with (followed by the frame in base64url). */
export const HANDOFF_FRAGMENT = `h${HANDOFF_VERSION}.`;

/** Bounds: a short run of codes a phone reads off a screen, and links and payloads far below what would hang a tablet. */
export const HANDOFF_LIMITS = {
  /** Compressed bytes on one code (with its 10 bytes of frame, about 777 alphanumeric characters: a version-18 code at level M). */
  partBytes: 500,
  /** Most codes in one hand-off. */
  parts: 16,
  /** Most compressed bytes a link carries. */
  linkBytes: 256 * 1024,
  /** Most characters the payload may expand to. */
  text: 4 * 1024 * 1024,
} as const;

const FRAME_HEAD = 6;
const FRAME_TAIL = 4;

/**
 * Compression of text, injected (deflate-raw of UTF-8 in the browser): `decompress` throws a
 * RangeError once the text would pass `maxChars`, and another error when the bytes are damaged
 * or not UTF-8.
 */
export interface HandoffCodec {
  compress(text: string): Promise<Uint8Array>;
  decompress(bytes: Uint8Array, maxChars: number): Promise<string>;
}

/** What a hand-off carries: one saved game and its rolls, or one kind of entered data. */
export type HandoffItem =
  | { readonly kind: 'game'; readonly game: SavedGame; readonly rolls: readonly RollRecord[] }
  | { readonly kind: 'entered'; readonly record: UserDataRecord };

/** The backup file of an item (also what "as a file" saves). */
export function handoffContents(item: HandoffItem): BackupContents {
  return item.kind === 'game'
    ? { games: [item.game], rolls: item.rolls, userData: [], preferences: [] }
    : { games: [], rolls: [], userData: [item.record], preferences: [] };
}

// ---------------------------------------------------------------------------------------------
// Checksums and text encodings

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 (IEEE 802.3, as zip and PNG use) of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The base45 alphabet (RFC 9285): exactly the characters of a QR code's alphanumeric mode. */
const B45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const b45 = (n: number): string => B45.charAt(n);

/** `bytes` in base45 (RFC 9285). */
export function toBase45(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const n = (bytes[i] ?? 0) * 256 + (bytes[i + 1] ?? 0);
    out += b45(n % 45) + b45(Math.floor(n / 45) % 45) + b45(Math.floor(n / 2025));
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1] ?? 0;
    out += b45(n % 45) + b45(Math.floor(n / 45));
  }
  return out;
}

/** The bytes of base45 text, or null when it is not base45. */
export function fromBase45(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  const digit = (i: number) => B45.indexOf(text.charAt(i));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const [c, d] = [digit(i), digit(i + 1)];
    if (c < 0 || d < 0) return null;
    if (i + 2 < text.length) {
      const e = digit(i + 2);
      if (e < 0) return null;
      const n = c + d * 45 + e * 2025;
      if (n > 0xffff) return null;
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      const n = c + d * 45;
      if (n > 0xff) return null;
      out[o++] = n;
    }
  }
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `bytes` in base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = Math.min(3, bytes.length - i);
    for (let k = 0; k <= left; k++) out += B64.charAt((n >> (18 - 6 * k)) & 63);
  }
  return out;
}

/** The bytes of base64url text without padding, or null when it is not that. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const group = text.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) n = (n << 6) | (k < group.length ? B64.indexOf(group[k] ?? '') : 0);
    const bytes = group.length - 1;
    // The bits past the last byte must be zero, as an encoder writes them: one text per payload.
    if (bytes < 3 && (n & ((1 << (8 * (3 - bytes))) - 1)) !== 0) return null;
    for (let k = 0; k < bytes; k++) out[o++] = (n >> (16 - 8 * k)) & 0xff;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Frames

/** One part: where it sits in its sequence, which sequence, and its bytes of the payload. */
export interface HandoffPart {
  readonly index: number;
  readonly total: number;
  /** CRC-32 of the whole compressed payload: the same on every part of one hand-off. */
  readonly id: number;
  readonly chunk: Uint8Array;
}

function frame(part: HandoffPart): Uint8Array {
  const out = new Uint8Array(FRAME_HEAD + part.chunk.length + FRAME_TAIL);
  const view = new DataView(out.buffer);
  out[0] = part.index;
  out[1] = part.total;
  view.setUint32(2, part.id);
  out.set(part.chunk, FRAME_HEAD);
  view.setUint32(out.length - FRAME_TAIL, crc32(out.subarray(0, out.length - FRAME_TAIL)));
  return out;
}

/** A part read, or why it cannot be. */
export type PartRead =
  | { readonly ok: true; readonly part: HandoffPart }
  | { readonly ok: false; readonly error: string };

const bad = (error: string): { ok: false; error: string } => ({ ok: false, error });

const DAMAGED = 'This code is damaged or was not read whole: nothing was taken from it.';

function unframe(bytes: Uint8Array, maxParts: number): PartRead {
  if (bytes.length < FRAME_HEAD + FRAME_TAIL + 1) return bad(DAMAGED);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const body = bytes.subarray(0, bytes.length - FRAME_TAIL);
  if (view.getUint32(bytes.length - FRAME_TAIL) !== crc32(body)) return bad(DAMAGED);
  const [index = 0, total = 0] = bytes;
  if (total < 1 || total > maxParts || index >= total) return bad(DAMAGED);
  return {
    ok: true,
    part: { index, total, id: view.getUint32(2), chunk: bytes.slice(FRAME_HEAD, body.length) },
  };
}

const NOT_OURS =
  'This code is not a Haversack hand-off (it may belong to another app): nothing was taken from it.';
const NEWER =
  'This code was made by a newer version of Haversack: update the app on this device, then scan it again.';

/** Reads one scanned code's text as a part. Never throws. */
export function readPart(text: string): PartRead {
  if (typeof text !== 'string' || text.length > 4 * HANDOFF_LIMITS.partBytes) return bad(NOT_OURS);
  const head = /^HAVERSACK:(\d{1,4}):/.exec(text);
  if (!head) return bad(NOT_OURS);
  if (Number(head[1]) > HANDOFF_VERSION) return bad(NEWER);
  if (Number(head[1]) !== HANDOFF_VERSION) return bad(NOT_OURS);
  const bytes = fromBase45(text.slice(head[0].length));
  return bytes ? unframe(bytes, HANDOFF_LIMITS.parts) : bad(DAMAGED);
}

/** The text of one part on a QR code. */
export function partText(part: HandoffPart): string {
  return `${HANDOFF_PREFIX}${HANDOFF_VERSION}:${toBase45(frame(part))}`;
}

/** Cuts compressed `payload` into part texts of at most `partBytes` each. */
export function partTexts(
  payload: Uint8Array,
  partBytes: number = HANDOFF_LIMITS.partBytes,
): string[] {
  const total = Math.max(1, Math.ceil(payload.length / partBytes));
  const id = crc32(payload);
  return Array.from({ length: total }, (_, index) =>
    partText({
      index,
      total,
      id,
      chunk: payload.subarray(index * partBytes, (index + 1) * partBytes),
    }),
  );
}

/** The fragment of a link carrying compressed `payload` (without the `#`). */
export function linkFragment(payload: Uint8Array): string {
  return (
    HANDOFF_FRAGMENT +
    toBase64Url(frame({ index: 0, total: 1, id: crc32(payload), chunk: payload }))
  );
}

/** The compressed payload a link's fragment carries, or why it cannot be read. Never throws. */
export function readLinkFragment(
  fragment: string,
):
  | { readonly ok: true; readonly payload: Uint8Array }
  | { readonly ok: false; readonly error: string } {
  const text = fragment.replace(/^#/, '');
  const LINK_DAMAGED =
    'This link is damaged or was cut short when it was copied: nothing was taken from it.';
  const version = /^h(\d{1,4})\./.exec(text);
  if (!version) return bad('This link does not carry a Haversack hand-off.');
  if (Number(version[1]) > HANDOFF_VERSION)
    return bad(
      'This link was made by a newer version of Haversack: update the app on this device, then open it again.',
    );
  if (Number(version[1]) !== HANDOFF_VERSION)
    return bad('This link does not carry a Haversack hand-off.');
  const body = text.slice(version[0].length);
  if (body.length > Math.ceil(((HANDOFF_LIMITS.linkBytes + 10) * 4) / 3) + 4)
    return bad('This link is longer than any hand-off Haversack makes: nothing was taken from it.');
  const bytes = fromBase64Url(body);
  if (!bytes) return bad(LINK_DAMAGED);
  const read = unframe(bytes, 1);
  if (!read.ok) return bad(LINK_DAMAGED);
  return crc32(read.part.chunk) === read.part.id
    ? { ok: true, payload: read.part.chunk }
    : bad(LINK_DAMAGED);
}

// ---------------------------------------------------------------------------------------------
// Collecting parts in any order

/** The parts read so far of one hand-off. */
export interface Collection {
  readonly id: number | null;
  readonly total: number;
  readonly chunks: ReadonlyMap<number, Uint8Array>;
}

export const EMPTY_COLLECTION: Collection = { id: null, total: 0, chunks: new Map() };

/** What adding one scanned code did. */
export type CollectStep =
  | {
      readonly status: 'added' | 'repeat';
      readonly collection: Collection;
      /** Parts held, of `total`. */
      readonly have: number;
      readonly total: number;
    }
  | { readonly status: 'complete'; readonly payload: Uint8Array; readonly total: number }
  | { readonly status: 'refused'; readonly error: string; readonly collection: Collection };

/**
 * Adds one scanned code's text to `collection`. A code that does not read, or that belongs to
 * another hand-off than the parts already held, is refused (the parts held are kept: the caller
 * decides whether to start again); once every part is held, the payload is joined and checked
 * against the sequence's checksum.
 */
export function collect(collection: Collection, text: string): CollectStep {
  const read = readPart(text);
  if (!read.ok) return { status: 'refused', error: read.error, collection };
  const { part } = read;
  if (collection.id !== null && (part.id !== collection.id || part.total !== collection.total))
    return {
      status: 'refused',
      error: `This code belongs to another hand-off than the ${collection.chunks.size} part${collection.chunks.size === 1 ? '' : 's'} already read: the two were not mixed, and nothing was taken. Start again to read the new one.`,
      collection,
    };
  const held = collection.chunks.get(part.index);
  if (held) {
    const same = held.length === part.chunk.length && held.every((b, i) => b === part.chunk[i]);
    return same
      ? { status: 'repeat', collection, have: collection.chunks.size, total: part.total }
      : { status: 'refused', error: DAMAGED, collection };
  }
  const chunks = new Map(collection.chunks).set(part.index, part.chunk);
  const next: Collection = { id: part.id, total: part.total, chunks };
  if (chunks.size < part.total)
    return { status: 'added', collection: next, have: chunks.size, total: part.total };
  const size = [...chunks.values()].reduce((n, c) => n + c.length, 0);
  const payload = new Uint8Array(size);
  let at = 0;
  for (let i = 0; i < part.total; i++) {
    const c = chunks.get(i) ?? new Uint8Array();
    payload.set(c, at);
    at += c.length;
  }
  if (crc32(payload) !== part.id)
    return {
      status: 'refused',
      error:
        'These codes do not join into one hand-off (one was damaged or came from another): nothing was taken. Start again.',
      collection: EMPTY_COLLECTION,
    };
  return { status: 'complete', payload, total: part.total };
}

// ---------------------------------------------------------------------------------------------
// Making and reading a hand-off

/** A hand-off made: its codes, its link's fragment and its file, or why it cannot be carried. */
export type HandoffMade =
  | {
      readonly ok: true;
      /** One text per QR code (empty when even the first part's limit is passed: link and file only). */
      readonly parts: readonly string[];
      /** The link's fragment, or null when the payload is too large for a link. */
      readonly fragment: string | null;
      /** The backup file's text. */
      readonly file: string;
      /** Compressed size in bytes. */
      readonly bytes: number;
      /** Rolls left out of the codes and link so that the game fits (they stay in the file). */
      readonly rollsLeftOut: number;
    }
  | { readonly ok: false; readonly message: string };

async function compressed(item: HandoffItem, at: string, codec: HandoffCodec) {
  return codec.compress(backupText(handoffContents(item), at));
}

/**
 * Makes the hand-off of `item`, stamped `at`. A game whose rolls make it too long for the codes is
 * carried without its rolls (the file keeps them); an item too large even so is carried by link
 * and file only, or by file only.
 */
export async function makeHandoff(
  item: HandoffItem,
  at: string,
  codec: HandoffCodec,
): Promise<HandoffMade> {
  const max = HANDOFF_LIMITS.partBytes * HANDOFF_LIMITS.parts;
  const file = backupText(handoffContents(item), at);
  let payload = await compressed(item, at, codec);
  let rollsLeftOut = 0;
  if (payload.length > max && item.kind === 'game' && item.rolls.length > 0) {
    const bare = await compressed({ ...item, rolls: [] }, at, codec);
    if (bare.length <= max) {
      rollsLeftOut = item.rolls.length;
      payload = bare;
    }
  }
  if (payload.length > HANDOFF_LIMITS.linkBytes)
    return {
      ok: true,
      parts: [],
      fragment: null,
      file,
      bytes: payload.length,
      rollsLeftOut: 0,
    };
  return {
    ok: true,
    parts: payload.length <= max ? partTexts(payload) : [],
    fragment: linkFragment(payload),
    file,
    bytes: payload.length,
    rollsLeftOut,
  };
}

/** A hand-off read: what it carries, when it was made, and its size; or the one reason it was refused. */
export type HandoffRead =
  | {
      readonly ok: true;
      readonly item: HandoffItem;
      readonly exportedAt: string | null;
      /** Compressed size in bytes. */
      readonly bytes: number;
    }
  | { readonly ok: false; readonly error: string };

/**
 * Reads a joined, checksum-checked payload: decompressed within bounds, read as a backup file is
 * (`readBackup`), and refused unless it holds exactly one saved game (and rolls of that game only)
 * or exactly one kind of entered data. Never throws.
 */
export async function readHandoff(payload: Uint8Array, codec: HandoffCodec): Promise<HandoffRead> {
  let text: string;
  try {
    text = await codec.decompress(payload, HANDOFF_LIMITS.text);
  } catch (e) {
    return bad(
      e instanceof RangeError
        ? 'This hand-off would expand to more than any game or chart holds: nothing was taken from it.'
        : 'This hand-off is damaged (it does not decompress): nothing was taken from it.',
    );
  }
  const read = readBackup(text);
  if (!read.ok) return bad(`Nothing was taken: ${read.error}`);
  const { games, rolls, userData, preferences } = read.contents;
  const bytes = payload.length;
  if (games.length === 1 && userData.length === 0 && preferences.length === 0) {
    const [game] = games as [SavedGame];
    if (rolls.some((r) => r.savedGameId !== game.id))
      return bad(
        'This hand-off holds rolls of another game than its own: nothing was taken from it.',
      );
    return { ok: true, item: { kind: 'game', game, rolls }, exportedAt: read.exportedAt, bytes };
  }
  if (games.length === 0 && rolls.length === 0 && userData.length === 1 && preferences.length === 0)
    return {
      ok: true,
      item: { kind: 'entered', record: userData[0] as UserDataRecord },
      exportedAt: read.exportedAt,
      bytes,
    };
  return bad(
    'A hand-off holds one saved game or one set of entered data; this one holds something else, so nothing was taken from it. Restore a full backup from Your data.',
  );
}

/** When a game handed over is already on this device: what the player may do. */
export type ArrivalPlan =
  | { readonly kind: 'new' }
  /** The device holds the same game (by id): replace it, keep both, or cancel. */
  | { readonly kind: 'same-game'; readonly deviceUpdatedAt: string; readonly newer: boolean }
  /** The device holds entered data of this kind: replace, merge or cancel. */
  | { readonly kind: 'has-entries' };

/**
 * What taking `item` meets on a device holding `existing` (the same game by id, or the same kind
 * of entered data), so nothing is overwritten without asking.
 */
export function planArrival(
  item: HandoffItem,
  existing: { readonly updatedAt: string } | undefined,
): ArrivalPlan {
  if (!existing) return { kind: 'new' };
  if (item.kind === 'entered') return { kind: 'has-entries' };
  return {
    kind: 'same-game',
    deviceUpdatedAt: existing.updatedAt,
    newer: item.game.updatedAt > existing.updatedAt,
  };
}

/**
 * The game taken as a second copy beside the one already on the device: a new id (and new roll
 * ids) from `newId`, the name marked as a copy, everything else unchanged.
 */
export function asCopy(
  item: Extract<HandoffItem, { kind: 'game' }>,
  newId: () => string,
): Extract<HandoffItem, { kind: 'game' }> {
  const id = newId();
  return {
    kind: 'game',
    game: { ...item.game, id, name: `${item.game.name} (copy)`.slice(0, 200) },
    rolls: item.rolls.map((r) => ({ ...r, id: newId(), savedGameId: id })),
  };
}
