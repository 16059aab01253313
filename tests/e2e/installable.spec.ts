import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, signUpViaApi, test } from './fixtures';

// The browser's own verdict on installing the app (decision 076): Chromium's installability check,
// the one Lighthouse's "installable manifest" audit reports, and its reading of the manifest, each
// asked through the DevTools protocol once the service worker controls the page. In a profile of
// its own: a test's usual context is incognito, where Chromium installs nothing.

test('Chromium finds the app installable: no installability errors, the manifest read without errors', async ({ playwright }, testInfo) => {
  const profile = mkdtempSync(join(tmpdir(), 'studium-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: testInfo.project.use.baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signUpViaApi(page);
    await page.goto('/dashboard');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Studium', display: 'standalone' });
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
