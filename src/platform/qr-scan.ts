/**
 * Reads QR codes from the camera's frames: the browser's own `BarcodeDetector` where it reads QR
 * codes, otherwise the decoder library (`qr-decode.ts`), loaded from this origin on first use.
 */

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<readonly { readonly rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Reads the QR codes in one frame. */
export type QrReader = (frame: HTMLVideoElement | HTMLCanvasElement) => Promise<string[]>;

/** Largest side a frame is scaled to before the library reads it: enough for a phone's code. */
const MAX_SIDE = 800;

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame)).map((c) => c.rawValue);
  } catch {
    return null;
  }
}

async function libraryReader(): Promise<QrReader> {
  const { decodeQr } = await import('./qr-decode.js');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (frame) => {
    const width = frame instanceof HTMLVideoElement ? frame.videoWidth : frame.width;
    const height = frame instanceof HTMLVideoElement ? frame.videoHeight : frame.height;
    if (!context || width === 0 || height === 0) return Promise.resolve([]);
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(frame, 0, 0, canvas.width, canvas.height);
    const text = decodeQr(context.getImageData(0, 0, canvas.width, canvas.height));
    return Promise.resolve(text === null ? [] : [text]);
  };
}

/** A reader of QR codes, and which one it is; `native: false` skips the browser's own detector. */
export async function qrReader(
  options: { readonly native?: boolean } = {},
): Promise<{ readonly read: QrReader; readonly how: 'browser' | 'library' }> {
  const native = options.native === false ? null : await nativeReader();
  return native
    ? { read: native, how: 'browser' }
    : { read: await libraryReader(), how: 'library' };
}
