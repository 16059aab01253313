// Builds the client (dist/client, with the public pages pre-rendered, pre-compressed) and the server
// (dist/server), then stamps the build.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
function precompress(dir) {
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < 512) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

const PRERENDER_OUT = 'dist/prerender';

/**
 * The stylesheet inside the pre-rendered pages: the page paints with the HTML itself, instead of after
 * a second request (8 KB compressed; the CSP allows inline styles). Lazy chunks keep their own links.
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_link, href) => {
    const css = readFileSync(path.join('dist/client', href), 'utf8');
    return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
}

/**
 * Renders the public pages to HTML (dist/client/prerendered/<page>.html) with a server build of
 * src/client/prerender.tsx, so they paint before any JavaScript runs; the client hydrates them.
 */
async function prerenderPages(build) {
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/client/prerender.tsx',
      outDir: PRERENDER_OUT,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: '[name].js' } },
    },
  });
  const { renderPage, withPage, inLanguage, staticPageTitle, PRERENDERED_PAGES, prerenderedFile, LANGUAGES, APP_SHELL } = await import(
    pathToFileURL(path.resolve(PRERENDER_OUT, 'prerender.js')).href
  );
  const appHtml = readFileSync('dist/client/index.html', 'utf8');
  const indexHtml = inlineStylesheets(appHtml);
  // Each page in each shipped language (English in prerendered/, another in prerendered/<language>/).
  for (const language of LANGUAGES) {
    const languageIndexHtml = await inLanguage(indexHtml, language);
    // The empty app page in the language, for every page that is not pre-rendered.
    if (language !== 'en') {
      const shell = path.join('dist/client', prerenderedFile(APP_SHELL, language));
      mkdirSync(path.dirname(shell), { recursive: true });
      writeFileSync(shell, await inLanguage(appHtml, language));
    }
    for (const [page, name] of Object.entries(PRERENDERED_PAGES)) {
      const pageHtml = await renderPage(page, language);
      const file = path.join('dist/client', prerenderedFile(name, language));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, withPage(languageIndexHtml, pageHtml, staticPageTitle(page, pageHtml)));
    }
  }
  rmSync(PRERENDER_OUT, { recursive: true, force: true });
}

/**
 * Packages of many small ES modules, bundled into the server's own files: resolving and loading
 * each of their files took a restart about half a second. The rest stay in node_modules (CommonJS,
 * native code, WebAssembly, worker files, or few files).
 */
const BUNDLED_PACKAGES = [
  /^drizzle-orm(\/|$)/,
  /^zod(\/|$)/,
  // better-auth and what it loads at start.
  /^better-auth(\/|$)/,
  /^@better-auth\//,
  /^better-call(\/|$)/,
  /^@better-fetch\//,
  /^kysely(\/|$)/,
  /^jose(\/|$)/,
  /^@noble\//,
  /^rou3(\/|$)/,
  /^defu(\/|$)/,
];

export async function buildAll() {
  // Loaded here so a start with an up-to-date build does not load the bundler.
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
  await prerenderPages(build);
  precompress('dist/client');
  await build({
    configFile: false,
    logLevel: 'warn',
    ssr: { noExternal: BUNDLED_PACKAGES },
    build: {
      ssr: true,
      outDir: 'dist/server',
      emptyOutDir: true,
      target: 'node20',
      sourcemap: true,
      rollupOptions: {
        // Each worker pool's threads start from their own file beside main.js (src/server/threads/start-thread.ts),
        // so every output file sits flat in dist/server.
        input: {
          main: 'src/server/main.ts',
          'parse-thread': 'src/server/ingest/parsing/parse-thread.ts',
          'engine-thread': 'src/server/engine/offline/engine-thread.ts',
          // `npm run admin` (scripts/admin.mjs).
          admin: 'src/server/admin-cli/main.ts',
        },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  writeFileSync(STAMP, new Date().toISOString());
}

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];
const STAMP = 'dist/.build-stamp';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds when the build is missing or older than any of its sources. */
export async function ensureBuilt() {
  const stale =
    !existsSync(STAMP) ||
    !existsSync('dist/server/main.js') ||
    !existsSync('dist/server/admin.js') ||
    !existsSync('dist/client/index.html') ||
    Math.max(...SOURCES.map(newestMtime)) > statSync(STAMP).mtimeMs;
  if (!stale) return;
  console.log('Building Studium (first start or sources changed)...');
  await buildAll();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
  console.log('Built dist/client and dist/server');
}
