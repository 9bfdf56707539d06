// Gzipped sizes of the build: every JS chunk, and the JS, CSS and HTML the first page loads.
// `--budget` exits 1 when the first page's JS exceeds its budget (40 KB gzipped).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const FIRST_PAGE_JS_BUDGET = 40 * 1024;

const gz = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (!existsSync('.tmp/build-manifest.json') || !existsSync('dist/index.html')) {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync('.tmp/build-manifest.json', 'utf8'));
const rows = [];
for (const f of readdirSync('dist/assets')
  .filter((f) => f.endsWith('.js'))
  .sort()) {
  const first = manifest.firstPageJs.includes(`assets/${f}`);
  rows.push([
    `assets/${f}`,
    readFileSync(`dist/assets/${f}`).length,
    gz(`assets/${f}`),
    first ? 'first page' : 'lazy',
  ]);
}
rows.push(['boot.js', readFileSync('dist/boot.js').length, gz('boot.js'), 'first page']);
rows.push(['sw.js', readFileSync('dist/sw.js').length, gz('sw.js'), 'service worker']);
rows.push([
  manifest.css,
  readFileSync(`dist/${manifest.css}`).length,
  gz(manifest.css),
  'first page CSS',
]);
rows.push([
  'index.html',
  readFileSync('dist/index.html').length,
  gz('index.html'),
  'first page HTML',
]);

const width = Math.max(...rows.map((r) => r[0].length));
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}  loaded`);
for (const [f, raw, z, note] of rows)
  console.log(`${f.padEnd(width)}  ${kb(raw).padStart(9)}  ${kb(z).padStart(9)}  ${note}`);
const firstJs = manifest.firstPageJs.reduce((sum, f) => sum + gz(f), 0);
const firstAll = firstJs + gz(manifest.css) + gz('index.html');
console.log(
  `\nfirst page JS: ${kb(firstJs)} gzipped (budget ${kb(FIRST_PAGE_JS_BUDGET)}); JS + CSS + HTML: ${kb(firstAll)}`,
);
if (process.argv.includes('--budget') && firstJs > FIRST_PAGE_JS_BUDGET) {
  console.error(`first page JS is over budget by ${kb(firstJs - FIRST_PAGE_JS_BUDGET)}`);
  process.exit(1);
}
