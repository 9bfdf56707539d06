// Screenshots (and print PDFs) of pages of a running build, for reviewing layouts by eye.
// Usage: node scripts/screenshot.mjs <url> <out.png|out.pdf> [--size 820x1180] [--theme dark|light|contrast]
//        [--click selector]... [--wait selector] [--paper A4|Letter]
import puppeteer from 'puppeteer-core';
import { browserLaunchOptions } from './find-chromium.mjs';

const [url, out, ...rest] = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : fallback;
};
// --click <text>: clicks the first button or link whose text starts with <text>, searching
// every shadow root (repeatable, in order).
const clicks = rest.flatMap((a, i) => (a === '--click' ? [rest[i + 1]] : []));
const [w, h] = opt('size', '820x1180').split('x').map(Number);
const browser = await puppeteer.launch(browserLaunchOptions());
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewport({ width: w, height: h, deviceScaleFactor: 1 });
  const theme = opt('theme');
  if (theme) await page.evaluateOnNewDocument((t) => localStorage.setItem('hs-theme', t), theme);
  if (opt('dark'))
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  await page.goto(url, { waitUntil: 'networkidle0' });
  const wait = opt('wait');
  if (wait) await page.waitForSelector(wait);
  for (const c of clicks) {
    const found = await page.evaluate((text) => {
      const walk = (root) => {
        for (const el of root.querySelectorAll('*')) {
          if (
            (el.tagName === 'BUTTON' || el.tagName === 'A' || el.tagName === 'SUMMARY') &&
            el.textContent.trim().startsWith(text)
          )
            return el;
          const inner = el.shadowRoot && walk(el.shadowRoot);
          if (inner) return inner;
        }
        return null;
      };
      const el = walk(document);
      el?.click();
      return !!el;
    }, c);
    if (!found) console.error(`nothing to click for "${c}"`);
    await new Promise((r) => setTimeout(r, 400));
  }
  await new Promise((r) => setTimeout(r, 400));
  if (out.endsWith('.pdf')) {
    await page.pdf({ path: out, format: opt('paper', 'A4'), printBackground: true });
  } else {
    await page.screenshot({ path: out, fullPage: rest.includes('--full') });
  }
  if (errors.length) console.error('page errors:\n' + errors.join('\n'));
} finally {
  await browser.close();
}
