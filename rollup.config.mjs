// Production build: esbuild strips the TypeScript (tsc type-checks separately), rollup bundles and
// splits one chunk per game, our plugins write a static HTML page per route, then workbox-build
// precaches everything. See docs/decisions/ for why each piece is here.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import {
  cleanOutput,
  copyPublic,
  cssTemplateComments,
  routePages,
  serviceWorker,
  sizeReport,
} from './scripts/rollup-plugins.mjs';

// The update tests (e2e/update.spec.ts) build two versions side by side elsewhere.
const outDir = process.env.HS_OUT_DIR ?? 'dist';

export default {
  input: { app: 'src/main.ts' },
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    // Each game's UI chunk is named after the game, so size reports read clearly.
    // A game's lazily loaded UI is named after the game (found by its modules: rollup may leave
    // facadeModuleId null when entry signatures are not preserved).
    // A tool's own chunk is named <game>.<slug> (its descriptor) or <game>.<slug>.parts (the
    // game's additions to it).
    chunkFileNames: (chunk) => {
      const game = chunk.moduleIds
        .map((id) => /[\\/]src[\\/]games[\\/]([a-z0-9-]+)[\\/]index\.ts$/.exec(id))
        .find(Boolean);
      if (game) return `assets/${game[1]}-[hash].js`;
      const tool = chunk.moduleIds
        .map((id) =>
          /[\\/]src[\\/](core[\\/])?games[\\/]([a-z0-9-]+)[\\/]tools[\\/]([a-z0-9-]+)\.ts$/.exec(
            id,
          ),
        )
        .find(Boolean);
      if (tool) return `assets/${tool[2]}.${tool[3]}${tool[1] ? '' : '.parts'}-[hash].js`;
      return 'assets/[name]-[hash].js';
    },
    assetFileNames: 'assets/[name]-[hash][extname]',
    sourcemap: true,
  },
  preserveEntrySignatures: false,
  // The rules core is pure (docs/decisions/0013): importing one of its modules runs nothing but
  // declarations, so a module none of whose exports a chunk uses is left out of it. Without this
  // a tool that imports a game's index would load every other tool of its game (their
  // descriptors are built by calls rollup cannot prove pure).
  treeshake: { moduleSideEffects: (id) => !/[\\/]src[\\/]core[\\/]/.test(id) },
  // The QR decoder library's ES5 class helpers test `this` at module level, where it is
  // undefined in a module (they fall back as meant): that warning alone is dropped.
  onwarn(warning, warn) {
    if (warning.code === 'THIS_IS_UNDEFINED' && /@zxing[\\/]library/.test(warning.id ?? '')) return;
    warn(warning);
  },
  plugins: [
    cleanOutput(outDir),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.json'] }),
    cssTemplateComments(),
    esbuild({
      tsconfig: 'tsconfig.json',
      target: 'es2022',
      minify: true,
      sourceMap: true,
      loaders: { '.json': 'json' },
      // Lit's production build drops dev-mode checks.
      define: { 'process.env.NODE_ENV': '"production"' },
    }),
    copyPublic('public'),
    routePages({
      template: 'index.html',
      css: 'src/styles/app.css',
      // Where 404.html is served from (its links must be absolute); route pages are relative.
      basePath: process.env.BASE_PATH ?? '/',
      siteUrl: process.env.SITE_URL ?? '',
    }),
    serviceWorker(outDir),
    sizeReport(outDir),
  ],
};
