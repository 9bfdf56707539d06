// The hand-off read by a camera (issue 32): Chromium's fake camera plays a video of the codes a
// sending screen shows, one part after another in reverse order, and the Receive page of the built
// app, scanning with the camera as on a device without the browser's QR detector (Linux Chromium
// has none), reads every part and previews the game it carries. Offline too, on both devices: once
// the service worker has the app, the sending device shows its codes and the receiving one reads
// them with the network cut.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { correction, generate } from 'lean-qr';
import { CHROMIUM_ARGS, browserTempDir, requireChromium } from '../scripts/find-chromium.mjs';
import { makeHandoff } from '../src/core/shared/handoff.js';
import type { SavedGame } from '../src/core/shared/saved-game-schema.js';
import { deflateCodec } from '../src/platform/compress.js';
import { appStarted, expect, openApp, test } from './kit.js';

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

/** Writes the video of `game`'s codes, in reverse order, into a new folder; returns both paths. */
async function codesVideo(game: SavedGame): Promise<{ dir: string; video: string; parts: number }> {
  const made = await makeHandoff(
    { kind: 'game', game, rolls: [] },
    '2026-11-21T09:00:00.000Z',
    deflateCodec,
  );
  if (!made.ok) throw new Error('no hand-off');
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
  return { dir, video, parts: made.parts.length };
}

/** A browser whose camera plays `video`. */
const cameraBrowser = (video: string) =>
  chromium.launch({
    executablePath: requireChromium(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
    env: { ...process.env, TMPDIR: browserTempDir() },
  });

/** Opens `url` and waits for its app; the decoder library reads (no browser detector). */
async function open(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
  await openApp(page, url);
}

/** Scans with the camera until the page previews the game. */
async function scanned(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByRole('heading', { name: 'About to take' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(GAME.name).first()).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
}

test('camera: the Receive page reads a game from a video of its codes, shown out of order', async ({
  origin,
}) => {
  test.setTimeout(120_000);
  const { dir, video, parts } = await codesVideo(GAME);
  expect(parts, 'several codes').toBeGreaterThan(1);
  const browser = await cameraBrowser(video);
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await open(page, `${origin}/receive/`);
    await scanned(page);
    await context.close();
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('camera: offline on both devices, codes are shown on one and read on the other', async ({
  origin,
}) => {
  test.setTimeout(150_000);
  const { dir, video } = await codesVideo(GAME);
  const browser = await cameraBrowser(video);
  try {
    // The app from an earlier visit (its service worker controls the page), then the network cut.
    // One profile plays both devices (what each does offline is the same; one install is enough).
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      permissions: ['camera'],
    });
    const sender = await context.newPage();
    await open(sender, `${origin}/us-civil-war/tracker/`);
    await sender.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => {
          navigator.serviceWorker.addEventListener('controllerchange', r, { once: true });
        });
    });
    await context.setOffline(true);
    await sender.reload();
    await appStarted(sender);
    await sender.getByRole('button', { name: 'Start a new game' }).click();
    await expect(sender.getByRole('button', { name: 'Next phase' })).toBeVisible();
    const hand = sender.getByRole('button', { name: 'Hand to another device' }).first();
    // Once a game is open its saved games are folded away: unfold them.
    if (!(await hand.isVisible()))
      await sender.locator('summary', { hasText: 'Saved games' }).first().click();
    await hand.click();
    await expect(sender.locator('hs-handoff-dialog canvas')).toBeVisible();
    await expect(sender.getByText(/^Part 1 of \d+$/)).toBeVisible();

    const receiver = await context.newPage();
    await open(receiver, `${origin}/receive/`);
    await scanned(receiver);
    await context.close();
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
