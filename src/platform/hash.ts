/**
 * SHA-256 through WebCrypto, wired into the pure core from here (two-party rolls commit to a
 * secret with it). Works offline; needs a secure context (https or localhost), as the app is.
 */
export async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  const copy = new Uint8Array(bytes);
  return new Uint8Array(await crypto.subtle.digest('SHA-256', copy));
}
