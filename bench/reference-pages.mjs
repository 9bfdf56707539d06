// The two reference pages the benchmark measures beside the app's routes, written into its copy
// of the build so they are served the same way (same server, same gzip, same head):
// - the floor page: the app's own shell (its head: CSP, CSS, icons) and a heading, no JavaScript.
//   No route can paint its content sooner than this; each route's LCP is reported against it.
// - the control tap page: the same shell and a button whose handler only writes a number. A tap
//   cannot be shown sooner than this (about two frames); each tool's tap is reported against it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

export const FLOOR_PATH = '/bench-floor/';
export const CONTROL_PATH = '/bench-control/';

/** The app's head for a page one folder deep, without its scripts. */
function shellHead(site) {
  const home = readFileSync(`${site}/index.html`, 'utf8');
  const head = home.slice(home.indexOf('<head>') + '<head>'.length, home.indexOf('</head>'));
  return head
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<meta name="hs-sw"[^>]*>\s*/, '')
    .replace(/<base href="[^"]*"\s*\/?>/, '<base href="../" />');
}

const page = (head, body, title) =>
  `<!doctype html>\n<html lang="en">\n  <head>${head.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)}</head>\n  <body>\n${body}\n  </body>\n</html>\n`;

/** Writes both pages into `site` (a copy of dist/). */
export function writeReferencePages(site) {
  const head = shellHead(site);
  mkdirSync(`${site}${FLOOR_PATH}`, { recursive: true });
  writeFileSync(
    `${site}${FLOOR_PATH}index.html`,
    page(head, '    <hs-app><h1>Play aids for Civil War wargames</h1></hs-app>', 'Floor page'),
  );
  mkdirSync(`${site}${CONTROL_PATH}`, { recursive: true });
  writeFileSync(
    `${site}${CONTROL_PATH}index.html`,
    page(
      `${head}    <script type="module" src="bench-control/control.js"></script>\n`,
      '    <main><h1>Control tap page</h1>\n    <button type="button" id="bench-roll">Roll</button>\n    <p><output id="bench-out"></output></p></main>',
      'Control tap page',
    ),
  );
  writeFileSync(
    `${site}${CONTROL_PATH}control.js`,
    `let n = 0;\nconst out = document.getElementById('bench-out');\ndocument.getElementById('bench-roll').addEventListener('click', () => {\n  n += 1;\n  out.textContent = String(n);\n});\n`,
  );
}
