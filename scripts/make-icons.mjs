// Draws the app's install icons (public/icons/*.png) from public/favicon.svg in Chromium, the browser
// the tests already use: no native image library. Run again after the favicon changes; the PNGs are committed.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-path.mjs';

const svg = readFileSync('public/favicon.svg', 'utf8');
// The maskable icon: the mark inside the safe zone (the middle 80%) on a full square of the brand colour.
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--disable-gpu'] });
try {
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.7) : size;
    const html = `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#4f46e5' : 'transparent'}">
      <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}"></body></html>`;
    await page.setContent(html);
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log('Wrote public/icons/icon-192.png, icon-512.png, icon-maskable-512.png');
