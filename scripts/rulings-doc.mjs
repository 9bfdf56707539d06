// Writes docs/rulings.md from the rulings data of every game (test/helpers/rulings-doc.ts), so
// the doc and the rulings pages cannot drift; test/checks/rulings-doc.test.ts checks the file.
// Usage: npm run docs:rulings
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import prettier from 'prettier';

const root = new URL('../', import.meta.url);
const out = await build({
  entryPoints: [fileURLToPath(new URL('test/helpers/rulings-doc.ts', root))],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  write: false,
  logLevel: 'warning',
});
const code = out.outputFiles[0].text;
const { rulingsMarkdown } = await import(
  `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
);
const markdown = rulingsMarkdown();
const path = fileURLToPath(new URL('docs/rulings.md', root));
const formatted = await prettier.format(markdown, {
  ...(await prettier.resolveConfig(path)),
  filepath: path,
});
if (formatted !== markdown) {
  console.error(
    'docs/rulings.md: Prettier would change the generated Markdown; adjust the renderer.',
  );
  process.exitCode = 1;
}
await writeFile(path, markdown);
console.log(`wrote ${path}`);
