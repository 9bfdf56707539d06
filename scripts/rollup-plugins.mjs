// Rollup plugins of the production build: copy public/, write one static HTML page per route,
// generate the service worker, and record which chunks the first page and each game load.
import { readdirSync, readFileSync, statSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { generateSW } from 'workbox-build';
import {
  cleanSsr,
  cspFor,
  moduleLoader,
  elementModules,
  minify,
  minifyStyles,
  pageChunks,
  renderRoutes,
} from './prerender.mjs';

/**
 * Blanks the comments inside Lit's css`…` templates of the app's own source: esbuild minifies
 * the code around them, never a template's text, so every comment written to explain a style
 * was shipped. Each comment becomes as many spaces (its line breaks kept), so no code moves and
 * the source map stays right (a transform that moves nothing returns no map); gzip shrinks the
 * runs of spaces to a few bytes.
 * @returns {import('rollup').Plugin}
 */
export function cssTemplateComments() {
  return {
    name: 'css-template-comments',
    transform(source, id) {
      if (!/[\\/]src[\\/].*\.ts$/.test(id) || !source.includes('css`')) return null;
      let code = source;
      for (let at = code.indexOf('css`'); at !== -1; at = code.indexOf('css`', at + 1)) {
        // The template's text runs to its closing backtick; a ${…} inside it is code, kept.
        let depth = 0;
        for (let j = at + 4; j < code.length; j++) {
          const ch = code[j];
          if (depth === 0 && ch === '`') {
            at = j;
            break;
          }
          if (ch === '{' && (depth > 0 || code[j - 1] === '$')) depth++;
          else if (ch === '}' && depth > 0) depth--;
          else if (depth === 0 && ch === '/' && code[j + 1] === '*') {
            const end = code.indexOf('*/', j + 2);
            if (end === -1) break;
            const blank = code.slice(j, end + 2).replace(/[^\n]/g, ' ');
            code = code.slice(0, j) + blank + code.slice(end + 2);
            j = end + 1;
          }
        }
      }
      return code === source ? null : { code, map: null };
    },
  };
}

/** Empties the output directory first, so no stale chunk is precached. */
export function cleanOutput(dir) {
  return {
    name: 'clean-output',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Copies every file under `dir` into the output, keeping paths (manifest and icons are not hashed). */
export function copyPublic(dir) {
  const walk = (d) =>
    readdirSync(d).flatMap((f) =>
      statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)],
    );
  return {
    name: 'copy-public',
    generateBundle() {
      for (const file of walk(dir)) {
        this.emitFile({ type: 'asset', fileName: relative(dir, file), source: readFileSync(file) });
      }
    },
  };
}

/** A tool's own module: its descriptor in the rules core, or the game's additions to it. */
const TOOL_MODULE =
  /[\\/]src[\\/](?:core[\\/])?games[\\/]([a-z0-9-]+)[\\/]tools[\\/]([a-z0-9-]+)\.ts$/;

const escape = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Loads the app's own routes module (TypeScript) so pages get the same titles the app sets. */
async function loadRoutes() {
  const out = await build({
    entryPoints: ['src/routing/routes.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html haversack',
].join('; ');

function prerenderBody(routes, route) {
  const { formatRoute } = routes;
  switch (route.page) {
    case 'home':
      return `<h1>Play aids for Civil War wargames</h1>\n${routes.GAMES_LIST.map(
        (g) =>
          `<h2><a href="${formatRoute({ game: g.slug })}">${escape(g.title)}</a></h2><ul>${g.tools
            .map(
              (t) =>
                `<li><a href="${formatRoute({ game: g.slug, tool: t.slug })}">${escape(t.title)}</a></li>`,
            )
            .join('')}</ul>`,
      ).join('\n')}`;
    case 'data':
      return `<h1>Your data</h1><p>${escape(routes.routeDescription(route))}</p>`;
    case 'receive':
      return `<h1>Receive from another device</h1><p>${escape(routes.routeDescription(route))}</p>`;
    case 'game':
      return `<h1>${escape(route.game.title)}</h1><p>${escape(route.game.summary)}</p>`;
    case 'tool':
      return `<h1>${escape(route.tool.title)}</h1><p>${escape(route.game.title)} · ${escape(route.tool.summary)}</p>`;
    default:
      return `<h1>Page not found</h1><p>This address is not part of Haversack.</p><p><a href="./">All games and tools</a></p>`;
  }
}

/**
 * Writes index.html for every route (home, each game, each tool) and 404.html, each with its own
 * title, description and Open Graph tags and a relative <base>, so any static host serves deep
 * links without rewrites and the build works under any sub-path.
 */
export function routePages({ template, css, basePath, siteUrl }) {
  return {
    name: 'route-pages',
    async generateBundle(_options, bundle) {
      const mod = await loadRoutes();
      const { GAMES } = await import(
        `data:text/javascript;base64,${Buffer.from(
          (
            await build({
              entryPoints: ['src/catalog.ts'],
              bundle: true,
              write: false,
              format: 'esm',
              logLevel: 'silent',
            })
          ).outputFiles[0].text,
        ).toString('base64')}`
      );
      const routes = { ...mod, GAMES_LIST: GAMES };
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const cssRef = this.emitFile({ type: 'asset', name: 'app.css', source: readFileSync(css) });
      const cssFile = this.getFileName(cssRef);
      const firstPage = new Set();
      const visit = (name) => {
        if (firstPage.has(name)) return;
        firstPage.add(name);
        for (const i of bundle[name]?.imports ?? []) visit(i);
      };
      visit(entry.fileName);
      // Each game's chunk: its lazily loaded UI module (src/games/<game>/index.ts) and everything
      // that module imports statically, less what the first page already loads. The views a game
      // loads lazily in turn are not counted (they load only when opened).
      const games = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        // Not facadeModuleId: without preserved entry signatures rollup may leave it null.
        const game = chunk.moduleIds
          .map((id) => /[\\/]src[\\/]games[\\/]([a-z0-9-]+)[\\/]index\.ts$/.exec(id))
          .find(Boolean);
        if (!game) continue;
        const files = new Set();
        const add = (name) => {
          if (files.has(name) || firstPage.has(name)) return;
          files.add(name);
          for (const i of bundle[name]?.imports ?? []) add(i);
        };
        add(chunk.fileName);
        games[game[1]] = [...files].sort();
      }
      // Each tool's own chunks: its descriptor (src/core/games/<game>/tools/<slug>.ts) and the
      // game's additions to it (src/games/<game>/tools/<slug>.ts), with what they import
      // statically, less what the first page and the game's chunk already load.
      const tools = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        for (const id of chunk.moduleIds) {
          const tool = TOOL_MODULE.exec(id);
          if (!tool) continue;
          const key = `${tool[1]}/${tool[2]}`;
          const files = new Set(tools[key] ?? []);
          const add = (name) => {
            if (files.has(name) || firstPage.has(name) || games[tool[1]]?.includes(name)) return;
            files.add(name);
            for (const i of bundle[name]?.imports ?? []) add(i);
          };
          add(chunk.fileName);
          tools[key] = [...files].sort();
        }
      }
      // Every JS file each route loads before it answers (the first page's, then its preloads).
      const routeJs = {};
      const html = readFileSync(template, 'utf8');
      // Critical CSS and the theme boot script go inline (allowed by hash): first paint needs no
      // further request. The files stay in the build for the size report and old pages.
      const inlineCss = await minify(readFileSync(css, 'utf8'), 'css');
      const inlineBoot = await minify(readFileSync('public/boot.js', 'utf8'), 'js');
      const modules = elementModules();
      const pages = [
        { file: 'index.html', path: '' },
        { file: `${mod.DATA_SLUG}/index.html`, path: `${mod.DATA_SLUG}/` },
        { file: `${mod.RECEIVE_SLUG}/index.html`, path: `${mod.RECEIVE_SLUG}/` },
      ];
      for (const g of GAMES) {
        pages.push({ file: `${g.slug}/index.html`, path: `${g.slug}/` });
        for (const t of g.tools)
          pages.push({ file: `${g.slug}/${t.slug}/index.html`, path: `${g.slug}/${t.slug}/` });
      }
      const rendered = await renderRoutes(pages.map((p) => p.path));
      pages.push({ file: '404.html', path: '', absolute: true });
      for (const page of pages) {
        const route = page.absolute
          ? { page: 'not-found', reason: '' }
          : mod.parseRoute(page.path, '');
        // 404.html is served at any unknown address, whose route the server cannot know: it
        // keeps the static summary and the app draws the page.
        const body = page.absolute
          ? prerenderBody(routes, route)
          : await minifyStyles(cleanSsr(rendered[page.path].html));
        const depth = page.path.split('/').filter(Boolean).length;
        const base = page.absolute ? basePath : depth === 0 ? './' : '../'.repeat(depth);
        const title = page.absolute ? 'Page not found · Haversack' : mod.routeTitle(route);
        const description = page.absolute
          ? 'This address is not part of Haversack.'
          : mod.routeDescription(route);
        const url = siteUrl && !page.absolute ? new URL(page.path, siteUrl).href : '';
        const og = [
          `<meta property="og:type" content="website" />`,
          `<meta property="og:site_name" content="Haversack" />`,
          `<meta property="og:title" content="${escape(title)}" />`,
          `<meta property="og:description" content="${escape(description)}" />`,
          url ? `<meta property="og:url" content="${escape(url)}" />` : '',
          siteUrl
            ? `<meta property="og:image" content="${escape(new URL('icons/icon-512.png', siteUrl).href)}" />`
            : '',
          `<meta name="twitter:card" content="summary" />`,
          `<meta name="hs-sw" content="sw.js" />`,
        ]
          .filter(Boolean)
          .join('\n    ');
        // The chunks this route needs, from the build's chunk graph, preloaded once it has painted.
        const preloads = pageChunks(
          bundle,
          body,
          modules,
          entry.fileName,
          [
            ...(games[route.game?.slug] ?? []),
            ...(route.tool ? (tools[`${route.game.slug}/${route.tool.slug}`] ?? []) : []),
          ],
          page.absolute ? [] : rendered[page.path].dataFiles,
        );
        const loader = moduleLoader(entry.fileName, preloads);
        if (!page.absolute) routeJs[page.path] = [...firstPage, ...preloads];
        const out0 = html
          .replace(
            '<link rel="stylesheet" href="src/styles/app.css" />',
            `<style>${inlineCss}</style>`,
          )
          .replace('<script src="boot.js"></script>', `<script>${inlineBoot}</script>`)
          .replace('<base href="/" />', `<base href="${escape(base)}" />`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
          .replace(
            /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
            `<meta name="description" content="${escape(description)}" />`,
          )
          .replace(
            '<script type="module" src="src/main.ts"></script>',
            () => `<script>${loader}</script>`,
          )
          .replace('</head>', `  ${og}\n  </head>`)
          .replace('<hs-app></hs-app>', () =>
            page.absolute ? `<hs-app data-static>${body}</hs-app>` : body,
          );
        const out = out0.replace(
          '<meta charset="utf-8" />',
          `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${cspFor(CSP, out0)}" />`,
        );
        this.emitFile({ type: 'asset', fileName: page.file, source: out });
      }
      mkdirSync('.tmp', { recursive: true });
      writeFileSync(
        '.tmp/build-manifest.json',
        JSON.stringify(
          {
            entry: entry.fileName,
            firstPageJs: [...firstPage, 'boot.js'],
            css: cssFile,
            games,
            tools,
            routes: routeJs,
          },
          null,
          2,
        ),
      );
    },
  };
}

/** Generates dist/sw.js with workbox-build after the bundle is written; a failure fails the build. */
export function serviceWorker(outDir) {
  return {
    name: 'generate-sw',
    async writeBundle() {
      const { count, size, warnings } = await generateSW({
        globDirectory: outDir,
        globPatterns: ['**/*.{html,js,css,webmanifest,png,svg,json}'],
        // The store screenshots are for the install dialog only, never needed offline.
        globIgnores: ['sw.js', 'workbox-*.js', '**/*.map', 'screenshots/**'],
        swDest: `${outDir}/sw.js`,
        mode: 'production',
        sourcemap: false,
        inlineWorkboxRuntime: true,
        // A new version waits until the player chooses to update (the app shows a prompt).
        skipWaiting: false,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Every route page is precached; links carry the tool's inputs in the query string.
        ignoreURLParametersMatching: [/.*/],
        directoryIndex: 'index.html',
        // Unknown addresses get 404.html, which runs the app and explains the address.
        navigateFallback: '404.html',
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      });
      if (warnings.length) throw new Error(`workbox-build: ${warnings.join('; ')}`);
      console.log(`sw.js precaches ${count} files, ${(size / 1024).toFixed(1)} KiB`);
    },
  };
}

/** Prints one line after the build pointing at `npm run size`. */
export function sizeReport(outDir) {
  return {
    name: 'size-report',
    writeBundle() {
      console.log(`built ${outDir}/; run "npm run size" for gzipped sizes`);
    },
  };
}
