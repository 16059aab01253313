import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Shared components in real Chromium, each on a test-only harness page (tests/component): no test
// page is added to the app. Same browser and launch options as the end-to-end tests.
const port = Number(process.env.CT_PORT ?? 3190);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: 'tests/component',
  use: { ...base.use, baseURL },
  webServer: {
    command: 'node --import tsx tests/component/serve.ts',
    url: `${baseURL}/`,
    env: { PORT: String(port) },
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
