// Keeps test/ a mirror of src/ (README, Layout): the test of src/a/b.ts is test/a/b.test.ts, so a
// module's tests are found without searching and a module without tests shows. Fails, naming the
// files, when a test has no module at its mirrored path; test/checks/ (cross-cutting checks) and
// test/helpers/ (helpers, no tests) are exempt, test/scenarios/<x>.test.ts mirrors
// scenarios/<x>/, and test/games/<game>/<tool>.test.ts may test one of the game's tools as a
// player uses it (drawn by a generic renderer, it has no module of its own): <tool> is a slug in
// src/core/games/<game>/meta.ts. Prints how many src/ modules have a mirrored test.
// Usage: node scripts/test-layout.mjs [--untested]   (--untested lists the modules without one)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/**
 * Tests still waiting to be split by the module they exercise, by a change under way. Each is
 * reported but does not fail the check; once it is gone or mirrors a module, the check fails
 * until its line is removed here, so the list only shrinks.
 */
/** @type {Set<string>} */
const PENDING = new Set([]);

/** Every file under `dir` (relative to the root, with '/'), depth first, sorted. */
function files(dir) {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs)
    .sort()
    .flatMap((name) => {
      const path = join(abs, name);
      const rel = relative(root, path).split(sep).join('/');
      return statSync(path).isDirectory() ? files(rel) : [rel];
    });
}

const tests = files('test').filter((f) => f.endsWith('.test.ts'));
const modules = files('src').filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));

/** Why `test` breaks the layout, or null when it keeps it. */
function problem(test) {
  const rel = test.slice('test/'.length, -'.test.ts'.length);
  if (rel.startsWith('checks/')) return null;
  if (rel.startsWith('helpers/')) return 'test/helpers/ holds helpers; a test there runs as one';
  if (rel.startsWith('scenarios/')) {
    const dir = `scenarios/${rel.slice('scenarios/'.length)}`;
    return existsSync(join(root, dir)) ? null : `no ${dir}/ to mirror`;
  }
  if (existsSync(join(root, 'src', `${rel}.ts`))) return null;
  const tool = /^games\/([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(rel);
  if (tool && toolSlugs(tool[1]).has(tool[2])) return null;
  return `no src/${rel}.ts to mirror`;
}

/** The tool slugs of a game, read from its meta (a test may be named after one). */
function toolSlugs(game) {
  const meta = join(root, 'src/core/games', game, 'meta.ts');
  if (!existsSync(meta)) return new Set();
  return new Set(
    [...readFileSync(meta, 'utf8').matchAll(/\bslug: '([a-z0-9-]+)'/g)].map((m) => m[1]),
  );
}

/** @type {string[]} */
const failures = [];
/** @type {string[]} */
const pending = [];
for (const test of tests) {
  const why = problem(test);
  if (why === null) continue;
  if (PENDING.has(test)) pending.push(`${test}: ${why}`);
  else failures.push(`${test}: ${why}`);
}
for (const test of PENDING) {
  if (!tests.includes(test))
    failures.push(`${test} is gone: remove it from PENDING in scripts/test-layout.mjs`);
  else if (problem(test) === null)
    failures.push(
      `${test} now mirrors its module: remove it from PENDING in scripts/test-layout.mjs`,
    );
}

const mirrorOf = (module) => `test/${module.slice('src/'.length, -'.ts'.length)}.test.ts`;
const tested = new Set(tests);
const untested = modules.filter((m) => !tested.has(mirrorOf(m)));

// Per top-level folder of src/ (core/games and core/shared apart: they are most of the modules).
const area = (m) => {
  const parts = m.split('/');
  if (parts.length <= 2) return 'src';
  return parts[1] === 'core' && parts.length > 3
    ? parts.slice(0, 3).join('/')
    : parts.slice(0, 2).join('/');
};
const byArea = new Map();
for (const m of modules) {
  const counts = byArea.get(area(m)) ?? { all: 0, tested: 0 };
  counts.all += 1;
  if (tested.has(mirrorOf(m))) counts.tested += 1;
  byArea.set(area(m), counts);
}

const count = modules.length - untested.length;
console.log(
  `${count} of ${modules.length} src/ modules have a mirrored test (${Math.round((100 * count) / modules.length)}%):`,
);
for (const [name, c] of [...byArea].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${name.padEnd(18)} ${String(c.tested).padStart(3)} of ${c.all}`);
if (process.argv.includes('--untested')) {
  console.log('\nWithout a mirrored test:');
  for (const m of untested) console.log(`  ${m}`);
}
if (pending.length > 0) {
  console.log('\nStill to be split by module (PENDING):');
  for (const line of pending) console.log(`  ${line}`);
}
if (failures.length > 0) {
  console.error(
    `\n${failures.length} problem(s) with the test layout (test/a/b.test.ts tests src/a/b.ts):`,
  );
  for (const line of failures) console.error(`  ${line}`);
  process.exitCode = 1;
} else {
  console.log(`\n${tests.length - pending.length} of ${tests.length} test files keep the layout.`);
}
