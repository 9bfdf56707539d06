// Development server: the same esbuild + tsconfig as tests and build; deep links fall back to
// index.html; files of public/ are served from the root as in the build.
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';

export default {
  nodeResolve: true,
  appIndex: 'index.html',
  open: false,
  plugins: [
    esbuildPlugin({
      ts: true,
      json: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  middleware: [
    function publicFiles(ctx, next) {
      const path = ctx.path.replace(/^\/+/, '');
      if (path && !path.includes('..') && existsSync(`public/${path}`))
        ctx.path = `/public/${path}`;
      return next();
    },
  ],
};
