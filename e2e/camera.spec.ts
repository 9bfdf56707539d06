// The hand-off read by a camera (issue 32): Chromium's fake camera plays a video of the codes a
// sending screen shows, one part after another in reverse order, and the Receive page of the built
// app, scanning with the camera as on a device without the browser's QR detector (Linux Chromium
// has none), reads every part and previews the game it carries.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { correction, generate } from 'lean-qr';
import { CHROMIUM_ARGS, browserTempDir, requireChromium } from '../scripts/find-chromium.mjs';
import { makeHandoff } from '../src/core/shared/handoff.js';
import type { SavedGame } from '../src/core/shared/saved-game-schema.js';
import { deflateCodec } from '../src/platform/compress.js';
import { expect, test } from './kit.js';

const WIDTH = 640;
const HEIGHT = 480;
/** Frames each code is shown for (the fake camera plays at 30 frames a second). */
const FRAMES_PER_PART = 15;

/** A saved game whose state needs several codes. */
const GAME: SavedGame = {
  id: 'g-camera',
  gameSlug: 'us-civil-war',
  scenario: 's1',
  name: 'Filmed across the table',
  stateVersion: 1,
  state: {
    turn: 4,
    notes: Array.from({ length: 260 }, (_, i) => `note ${i}: ${(i * 7919) % 10007}`),
  },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:05:00.000Z',
};

/** One frame (YUV 4:2:0, grey) of the code of `text`, black on white, whole pixels a module. */
function frame(text: string): Buffer {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const side = code.size + 8;
  const scale = Math.floor((HEIGHT - 20) / side);
  const left = Math.floor((WIDTH - side * scale) / 2);
  const top = Math.floor((HEIGHT - side * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < code.size; y++)
    for (let x = 0; x < code.size; x++)
      if (code.get(x, y))
        for (let dy = 0; dy < scale; dy++)
          luma.fill(
            16,
            (top + (y + 4) * scale + dy) * WIDTH + left + (x + 4) * scale,
            (top + (y + 4) * scale + dy) * WIDTH + left + (x + 5) * scale,
          );
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

test('camera: the Receive page reads a game from a video of its codes, shown out of order', async ({
  origin,
}) => {
  test.setTimeout(120_000);
  const made = await makeHandoff(
    { kind: 'game', game: GAME, rolls: [] },
    '2026-11-21T09:00:00.000Z',
    deflateCodec,
  );
  if (!made.ok) throw new Error('no hand-off');
  expect(made.parts.length, 'several codes').toBeGreaterThan(1);
  const dir = mkdtempSync(join(browserTempDir(), 'camera-'));
  const video = join(dir, 'codes.y4m');
  const frames = [...made.parts]
    .reverse()
    .flatMap((part) => Array.from({ length: FRAMES_PER_PART }, () => frame(part)));
  writeFileSync(
    video,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`),
      ...frames,
    ]),
  );
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
    env: { ...process.env, TMPDIR: browserTempDir() },
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      permissions: ['camera'],
    });
    const page = await context.newPage();
    // As on a browser without a QR detector: the decoder library reads the frames.
    await page.addInitScript(() => {
      delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
    });
    await page.goto(`${origin}/receive/`);
    await page.waitForFunction(() => window.hsStarted !== undefined);
    await page.evaluate(() => window.hsStarted);
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await expect(page.getByRole('heading', { name: 'About to take' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('Filmed across the table').first()).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await context.close();
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
