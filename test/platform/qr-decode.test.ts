/**
 * The decoder used where the browser has no QR detector reads every hand-off code as the sending
 * screen shows it: 200 codes of the hand-off's kind (alphanumeric parts of 300–800 characters,
 * the sizes a saved game is cut into), each drawn sharp in a camera-sized frame. The library's
 * own reader misses about one in six of these; the test also keeps one it misses, so it fails if
 * the corrections in `qr-decode.ts` are lost. Frames without a code read as nothing.
 */
import { expect } from '@open-wc/testing';
import { correction, generate } from 'lean-qr';
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import { decodeQr } from '../../src/platform/qr-decode.js';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const WIDTH = 640;
const HEIGHT = 480;

/** A seeded generator (mulberry32): the same 200 codes on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function partText(random: () => number): string {
  const length = 300 + Math.floor(random() * 500);
  let text = 'HAVERSACK:1:';
  while (text.length < length)
    text += ALPHANUMERIC.charAt(Math.floor(random() * ALPHANUMERIC.length));
  return text;
}

/** The code of `text` drawn black on white, centred, whole modules of pixels, as RGBA. */
function frame(text: string, turned = false): ImageData {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const side = code.size + 8;
  const scale = Math.floor(460 / side);
  const left = Math.floor((WIDTH - side * scale) / 2);
  const top = Math.floor((HEIGHT - side * scale) / 2);
  const image = new ImageData(WIDTH, HEIGHT);
  image.data.fill(255);
  for (let y = 0; y < code.size; y++)
    for (let x = 0; x < code.size; x++) {
      if (!(turned ? code.get(y, code.size - 1 - x) : code.get(x, y))) continue;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const o = ((top + (y + 4) * scale + dy) * WIDTH + left + (x + 4) * scale + dx) * 4;
          image.data[o] = image.data[o + 1] = image.data[o + 2] = 0;
        }
    }
  return image;
}

/** What the library's own reader makes of the frame (null when it reads nothing). */
function libraryAlone(image: ImageData): string | null {
  const grey = new Uint8ClampedArray(WIDTH * HEIGHT);
  for (let i = 0; i < grey.length; i++) grey[i] = image.data[i * 4] ?? 0;
  try {
    return new QRCodeReader()
      .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(grey, WIDTH, HEIGHT))))
      .getText();
  } catch {
    return null;
  }
}

describe('reading a QR code without the browser’s detector', () => {
  it('reads each of 200 hand-off codes, including those the library alone misses', () => {
    const random = seeded(1863);
    const unread: number[] = [];
    let missedByLibrary = 0;
    for (let n = 0; n < 200; n++) {
      const text = partText(random);
      const image = frame(text);
      if (decodeQr(image) !== text) unread.push(n);
      if (libraryAlone(image) !== text) missedByLibrary++;
    }
    expect(unread, 'codes not read').to.deep.equal([]);
    expect(missedByLibrary, 'codes the library alone misses').to.be.greaterThan(10);
  });

  it('reads a code turned a quarter', () => {
    const text = partText(seeded(61));
    expect(decodeQr(frame(text, true))).to.equal(text);
  });

  it('reads nothing in a blank frame or in noise', () => {
    const blank = new ImageData(WIDTH, HEIGHT);
    blank.data.fill(255);
    expect(decodeQr(blank)).to.equal(null);
    const random = seeded(7);
    const noise = new ImageData(WIDTH, HEIGHT);
    for (let i = 0; i < noise.data.length; i++) noise.data[i] = random() < 0.5 ? 0 : 255;
    expect(decodeQr(noise)).to.equal(null);
  });
});
