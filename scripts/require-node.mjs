// Stops at once, in one line, on a Node.js older than package.json's `engines.node` (">=MAJOR.MINOR"),
// instead of failing later inside a dependency with an error that names neither Node nor a version.
import { readFileSync } from 'node:fs';
import process from 'node:process';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [, needMajor, needMinor] = /^>=\s*(\d+)\.(\d+)/.exec(engines.node).map(Number);

/** Exits with a message when this Node.js is older than the version Studium needs. */
export function requireSupportedNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return;
  console.error(
    `Studium needs Node.js ${needMajor}.${needMinor} or newer (Node ${needMajor} LTS); this is Node.js ${process.versions.node}. See .nvmrc.`,
  );
  process.exit(1);
}
