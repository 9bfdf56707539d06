/**
 * The camera's QR reader: the browser's own detector where it reads QR codes, else the decoder
 * library on a frame scaled to at most 800 px; either gives the code's text.
 */
import { expect } from '@open-wc/testing';
import { correction, generate } from 'lean-qr';
import { qrReader } from '../../src/platform/qr-scan.js';

const TEXT = 'HAVERSACK:1:TEST-PART-1-OF-1';

/** A canvas of `width`×`height` with the code of `text` drawn sharp in its middle. */
function codeCanvas(text: string, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  const small = document.createElement('canvas');
  generate(text, { minCorrectionLevel: correction.M }).toCanvas(small, { pad: 4 });
  ctx.imageSmoothingEnabled = false;
  const side = Math.floor((Math.min(width, height) * 0.8) / small.width) * small.width;
  ctx.drawImage(small, (width - side) / 2, (height - side) / 2, side, side);
  return canvas;
}

describe('reading QR codes from the camera’s frames', () => {
  afterEach(() => {
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  });

  it('reads a code with the decoder library when the browser has no detector', async () => {
    const { read, how } = await qrReader({ native: false });
    expect(how).to.equal('library');
    expect(await read(codeCanvas(TEXT, 640, 480))).to.deep.equal([TEXT]);
  });

  it('scales a large frame down before reading, and still reads it', async () => {
    const { read } = await qrReader({ native: false });
    expect(await read(codeCanvas(TEXT, 1920, 1080))).to.deep.equal([TEXT]);
  });

  it('reads nothing from an empty frame or one of no size', async () => {
    const { read } = await qrReader({ native: false });
    expect(await read(codeCanvas('', 0, 0))).to.deep.equal([]);
    const blank = document.createElement('canvas');
    blank.width = 320;
    blank.height = 240;
    expect(await read(blank)).to.deep.equal([]);
  });

  it('uses the browser’s detector when it reads QR codes, and the library when it does not', async () => {
    class Detector {
      static formats = ['qr_code'];
      static getSupportedFormats = () => Promise.resolve(Detector.formats);
      detect = () => Promise.resolve([{ rawValue: 'from the browser' }]);
    }
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = Detector;
    const native = await qrReader();
    expect(native.how).to.equal('browser');
    expect(await native.read(codeCanvas(TEXT, 320, 240))).to.deep.equal(['from the browser']);
    Detector.formats = ['ean_13'];
    expect((await qrReader()).how).to.equal('library');
    expect((await qrReader({ native: false })).how).to.equal('library');
  });
});
