/**
 * Reads a QR code from a picture with a maintained decoder library (`@zxing/library`, its QR
 * detector and decoder only), for browsers without `BarcodeDetector`. Loaded only when the camera
 * scans on such a browser: never in the first page or a game's chunk
 * (docs/decisions/0010-hand-off-codes.md).
 *
 * The library's finder-pattern search is an older port of ZXing's: it takes a square of data
 * modules for a corner pattern, and so missed about one clean, sharp hand-off code in six. Two
 * corrections follow ZXing's own later versions: every candidate corner is checked along its
 * diagonal too, and the three corners kept are the ones that form the most nearly right isosceles
 * triangle. A code found but not read is tried again turned a quarter at a time, which changes
 * the order the search meets the patterns in (in 1,000 generated hand-off codes none was then
 * left unread; the test of this module keeps 200 of them).
 */
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import type BitMatrix from '@zxing/library/esm/core/common/BitMatrix';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import Decoder from '@zxing/library/esm/core/qrcode/decoder/Decoder';
import Detector from '@zxing/library/esm/core/qrcode/detector/Detector';
import type FinderPattern from '@zxing/library/esm/core/qrcode/detector/FinderPattern';
import FinderPatternFinder from '@zxing/library/esm/core/qrcode/detector/FinderPatternFinder';
import type FinderPatternInfo from '@zxing/library/esm/core/qrcode/detector/FinderPatternInfo';
import type ResultPointCallback from '@zxing/library/esm/core/ResultPointCallback';

/** A grey picture, one byte per pixel. */
interface Grey {
  readonly pixels: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

/** Thrown when a picture holds fewer than three corner patterns. */
class NotACode extends Error {}

/** Finds the three corner patterns, checking each along its diagonal as well as across. */
class CornerFinder extends FinderPatternFinder {
  constructor(image: BitMatrix) {
    super(image, undefined as unknown as ResultPointCallback);
  }
  protected override handlePossibleCenter(stateCount: Int32Array, i: number, j: number): boolean {
    // The library runs its diagonal check only for a picture of nothing but the code.
    return super.handlePossibleCenter(stateCount, i, j, true);
  }
}

const squaredDistance = (a: FinderPattern, b: FinderPattern): number =>
  (a.getX() - b.getX()) ** 2 + (a.getY() - b.getY()) ** 2;

/**
 * Of the candidate corners (of module sizes within 40 % of each other), the three whose triangle
 * is closest to a right isosceles one: the library's own choice goes by module size alone.
 */
function bestCorners(this: { possibleCenters: FinderPattern[] }): FinderPattern[] {
  const found = [...this.possibleCenters].sort(
    (a, b) => a.getEstimatedModuleSize() - b.getEstimatedModuleSize(),
  );
  let best: FinderPattern[] | null = null;
  let distortion = Infinity;
  for (let i = 0; i < found.length - 2; i++) {
    const a = found[i] as FinderPattern;
    for (let j = i + 1; j < found.length - 1; j++) {
      const b = found[j] as FinderPattern;
      for (let k = j + 1; k < found.length; k++) {
        const c = found[k] as FinderPattern;
        if (c.getEstimatedModuleSize() > a.getEstimatedModuleSize() * 1.4) continue;
        const [short = 0, middle = 0, long = 0] = [
          squaredDistance(a, b),
          squaredDistance(b, c),
          squaredDistance(a, c),
        ].sort((x, y) => x - y);
        // Both legs of a right isosceles triangle square to half its hypotenuse's square.
        const d = Math.abs(long - 2 * middle) + Math.abs(long - 2 * short);
        if (d < distortion) {
          distortion = d;
          best = [a, b, c];
        }
      }
    }
  }
  if (!best) throw new NotACode();
  return best;
}
Object.defineProperty(CornerFinder.prototype, 'selectBestPatterns', { value: bestCorners });

/** Reads the grid the corners locate. */
class GridReader extends Detector {
  read(info: FinderPatternInfo): BitMatrix {
    return this.processFinderPatternInfo(info).getBits();
  }
}

/** The picture turned a quarter clockwise. */
function turned({ pixels, width, height }: Grey): Grey {
  const out = new Uint8ClampedArray(pixels.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) out[x * height + (height - 1 - y)] = pixels[y * width + x] ?? 0;
  return { pixels: out, width: height, height: width };
}

/** The text of the QR code in `image` (RGBA), or null when none is found. */
export function decodeQr(image: {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}): string | null {
  const { data, width, height } = image;
  const pixels = new Uint8ClampedArray(width * height);
  for (let i = 0; i < pixels.length; i++) {
    const o = i * 4;
    // Green-favouring average, as the library's own conversion does.
    pixels[i] = ((data[o] ?? 0) + 2 * (data[o + 1] ?? 0) + (data[o + 2] ?? 0)) >> 2;
  }
  let grey: Grey = { pixels, width, height };
  for (let turn = 0; turn < 4; turn++) {
    let bits: BitMatrix;
    let corners: FinderPatternInfo;
    try {
      bits = new BinaryBitmap(
        new HybridBinarizer(new RGBLuminanceSource(grey.pixels, grey.width, grey.height)),
      ).getBlackMatrix();
      corners = new CornerFinder(bits).find(new Map());
    } catch {
      // No code in this frame: the scanner tries the next frame.
      return null;
    }
    try {
      return new Decoder().decodeBitMatrix(new GridReader(bits).read(corners)).getText();
    } catch {
      // A code, but not read from this side: turn the picture and look again.
      grey = turned(grey);
    }
  }
  return null;
}
