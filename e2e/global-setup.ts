// Runs once before every worker: builds dist/ when it is missing (`npm test` builds it in its own
// step, and E2E_BUILD=1 forces a fresh build), then serves a copy of it for the whole run. The
// workers read its address from HS_ORIGIN; the copy lets a test change the served files without
// touching dist/ (the update tests serve their own two builds).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '../scripts/serve.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BUILD === '1' || !existsSync('dist/index.html')) {
    const built = spawnSync('npx', ['--no-install', 'rollup', '-c', 'rollup.config.mjs'], {
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const root = '.tmp/e2e-site';
  rmSync(root, { recursive: true, force: true });
  mkdirSync('.tmp', { recursive: true });
  cpSync('dist', root, { recursive: true });
  const server = await serve({ dir: root, port: 0 });
  process.env.HS_ORIGIN = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  process.env.HS_SITE = root;
  return async () => {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
    rmSync(root, { recursive: true, force: true });
  };
}
