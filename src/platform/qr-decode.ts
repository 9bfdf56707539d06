/**
 * Reads a QR code from a picture with a maintained decoder library (`@zxing/library`, its QR
 * reader only), for browsers without `BarcodeDetector`. Loaded only when the camera scans on such a
 * browser: never in the first page or a game's chunk (docs/decisions/0010-hand-off-codes.md).
 */
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';

/** The text of the QR code in `image` (RGBA), or null when none is found. */
export function decodeQr(image: {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}): string | null {
  const { data, width, height } = image;
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++) {
    const o = i * 4;
    // Green-favouring average, as the library's own conversion does.
    luminance[i] = ((data[o] ?? 0) + 2 * (data[o + 1] ?? 0) + (data[o + 2] ?? 0)) >> 2;
  }
  try {
    const bitmap = new BinaryBitmap(
      new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)),
    );
    return new QRCodeReader().decode(bitmap).getText();
  } catch {
    // No code in this frame (or none that reads): the scanner tries the next frame.
    return null;
  }
}
