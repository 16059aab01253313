// Builds the client (dist/client, pre-compressed) and the server (dist/server), then stamps the build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

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

export async function buildAll() {
  await build({ logLevel: 'warn' });
  precompress('dist/client');
  await build({
    configFile: false,
    logLevel: 'warn',
    build: { ssr: 'src/server/main.ts', outDir: 'dist/server', emptyOutDir: true, target: 'node20', sourcemap: true },
  });
  writeFileSync('dist/.build-stamp', new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
  console.log('Built dist/client and dist/server');
}
