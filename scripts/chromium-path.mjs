import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, else the system Chromium; undefined when neither exists. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}
