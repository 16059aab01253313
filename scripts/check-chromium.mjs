import { chromiumPath } from './chromium-path.mjs';

if (!chromiumPath()) {
  console.error(
    [
      'No Chromium found for the browser tests.',
      'Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
