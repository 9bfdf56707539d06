// Static server for the built app (no dependencies), on 127.0.0.1. Behaves like a plain static
// host: directory index, a redirect from /tool to /tool/, 404.html for unknown paths, and gzip
// for text when the browser accepts it (as any real host does, so measurements are realistic).
// Usage: node scripts/serve.mjs [dir] [port] [--base /sub/path/]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The origin a server from `serve` answers at.
 * @param {import('node:http').Server} server
 */
export function originOf(server) {
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the server is not listening');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Serves `dir` at `base` (default '/'). Resolves with the listening server.
 * @param {{ dir?: string, port?: number, host?: string, base?: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serve({ dir = 'dist', port = 0, host = '127.0.0.1', base = '/' } = {}) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    // Empty path segments ("a//b") would resolve a page's relative links against the wrong
    // directory: send the browser to the address without them, as for "/tool" below.
    const [rawPath = '/', ...rawQuery] = (req.url ?? '/').split('?');
    if (rawPath.includes('//')) {
      const query = rawQuery.length ? `?${rawQuery.join('?')}` : '';
      res.writeHead(301, { location: `${rawPath.replace(/\/{2,}/g, '/')}${query}` }).end();
      return undefined;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/\u0000';
    }
    const send = async (status, file, extra = {}) => {
      /** @type {Record<string, string>} */
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        ...extra,
      };
      if (file.endsWith('sw.js') || file.endsWith('.html')) headers['cache-control'] = 'no-cache';
      else if (file.includes('/assets/'))
        headers['cache-control'] = 'public, max-age=31536000, immutable';
      let body = await readFile(file);
      if (
        /^(text\/|application\/(json|manifest)|image\/svg)/.test(headers['content-type']) &&
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
      ) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
      }
      res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
    };
    const notFound = async () => {
      const page = join(root, '404.html');
      if (await isFile(page)) await send(404, page);
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    };
    if (!pathname.startsWith(base)) return notFound();
    const rel = pathname.slice(base.length);
    const file = normalize(join(root, rel));
    if (!file.startsWith(root) || pathname.includes('\u0000')) return notFound();
    if (rel === '' || rel.endsWith('/')) {
      const index = join(file, 'index.html');
      return (await isFile(index)) ? send(200, index) : notFound();
    }
    if (await isFile(file)) return send(200, file);
    if (await isFile(join(file, 'index.html'))) {
      res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
      return undefined;
    }
    return notFound();
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const baseAt = args.indexOf('--base');
  const base = baseAt >= 0 ? args.splice(baseAt, 2)[1] : '/';
  const [dir = 'dist', port = process.env.PORT ?? '8080'] = args;
  let server;
  for (let p = Number(port); !server; p++) {
    try {
      server = await serve({ dir, port: p, base });
    } catch (e) {
      if (e.code !== 'EADDRINUSE' || p >= Number(port) + 20) throw e;
      console.log(`port ${p} is in use, trying ${p + 1}`);
    }
  }
  const { port: actual } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Haversack is being served at http://127.0.0.1:${actual}${base}  (Ctrl+C to stop)`);
}
