import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** The project root, found from this file so it works from src/ and from the built dist/. */
export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

export const projectPath = (...parts: string[]) => path.join(projectRoot, ...parts);
