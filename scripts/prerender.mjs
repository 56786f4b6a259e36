// Prerenders the public pages into dist/web/prerendered/<path>/index.html (listed in pages.json), from the built app's shell
// and the prerendering bundle (vite build --ssr). The server answers these paths with these files;
// the browser hydrates them. The page's HTML goes inside #root and nothing else is added: no inline
// script, so the strict script policy holds.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const webDir = path.join(dist, 'web');
const outDir = path.join(webDir, 'prerendered');
const ROOT = '<div id="root"></div>';

// The guide pages sanitise and split guide HTML with the DOM (DOMPurify, DOMParser), as they do in the
// browser; the build gives them jsdom's. It must be in place before the bundle loads DOMPurify.
const { window } = new JSDOM('<!doctype html><html><body></body></html>');
globalThis.window = window;
globalThis.DOMParser = window.DOMParser;

const { renderPage, PRERENDERED_PATHS } = await import(pathToFileURL(path.join(dist, 'ssr', 'entry-server.js')).href);
const built = readFileSync(path.join(webDir, 'index.html'), 'utf8');
if (!built.includes(ROOT)) throw new Error(`dist/web/index.html has no ${ROOT} to fill`);

// The stylesheet goes into the prerendered pages themselves: a linked one blocks the first paint for a
// round trip of its own (on a slow phone connection, queued behind the scripts' requests). The policy
// allows inline styles (never inline scripts), and the SPA shell keeps the link for the other screens.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const linked = built.match(STYLESHEET);
if (!linked) throw new Error('dist/web/index.html links no stylesheet to inline');
const css = readFileSync(path.join(webDir, linked[1]), 'utf8');
if (/<\/style/i.test(css)) throw new Error(`${linked[1]} cannot be inlined: it contains </style`);
const shell = built.replace(linked[0], () => `<style>${css}</style>`);

rmSync(outDir, { recursive: true, force: true });
const pages = {};
for (const page of PRERENDERED_PATHS) {
  const file = path.join(page, 'index.html');
  mkdirSync(path.join(outDir, page), { recursive: true });
  writeFileSync(path.join(outDir, file), shell.replace(ROOT, `<div id="root">${await renderPage(page)}</div>`));
  pages[page] = file;
}
// The server reads this list of path → file at start.
writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(pages, null, 2));
console.log(`prerendered ${PRERENDERED_PATHS.length} pages into dist/web/prerendered`);
