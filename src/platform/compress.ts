/**
 * Compact, URL-safe encoding of text for data-carrying links: deflate-raw (the browser's
 * CompressionStream) and base64url. Decoding stops as soon as the output passes `maxChars`, so a
 * small hostile link cannot expand into a huge string.
 */
function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    throw new Error('The link data has characters a Haversack link never uses.');
  const b = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(b, (c) => c.charCodeAt(0));
}

async function pipe(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
  max: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const writer = stream.writable.getWriter();
  void writer
    .write(bytes)
    .then(() => writer.close())
    .catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new RangeError('The link data is too large.');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Compresses text into a URL-safe string. */
export async function compressToParam(text: string): Promise<string> {
  const bytes = await pipe(
    new TextEncoder().encode(text),
    new CompressionStream('deflate-raw'),
    Infinity,
  );
  return toBase64Url(bytes);
}

/** Decompresses a URL-safe string; throws an Error with a clear message when it is not valid. */
export async function decompressParam(param: string, maxChars: number): Promise<string> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64Url(param);
  } catch (e) {
    throw new Error(
      e instanceof Error && e.message.startsWith('The link')
        ? e.message
        : 'The link data is not valid.',
    );
  }
  try {
    const out = await pipe(bytes, new DecompressionStream('deflate-raw'), maxChars * 4);
    return new TextDecoder('utf-8', { fatal: true }).decode(out);
  } catch (e) {
    if (e instanceof RangeError) throw new Error('The link data is too large.');
    throw new Error(
      'The link data is damaged or incomplete (it may have been cut off when copied).',
    );
  }
}

/**
 * The hand-off's compression (`src/core/shared/handoff.ts`): UTF-8 text deflate-raw compressed by
 * the browser's CompressionStream; decompression stops with a RangeError past `maxChars` bytes, and
 * throws another error on damaged data or bytes that are not UTF-8.
 */
export const deflateCodec = {
  async compress(text: string): Promise<Uint8Array> {
    return pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'), Infinity);
  },
  async decompress(bytes: Uint8Array, maxChars: number): Promise<string> {
    const out = await pipe(
      Uint8Array.from(bytes),
      new DecompressionStream('deflate-raw'),
      // Text of n characters is at least n bytes of UTF-8: stop at maxChars bytes.
      maxChars,
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(out);
  },
};
