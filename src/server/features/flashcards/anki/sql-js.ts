import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import initSqlJs, { type SqlJsStatic } from 'sql.js';

// sql.js is SQLite compiled to WebAssembly: no native build. Its .wasm is read from the installed
// package, never fetched (parsing threads have no network anyway).
const packageDir = dirname(createRequire(import.meta.url).resolve('sql.js'));
let loading: Promise<SqlJsStatic> | undefined;

export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= initSqlJs({ locateFile: (file: string) => join(packageDir, file) });
  return loading;
}
